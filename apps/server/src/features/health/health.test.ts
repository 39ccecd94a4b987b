import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";

const { app } = await buildTestApp();

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
