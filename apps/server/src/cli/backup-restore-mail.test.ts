import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../test/admins.js";
import { client } from "../../test/http.js";
import { run } from "../../test/processes.js";
import { memoryLogger, SmtpPeer } from "../../test/smtp-peer.js";
import { buildApp } from "../app.js";
import { type Config, loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { insertCustomer } from "../db/factories/index.js";
import { HELD_BACK_REASON } from "../lib/backup/held-back.js";
import { lastBackup } from "../lib/backup/last-backup.js";
import { enqueueMails } from "../lib/mail/outbox.js";
import { createMailTransport } from "../lib/mail/transport.js";
import { startMailWorker } from "../lib/mail/worker.js";
import { unsubscribeToken } from "../lib/notify/unsubscribe-token.js";
import { serveOperations } from "./operations.js";

/**
 * Decision 0058 end to end: `npm run backup` of a running embedded database while its mail worker sends a burst of
 * 300 e-mails to an SMTP server, `npm run restore` into a new folder, and the restored installation started on the
 * same SMTP server: no message arrives twice, the mail queued in the backup is listed as held back, and a session
 * and an unsubscribe link from before the backup still work. Then a restore that fails leaves nothing behind.
 */
const root = mkdtempSync(join(tmpdir(), "freight-backup-mail-"));
const dataDir = join(root, "data");
const backupDir = join(root, "backup");
const restoredDir = join(root, "restored");
const BURST = 300;
const peer = new SmtpPeer(25);

/** One installation in this process, wired as main.ts wires it: app, control socket and mail worker. */
async function startInstallation(dir: string) {
  const database = await openDatabase({ dataDir: join(dir, "db"), holder: "the server (npm start)" });
  await migrateDatabase(database);
  // No JWT_SECRET: the secret is DATA_DIR/jwt-secret, as on an installation that never set one.
  const config: Config = loadConfig({ DATA_DIR: dir, LOG_LEVEL: "silent", SMTP_URL: `smtp://127.0.0.1:${peer.port}` });
  const app = await buildApp({ config, database, logger: false });
  const control = await serveOperations(database, join(dir, "db"), app.log);
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, dataDir: dir });
  const worker = startMailWorker(database.db, transport, config.MAIL_FROM, memoryLogger().log, 50);
  return {
    database,
    app,
    config,
    async stop() {
      await worker.stop();
      await control?.close();
      await app.close();
      await database.close();
    },
  };
}

let original: Awaited<ReturnType<typeof startInstallation>> | undefined;
let restored: Awaited<ReturnType<typeof startInstallation>> | undefined;

describe.skipIf(process.env.TEST_DRIVER === "postgres")("a backup during a burst of mail, restored", () => {
  beforeAll(async () => {
    // The tools run compiled (scripts/cli.mjs builds apps/server/dist when stale): build before the burst, so the
    // backup below starts at once. A restore without a folder only builds, then stops.
    const build = await run(process.execPath, ["scripts/cli.mjs", "restore"], {}, 300_000);
    expect(build.stderr).toContain("name the backup folder");
    await peer.start();
  }, 300_000);
  afterAll(async () => {
    await original?.stop().catch(() => undefined);
    await restored?.stop().catch(() => undefined);
    await peer.stop();
    rmSync(root, { recursive: true, force: true });
  });

  it("sends no message twice, keeps sessions and unsubscribe links, and lists the held-back mail", async () => {
    original = await startInstallation(dataDir);
    const { token } = await signInAdmin(original.app as FastifyInstance, "owner");
    const customer = await insertCustomer(original.database.db, {});
    const unsubscribe = unsubscribeToken(original.config.JWT_SECRET, customer.id, "milestones");
    const subjects = Array.from({ length: BURST }, (_, i) => `Burst ${i + 1}`);
    await enqueueMails(
      original.database.db,
      subjects.map((subject) => ({ to: "ops@example.com", subject, content: { heading: subject } })),
    );
    while (peer.received.length < 5) await sleep(20);

    const backup = await run(process.execPath, ["scripts/cli.mjs", "backup", backupDir], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain("the session secret (jwt-secret)");
    const sentAtBackup = peer.received.length;
    expect(sentAtBackup, "the backup was taken during the burst").toBeLessThan(BURST);
    expect(await lastBackup(original.database.db)).toMatchObject({ folder: backupDir, trigger: "manual" });

    // The original installation sends the rest, then stops.
    while (peer.received.length < BURST) await sleep(50);
    await original.stop();
    original = undefined;

    const restore = await run(process.execPath, ["scripts/cli.mjs", "restore", backupDir], {
      DATA_DIR: restoredDir,
    });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const heldBack = Number(/Held back (\d+) e-mail\(s\)/.exec(restore.stdout)?.[1]);
    expect(heldBack, restore.stdout).toBeGreaterThan(0);
    expect(restore.stdout).toContain("--resend-queued-mail");

    restored = await startInstallation(restoredDir);
    // The restored worker polls every 50 ms: give it time to send whatever it would send.
    await sleep(1_500);
    const counts = new Map<string, number>();
    for (const subject of peer.subjects()) counts.set(subject!, (counts.get(subject!) ?? 0) + 1);
    expect([...counts.values()].filter((n) => n > 1)).toEqual([]);
    expect(counts.size).toBe(BURST);

    // The session from before the backup, and the held-back mail on the Failed E-mails screen.
    const failed = await client(restored.app as FastifyInstance, token).get(`/api/admin/mail/failed?pageSize=100`);
    expect(failed.status).toBe(200);
    const held = (failed.body.mail as Array<{ error: string | null }>).filter((m) => m.error === HELD_BACK_REASON);
    expect(held.length).toBe(Math.min(heldBack, 100));
    // An unsubscribe link mailed before the backup.
    const unsubscribed = await client(restored.app as FastifyInstance).post("/api/notifications/unsubscribe", {
      token: unsubscribe,
    });
    expect(unsubscribed.status).toBe(200);
  }, 300_000);

  it("leaves nothing behind when a restore fails", async () => {
    const broken = join(root, "broken");
    const target = join(root, "not-restored");
    // A dump that breaks half-way (the session secret and uploads would come after the database).
    rmSync(broken, { recursive: true, force: true });
    const { cpSync } = await import("node:fs");
    cpSync(backupDir, broken, { recursive: true });
    writeFileSync(join(broken, "database.sql"), "CREATE TABLE first_table (id int);\nTHIS IS NOT SQL;\n");
    const failed = await run(process.execPath, ["scripts/cli.mjs", "restore", broken], { DATA_DIR: target });
    expect(failed.code).toBe(1);
    expect(existsSync(target), existsSync(target) ? readdirSync(target).join(", ") : "").toBe(false);

    // A plain pg_dump file is refused with what to do, and leaves nothing either.
    writeFileSync(join(broken, "database.sql"), "\\restrict abc\nCOPY public.x (id) FROM stdin;\n1\n\\.\n");
    const plain = await run(process.execPath, ["scripts/cli.mjs", "restore", broken], { DATA_DIR: target });
    expect(plain.code).toBe(1);
    expect(plain.stderr).toContain("pg_dump in plain format");
    expect(existsSync(target)).toBe(false);
  }, 120_000);
});
