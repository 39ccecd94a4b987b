import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { LoginClient } from "./login-throttle.js";
import type { SessionKind } from "./tokens.js";

/**
 * A device cookie (OWASP's "device cookies" against online guessing, decisions 0110 and 0132): a browser that logged
 * in to an account before carries a signed note saying so, and is let past that account's lock, which failures from
 * every client together set. A stranger's failures then cannot keep the owner out of their own account. The note
 * names the account only through its HMAC, lives 180 days, and works for that account and kind of log-in alone, and
 * only while the account keeps the password it was given with: its HMAC covers the password's hash, so a change or a
 * reset retires every device known before. Failures made with one are counted against it (login-throttle.ts).
 */
export const DEVICE_COOKIE: Record<SessionKind, string> = { customer: "device", admin: "admin_device" };
const LIFETIME_MS = 180 * 24 * 3600 * 1000;

/** What a device cookie is bound to: the account's e-mail as stored, and its current password hash. */
export interface DeviceAccount {
  email: string;
  password_hash: string;
}

const signatureOf = (secret: string, kind: SessionKind, account: DeviceAccount, expires: number) =>
  createHmac("sha256", secret)
    .update(`device:${kind}:${account.email}:${expires}:${account.password_hash}`)
    .digest("base64url");

/** The device cookie a request carries, checked against the account it must belong to. */
export interface DeviceCookie {
  /** Whether it carries one that has not expired: only then is it worth looking the account up to check it. */
  readonly present: boolean;
  /**
   * When it is this account's (unexpired, signed by us for this e-mail and current password): its id, under which
   * failures made with it are counted. Else undefined.
   */
  idFor(account: DeviceAccount | undefined): string | undefined;
}

export function deviceCookieOf(request: FastifyRequest, kind: SessionKind): DeviceCookie {
  const [expiresText, signature] = (request.cookies[DEVICE_COOKIE[kind]] ?? "").split(".");
  const expires = Number(expiresText);
  const present = !!signature && Number.isSafeInteger(expires) && expires >= Date.now();
  return {
    present,
    idFor(account) {
      if (!present || !signature || !account) return undefined;
      const expected = Buffer.from(signatureOf(request.server.config.JWT_SECRET, kind, account, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
      // Stored in the failures table: a digest, so the rows cannot be turned back into a working cookie.
      return createHash("sha256").update(signature).digest("base64url").slice(0, 32);
    },
  };
}

/** Who is logging in, as the throttle needs it. */
export const loginClientOf = (request: FastifyRequest, kind: SessionKind): LoginClient => ({
  client: request.ip,
  userAgent: request.headers["user-agent"],
  device: deviceCookieOf(request, kind),
});

/** After a successful log-in: this browser is known to the account (with its current password) from now on. */
export function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: SessionKind,
  account: DeviceAccount,
) {
  const { JWT_SECRET, PUBLIC_URL } = request.server.config;
  const expires = Date.now() + LIFETIME_MS;
  reply.setCookie(DEVICE_COOKIE[kind], `${expires}.${signatureOf(JWT_SECRET, kind, account, expires)}`, {
    path: "/api",
    httpOnly: true,
    sameSite: "lax",
    secure: PUBLIC_URL.startsWith("https://"),
    expires: new Date(expires),
  });
}
