import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";

/** A built web app in miniature: the home page, a prerendered page, the shell, and an asset with its .br and .gz. */
const dist = mkdtempSync(join(tmpdir(), "web-dist-"));
const script = `console.log(${JSON.stringify("x".repeat(2000))});`;
mkdirSync(join(dist, "assets"));
mkdirSync(join(dist, "about-us"));
writeFileSync(join(dist, "index.html"), "<h1>home</h1>");
writeFileSync(join(dist, "shell.html"), "<div id=root></div>");
writeFileSync(join(dist, "about-us", "index.html"), "<h1>about us</h1>");
writeFileSync(join(dist, "assets", "app-1a2b.js"), script);
writeFileSync(join(dist, "assets", "app-1a2b.js.br"), brotliCompressSync(script));
writeFileSync(join(dist, "assets", "app-1a2b.js.gz"), gzipSync(script));

const database = await freshDatabase();
const config = loadConfig({
  DATA_DIR: join(dist, "..", "web-test-data"),
  JWT_SECRET: "web-test-secret-".padEnd(48, "x"),
  WEB_DIST: dist,
});
const app = await buildApp({ config, database, logger: false });
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("the built web app", () => {
  it("sends an asset's precompressed file to a browser that takes it, the file itself otherwise", async () => {
    const br = await get("/assets/app-1a2b.js", { "accept-encoding": "br, gzip" });
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    const gz = await get("/assets/app-1a2b.js", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const plain = await get("/assets/app-1a2b.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("has no route for the compressed copies themselves", async () => {
    const routes = app.printRoutes({ commonPrefix: false });
    expect(routes).toContain("app-1a2b.js");
    expect(routes).not.toContain(".br");
    expect(routes).not.toContain(".gz");
    expect((await get("/assets/app-1a2b.js.br")).statusCode).toBe(404);
  });

  it("sends a prerendered page for its route and the app shell for every other page", async () => {
    expect((await get("/")).body).toBe("<h1>home</h1>");
    expect((await get("/about-us")).body).toBe("<h1>about us</h1>");
    const page = await get("/user/invoice/12");
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe("<div id=root></div>");
    // Pages name the build's current assets: revalidated every time, cheaply by their ETag.
    for (const url of ["/", "/about-us", "/user/invoice/12"]) {
      const answer = await get(url);
      expect(answer.headers["cache-control"], url).toBe("no-cache");
      expect(answer.headers.etag, url).toBeTruthy();
    }
    expect((await get("/api/no-such-thing")).statusCode).toBe(404);
  });
});
