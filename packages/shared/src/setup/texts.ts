/** The setup pages' texts and the sandbox banner's (the back office's frame loads them without zod). */
export const SETUP_TEXTS = {
  missingToken: "This page needs the setup link printed in the server's log.",
  invalid:
    "This setup link is invalid, has expired or has already been used. Restart the server for a new link, or use npm run admin:create.",
  created: "Your owner account is ready. Please log in.",
  failed: "Setup failed. Please try again.",
  testMode: "TEST MODE: payments run in the sandbox and no real money moves.",
} as const;
