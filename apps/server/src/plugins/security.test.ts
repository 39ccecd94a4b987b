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
