import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, statfsSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import { openDatabase } from "../src/db/client.js";
import { migrateDatabase } from "../src/db/migrate.js";
import { visitorMessages } from "../src/db/schema.js";
import { DISK_FULL } from "../src/lib/errors.js";

/**
 * A real full disk under the embedded database: DATA_DIR (the PGlite folder with it) on a 200 MB tmpfs that a filler
 * file then fills (needs root, as on the development machines and in CI; skipped elsewhere). Writes answer 507 with
 * a clear message (PostgreSQL's "could not extend file": SQLSTATE 53100), store nothing of themselves, and work
 * again once there is room.
 */
const mountPoint = mkdtempSync(join(tmpdir(), "freight-full-db-"));
let mounted = false;
if (process.env.TEST_DRIVER !== "postgres") {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", "size=200m,mode=0700", "tmpfs", mountPoint], { stdio: "ignore" });
    mounted = true;
  } catch {
    // not allowed here: the test is skipped
  }
}

describe.skipIf(!mounted)("the embedded database on a full disk", async () => {
  const database = await openDatabase({ dataDir: join(mountPoint, "db") });
  await migrateDatabase(database);
  const config = loadConfig({
    DATA_DIR: mountPoint,
    LOG_LEVEL: "silent",
    JWT_SECRET: "test-secret-".padEnd(48, "x"),
    PAYMENT_PROVIDER: "sandbox",
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    execFileSync("umount", [mountPoint]);
    rmSync(mountPoint, { recursive: true, force: true });
  });

  let visitor = 0;
  /** A contact message of random (incompressible) text, from its own address (the forms' per-client limit). */
  const send = async () => {
    visitor += 1;
    const res = await app.inject({
      method: "POST",
      url: "/api/mail/contact-email",
      headers: { "x-forwarded-for": `198.51.${Math.floor(visitor / 250)}.${visitor % 250}` },
      payload: {
        kind: "contact",
        name: "Ada Obi",
        email: "ada@example.com",
        subject: "Disk",
        message: randomBytes(900).toString("hex"),
      },
    });
    return { status: res.statusCode, body: res.json() };
  };
  const stored = async () => (await database.db.select({ n: count() }).from(visitorMessages))[0]!.n;

  it("answers 507 saying the disk is full, stores nothing of that request, and writes again once there is room", async () => {
    expect((await send()).status).toBe(200);
    const filler = join(mountPoint, "filler");
    const { bavail, bsize } = statfsSync(mountPoint);
    writeFileSync(filler, Buffer.alloc(bavail * bsize - 4096));

    let accepted = 1;
    let full: { status: number; body: { error: string } } | undefined;
    for (let i = 0; i < 500 && !full; i++) {
      const answer = await send();
      if (answer.status === 200) accepted++;
      else full = answer;
    }
    expect(full).toEqual({ status: 507, body: { error: DISK_FULL } });
    expect(await stored()).toBe(accepted);

    rmSync(filler);
    expect((await send()).status).toBe(200);
    expect(await stored()).toBe(accepted + 1);
  });
});
