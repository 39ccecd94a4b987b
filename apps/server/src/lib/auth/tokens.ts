import { createHash, randomBytes } from "node:crypto";
import { createSigner, createVerifier } from "fast-jwt";

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

/**
 * HS256 signer and verifier, made once per secret. fast-jwt checks the HMAC synchronously with node:crypto (a
 * WebCrypto verify is a thread-pool job per request, which cost more than the rest of the session check) and
 * accepts HS256 only, so an 'alg: none' or any other algorithm is refused. The verifier remembers its last
 * VERIFIED_TOKENS answers (fast-jwt's cache, each until the token's own expiry at the latest): a signed-in client
 * sends the same token with every request, and decoding and checking it again cost about a tenth of a staff list's
 * server time. Only the signature and expiry are remembered; the session itself is checked on every request.
 */
const VERIFIED_TOKENS = 1000;
const tokenTools = new Map<string, { sign: (payload: object) => string; verify: (token: string) => unknown }>();
function toolsFor(secret: string) {
  let tools = tokenTools.get(secret);
  if (!tools) {
    tools = {
      sign: createSigner({ key: secret, algorithm: "HS256" }),
      verify: createVerifier({ key: secret, algorithms: ["HS256"], cache: VERIFIED_TOKENS }),
    };
    tokenTools.set(secret, tools);
  }
  return tools;
}

export async function signSessionToken(
  secret: string,
  claims: { sid: string; sub: string; kind: SessionKind },
  expiresAt: Date,
) {
  return toolsFor(secret).sign({
    sid: claims.sid,
    kind: claims.kind,
    sub: claims.sub,
    exp: Math.floor(expiresAt.getTime() / 1000),
  });
}

/** Returns the claims of a valid, unexpired token signed with our secret, else null. */
export async function verifySessionToken(secret: string, token: string): Promise<TokenClaims | null> {
  let payload: Record<string, unknown>;
  try {
    payload = toolsFor(secret).verify(token) as Record<string, unknown>;
  } catch {
    return null;
  }
  if (typeof payload.sid !== "string" || typeof payload.sub !== "string" || typeof payload.exp !== "number")
    return null;
  if (payload.kind !== "customer" && payload.kind !== "admin") return null;
  return { sid: payload.sid, sub: payload.sub, kind: payload.kind, exp: payload.exp };
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString("base64url");
}

/** One-time codes and tokens are stored only as this digest. */
export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** The token of an `Authorization: Bearer <token>` header (a password-reset token), if there is one. */
export function bearerTokenOf(request: { headers: { authorization?: string } }): string | undefined {
  const header = request.headers.authorization;
  return (header?.startsWith("Bearer ") ? header.slice(7).trim() : undefined) || undefined;
}
