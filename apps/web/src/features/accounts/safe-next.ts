/**
 * Where to go after logging in: the `next` page the guard sent the visitor from, when it is a path
 * of this site (not '//evil.example' or 'https://...'), else the portal home.
 */
export const AFTER_LOGIN = "/user/home";

export function safeNext(search: string, fallback = AFTER_LOGIN): string {
  const next = new URLSearchParams(search).get("next");
  if (!next?.startsWith("/") || next.startsWith("//") || next.includes("\\")) return fallback;
  // Never bounce back to an auth page (a loop) after logging in.
  if (/^\/(login|signup|request-otp|verify-otp|reset-password)(\/|\?|$)/.test(next)) return fallback;
  return next;
}
