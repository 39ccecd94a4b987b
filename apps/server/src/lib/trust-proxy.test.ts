import proxyAddr from "@fastify/proxy-addr";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { client } from "../../test/http.js";
import { isLoopbackAddress, trustProxyOption } from "./trust-proxy.js";

describe("the default TRUST_PROXY, loopback", () => {
  const proxyAddrLoopback = proxyAddr.compile("loopback");
  const addresses = [
    "127.0.0.1",
    "127.255.10.3",
    "::1",
    "::ffff:127.0.0.1",
    "::ffff:127.9.9.9",
    "10.0.0.1",
    "128.0.0.1",
    "::ffff:10.0.0.1",
    "::2",
    "fe80::1",
    "127.evil",
    "127.0.0.256",
    "::ffff:127.x",
    "",
    "localhost",
  ];

  it.each(addresses)("trusts %j exactly when proxy-addr's 'loopback' does", (address) => {
    expect(isLoopbackAddress(address)).toBe(proxyAddrLoopback(address, 0));
  });

  it("passes other values to Fastify as written, and a number as a hop count", () => {
    expect(trustProxyOption("loopback")).toBe(isLoopbackAddress);
    expect(trustProxyOption("10.0.0.0/8, 127.0.0.1")).toBe("10.0.0.0/8, 127.0.0.1");
    const hops = trustProxyOption("2") as (address: string, hop: number) => boolean;
    expect([hops("1.2.3.4", 0), hops("1.2.3.4", 1), hops("1.2.3.4", 2)]).toEqual([true, true, false]);
  });

  it("believes X-Forwarded-For from a loopback proxy: the client's address is the last one it names", async () => {
    const { app } = await buildTestApp({}, [
      async (probe) => {
        probe.get("/api/probe-ip", async (request) => ({ ip: request.ip }));
      },
    ]);
    const res = await client(app).get("/api/probe-ip", { "x-forwarded-for": "203.0.113.9, 198.51.100.7" });
    expect(res.body).toEqual({ ip: "198.51.100.7" });
  });
});
