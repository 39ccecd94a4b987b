import { Writable } from "node:stream";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { client } from "../../test/http.js";
import { buildApp } from "../app.js";
import { loadConfig } from "../config.js";
import { customers } from "../db/schema.js";

const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

const SECRET_NAME = "Zebedee-Secret-Name";
const SECRET_PHONE = "+2348099911122";
const database = await freshDatabase();
const probe = async (app: FastifyInstance) => {
  app.post("/api/probe/bad-cast", async () => app.db.execute(sql`select ${SECRET_NAME}::int as n`));
  app.post("/api/probe/duplicate", async () => {
    const row = {
      firstname: SECRET_NAME,
      lastname: "X",
      email_address: "dup@example.com",
      number: SECRET_PHONE,
      password_hash: "x",
    };
    await app.db.insert(customers).values(row);
    await app.db.insert(customers).values(row);
  });
};
const app = await buildApp({
  config: loadConfig({ DATA_DIR: "/tmp/log-redaction-test", JWT_SECRET: "log-test-secret-".padEnd(48, "x") }),
  database,
  logger: { level: "info", stream },
  extraPlugins: [probe],
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.close();
});

describe("logs", () => {
  it("do not carry tokens from URLs", async () => {
    for (const url of [
      "/api/admins/verify/TOKEN-AAA111",
      "/admin/verify/TOKEN-BBB222",
      "/admin/setup/TOKEN-CCC333",
      "/api/setup/TOKEN-DDD444",
      "/reset?token=TOKEN-EEE555&x=1",
      "/login?email_address=a%40b.co&password=TOKEN-FFF666",
      "/user/password?old_password=TOKEN-GGG777&new_password=TOKEN-HHH888",
    ]) {
      await client(app).get(url);
    }
    const log = lines.join("");
    expect(log).toContain('"route":"/api/admins/verify/:token"'); // a matched route's line names its pattern
    expect(log).toContain("/admin/verify/[redacted]"); // an unmatched one its URL, redacted
    expect(log).toContain("/reset?token=[redacted]&x=1");
    expect(log).toContain("/login?email_address=a%40b.co&password=[redacted]");
    expect(log).not.toMatch(/TOKEN-/);
  });

  it("do not carry the values bound to a failed statement", async () => {
    const before = lines.length;
    expect((await client(app).post("/api/probe/bad-cast")).status).toBe(500);
    expect((await client(app).post("/api/probe/duplicate")).status).toBe(500);
    const log = lines.slice(before).join("");
    expect(log).toContain("request failed");
    expect(log).toContain("params: [redacted]");
    expect(log).toContain("customers_email_unique"); // what failed stays visible
    expect(log).not.toContain(SECRET_NAME);
    expect(log).not.toContain(SECRET_PHONE);
    expect(log).not.toContain("dup@example.com");
  });
});
