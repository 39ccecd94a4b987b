/**
 * The spec's reset state (resetEmail, resetToken) lives in sessionStorage: it survives a reload of
 * the reset pages but not the browser tab, and is cleared once the new password is set.
 * Read it only in effects or handlers: prerendered pages have no window while rendering.
 */
const EMAIL_KEY = "resetEmail";
const TOKEN_KEY = "resetToken";

function storage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export const resetState = {
  email: () => storage()?.getItem(EMAIL_KEY) ?? null,
  token: () => storage()?.getItem(TOKEN_KEY) ?? null,
  setEmail(email: string) {
    storage()?.setItem(EMAIL_KEY, email);
    storage()?.removeItem(TOKEN_KEY);
  },
  setToken: (token: string) => storage()?.setItem(TOKEN_KEY, token),
  clear() {
    storage()?.removeItem(EMAIL_KEY);
    storage()?.removeItem(TOKEN_KEY);
  },
};
