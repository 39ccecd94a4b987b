import { createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { LoginClient } from "./login-throttle.js";
import type { SessionKind } from "./tokens.js";

/**
 * A device cookie (OWASP's "device cookies" against online guessing, decision 0110): a browser that logged in to an
 * account before carries a signed note saying so, and is let past that account's lock, which failures from every
 * client together set. A stranger's failures then cannot keep the owner out of their own account. The note names the
 * account only through its HMAC, lives 180 days, and works for that account and kind of log-in alone.
 */
export const DEVICE_COOKIE: Record<SessionKind, string> = { customer: "device", admin: "admin_device" };
const LIFETIME_MS = 180 * 24 * 3600 * 1000;

const signatureOf = (secret: string, kind: SessionKind, email: string, expires: number) =>
  createHmac("sha256", secret).update(`device:${kind}:${email}:${expires}`).digest("base64url");

/** Whether the request carries this account's device cookie, unexpired and signed by us. */
function isKnownDevice(request: FastifyRequest, kind: SessionKind, email: string): boolean {
  const [expiresText, signature] = (request.cookies[DEVICE_COOKIE[kind]] ?? "").split(".");
  const expires = Number(expiresText);
  if (!signature || !Number.isSafeInteger(expires) || expires < Date.now()) return false;
  const expected = Buffer.from(signatureOf(request.server.config.JWT_SECRET, kind, email, expires));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Whether the browser logged in to the account of this e-mail before (the e-mail as the account stores it). */
export const knownDeviceOf =
  (request: FastifyRequest, kind: SessionKind) =>
  (email: string): boolean =>
    isKnownDevice(request, kind, email);

/** Who is logging in, as the throttle needs it. */
export const loginClientOf = (request: FastifyRequest, kind: SessionKind): LoginClient => ({
  client: request.ip,
  userAgent: request.headers["user-agent"],
  knownDevice: knownDeviceOf(request, kind),
});

/** After a successful log-in: this browser is known to the account from now on. */
export function rememberDevice(request: FastifyRequest, reply: FastifyReply, kind: SessionKind, email: string) {
  const { JWT_SECRET, PUBLIC_URL } = request.server.config;
  const expires = Date.now() + LIFETIME_MS;
  reply.setCookie(DEVICE_COOKIE[kind], `${expires}.${signatureOf(JWT_SECRET, kind, email, expires)}`, {
    path: "/api",
    httpOnly: true,
    sameSite: "lax",
    secure: PUBLIC_URL.startsWith("https://"),
    expires: new Date(expires),
  });
}
