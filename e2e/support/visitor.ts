/**
 * The X-Forwarded-For header of a call made as a new visitor: each call gets an address of its own (198.18.0.0/15,
 * the range kept for tests), which the test server believes from its loopback proxy (TRUST_PROXY's default), as a
 * server behind one believes its proxy. A run signs in and signs up through the API far more than 20 times a minute
 * from this one machine, and the per-client limit of the credential routes (AUTH_RATE_LIMIT) would refuse the rest:
 * on a quiet machine the suite ran fast enough to meet it (429 on a staff log-in, twice in one run).
 */
let visitors = 0;
export function asNewVisitor(): { "x-forwarded-for": string } {
  visitors += 1;
  const n = (process.pid % 500) * 1000 + visitors;
  return { "x-forwarded-for": `198.18.${Math.floor(n / 250) % 256}.${1 + (n % 250)}` };
}
