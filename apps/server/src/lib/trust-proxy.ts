import { isIPv4 } from "node:net";

type TrustFunction = (address: string, hop: number) => boolean;

/**
 * Whether `address` is a loopback address (127.0.0.0/8, also written IPv4-mapped, or ::1): what proxy-addr's
 * 'loopback' trusts, without parsing every address with ipaddr.js. Fastify asks twice per request (the socket's
 * address and the last X-Forwarded-For entry), which cost the public tracking lookup ~2% of its CPU.
 */
export function isLoopbackAddress(address: string): boolean {
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return v4.startsWith("127.") ? isIPv4(v4) : address === "::1";
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: a hop count becomes a function of the hop, the default 'loopback'
 * the check above, and anything else (addresses, CIDRs, proxy-addr's names) goes to Fastify as written.
 */
export function trustProxyOption(value: string): string | TrustFunction {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value.trim() === "loopback" ? isLoopbackAddress : value;
}
