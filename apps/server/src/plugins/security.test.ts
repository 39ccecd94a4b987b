import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { client } from "../../test/http.js";

const plain = await buildTestApp({ PUBLIC_URL: "http://shipping.example.com" });
const secure = await buildTestApp({ PUBLIC_URL: "https://shipping.example.com" });

describe("security headers", () => {
  it("sends Strict-Transport-Security only when PUBLIC_URL is https", async () => {
    const overHttp = await client(plain.app).get("/api/health");
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    expect(overHttp.headers["content-security-policy"]).toMatch(/default-src 'self'/);
    const overHttps = await client(secure.app).get("/api/health");
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

describe("helmet's headers, worked out once", () => {
  it("sends the same set on answers, 404s and the web app", async () => {
    for (const url of ["/api/health", "/api/no-such-route", "/"]) {
      const res = await client(plain.app).get(url);
      expect(res.headers).toMatchObject({
        "content-security-policy": expect.stringContaining("frame-ancestors 'none'"),
        "cross-origin-opener-policy": "same-origin",
        "cross-origin-resource-policy": "same-origin",
        "origin-agent-cluster": "?1",
        "referrer-policy": "no-referrer",
        "x-content-type-options": "nosniff",
        "x-dns-prefetch-control": "off",
        "x-download-options": "noopen",
        "x-frame-options": "SAMEORIGIN",
        "x-permitted-cross-domain-policies": "none",
        "x-xss-protection": "0",
      });
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
  });
});
