/**
 * Per-client limits of the credential routes, customers' and staff's alike (the per-account and per-address
 * limits live in the services, in the database).
 */

/** Log-in, sign-up, first-owner setup and password changes. */
export const AUTH_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };
/** Asking for a password-reset code (each one sends an e-mail). */
export const CODE_REQUEST_RATE_LIMIT = { max: 10, timeWindow: "1 minute" };
/** Checking a reset code and setting the new password with it. */
export const CODE_VERIFY_RATE_LIMIT = { max: 20, timeWindow: "1 minute" };
