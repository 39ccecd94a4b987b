import { createHash, createSecretKey, type KeyObject, randomBytes } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";

export type SessionKind = "customer" | "admin";

export interface TokenClaims {
  sid: string;
  sub: string;
  kind: SessionKind;
  exp: number;
}

export const SESSION_TTL_SECONDS: Record<SessionKind, number> = {
  customer: 7 * 24 * 3600,
  admin: 12 * 3600,
};

/** The HMAC key object, made once per secret: importing it on every request costs more than the check itself. */
const keys = new Map<string, KeyObject>();
function key(secret: string): KeyObject {
  let k = keys.get(secret);
  if (!k) {
    k = createSecretKey(Buffer.from(secret, "utf8"));
    keys.set(secret, k);
  }
  return k;
}

export async function signSessionToken(
  secret: string,
  claims: { sid: string; sub: string; kind: SessionKind },
  expiresAt: Date,
) {
  return new SignJWT({ sid: claims.sid, kind: claims.kind })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret));
}

/** Returns the claims of a valid, unexpired token signed with our secret, else null. */
export async function verifySessionToken(secret: string, token: string): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), { algorithms: ["HS256"] });
    if (typeof payload.sid !== "string" || typeof payload.sub !== "string" || typeof payload.exp !== "number")
      return null;
    if (payload.kind !== "customer" && payload.kind !== "admin") return null;
    return { sid: payload.sid, sub: payload.sub, kind: payload.kind, exp: payload.exp };
  } catch {
    return null;
  }
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** One-time codes and tokens are stored only as this digest. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}
