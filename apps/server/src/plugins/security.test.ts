import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { client } from "../../test/http.js";

const plain = await buildTestApp({ PUBLIC_URL: "http://shipping.example.com" });
const secure = await buildTestApp({ PUBLIC_URL: "https://shipping.example.com" });

describe("security headers", () => {
  it("sends Strict-Transport-Security only when PUBLIC_URL is https", async () => {
    const overHttp = await client(plain.app).get("/api/health");
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    expect(overHttp.headers["content-security-policy"]).toMatch(/default-src 'none'/);
    const overHttps = await client(secure.app).get("/api/health");
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});

const PAGE_ONLY = [
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-dns-prefetch-control",
  "x-download-options",
  "x-permitted-cross-domain-policies",
  "x-xss-protection",
];

describe("helmet's headers, worked out once", () => {
  it("sends a page's full set on the web app and the API's docs", async () => {
    for (const url of ["/", "/track-package", "/api/docs"]) {
      const res = await client(plain.app).get(url);
      expect(res.headers, url).toMatchObject({
        "content-security-policy": expect.stringContaining("script-src 'self' https://js.paystack.co"),
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

  it("sends the REST set on API answers, errors and 404s: nothing may run, load or frame them", async () => {
    for (const url of ["/api/health", "/api/no-such-route", "/api/track/NO-SUCH-NUMBER", "/api/shipment"]) {
      const res = await client(plain.app).get(url);
      expect(res.headers, url).toMatchObject({
        "content-security-policy": "default-src 'none';frame-ancestors 'none'",
        "cross-origin-resource-policy": "same-origin",
        "referrer-policy": "no-referrer",
        "x-content-type-options": "nosniff",
        "x-frame-options": "DENY",
      });
      for (const name of PAGE_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
      expect(res.headers["x-powered-by"]).toBeUndefined();
    }
    const overHttps = await client(secure.app).get("/api/track/NO-SUCH-NUMBER");
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
  });
});
