import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";

const { app } = await buildTestApp();
// A second app whose file store is made to fail (the readiness check remembers its probe for 10 s).
const broken = await buildTestApp();

async function health() {
  const res = await client(app).get("/api/health");
  expect(res.status).toBe(200);
  return res.body;
}

describe("GET /api/health", () => {
  it("says the server is warm once its start-up work (the tracking cache) is done, and not while any runs", async () => {
    const deadline = Date.now() + 20_000;
    while (!(await health()).warm && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(await health()).toEqual({ status: "ok", database: "ok", warm: true });

    const done = app.readiness.begin("some cache");
    expect(await health()).toEqual({ status: "ok", database: "ok", warm: false });
    done();
    done(); // twice is harmless
    expect((await health()).warm).toBe(true);
  });
});

describe("GET /api/health/live and /api/health/ready", () => {
  it("is live and ready: the database answers, holds every migration, and the file store takes a write", async () => {
    const live = await client(app).get("/api/health/live");
    expect(live.status).toBe(200);
    expect(live.body).toEqual({ status: "ok", uptime_seconds: expect.any(Number) });
    const ready = await client(app).get("/api/health/ready");
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({
      status: "ready",
      draining: false,
      checks: { database: "ok", migrations: "ok", storage: "ok" },
    });
  });

  it("is not ready while the newest migration is missing from the database", async () => {
    const newest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const [row] = (
      (await app.db.execute(
        sql`delete from drizzle.__drizzle_migrations where created_at = ${newest} returning *`,
      )) as unknown as {
        rows: { hash: string; created_at: string }[];
      }
    ).rows;
    try {
      const ready = await client(app).get("/api/health/ready");
      expect(ready.status).toBe(503);
      expect(ready.headers["retry-after"]).toMatch(/^\d+$/);
      expect(ready.body.checks).toEqual({ database: "ok", migrations: "not applied", storage: "ok" });
      expect(ready.body.error).toBe("Not ready (migrations: not applied)");
      expect((await client(app).get("/api/health/live")).status).toBe(200);
    } finally {
      await app.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at})`,
      );
    }
    expect((await client(app).get("/api/health/ready")).status).toBe(200);
  });

  it("is not ready while the file store refuses a write, and tells the caller no path or system error", async () => {
    // The staging folder taken by a file: every upload fails with EEXIST on mkdir DATA_DIR/uploads/.incoming.
    const incoming = join(broken.dataDir, "uploads", ".incoming");
    rmSync(incoming, { recursive: true, force: true });
    mkdirSync(join(broken.dataDir, "uploads"), { recursive: true });
    writeFileSync(incoming, "not a folder");
    const ready = await client(broken.app).get("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.body.checks).toEqual({ database: "ok", migrations: "ok", storage: "not writable" });
    expect(ready.body.error).toBe("Not ready (storage: not writable)");
    expect(JSON.stringify(ready.body)).not.toContain(broken.dataDir);
    expect(JSON.stringify(ready.body)).not.toContain("EEXIST");
  });

  it("is not ready once the process drains (SIGTERM), while it still lives and answers", async () => {
    app.readiness.drain();
    const ready = await client(app).get("/api/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.body).toMatchObject({ status: "not ready", draining: true, error: "Shutting down" });
    expect((await client(app).get("/api/health/live")).status).toBe(200);
    expect((await client(app).get("/api/health")).status).toBe(200);
  });
});
