import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { recordBackup } from "../../lib/backup/last-backup.js";
import { recordJobOutcome } from "../../lib/job-status.js";
import { enqueueMail } from "../../lib/mail/outbox.js";

const { app } = await buildTestApp({ SOURCE_COMMIT: "0123456789abcdef", BACKUP_AT: "01:30", BACKUP_KEEP: "4" });
const owner = await signInAdmin(app, "owner");

async function status() {
  const res = await client(app, owner.token).get("/api/admin/system");
  expect(res.status).toBe(200);
  return res.body;
}

describe("GET /api/admin/system", () => {
  it("is for owners only", async () => {
    for (const role of ["manager", "worker"] as const) {
      const { token } = await signInAdmin(app, role);
      expect((await client(app, token).get("/api/admin/system")).status).toBe(403);
    }
    expect((await client(app).get("/api/admin/system")).status).toBe(401);
  });

  it("shows the release, uptime, database, storage, and warns that no backup was taken", async () => {
    const body = await status();
    expect(body).toMatchObject({
      commit: "0123456789abcdef",
      version: expect.any(String),
      node: process.version,
      database: { kind: expect.stringMatching(/^(embedded|postgres)$/), size_bytes: expect.any(Number) },
      mail: { queued: 0, oldest_at: null, oldest_age_seconds: 0, retrying: 0, failed: 0 },
      messages: { queued: 0, retrying: 0, failed: 0 },
      storage: { kind: "folder", files: 0, bytes: 0 },
      backup: null,
      backup_schedule: { at: "01:30", keep: 4 },
      jobs: [],
      warnings: ["No backup has been taken yet."],
    });
    expect(body.database.size_bytes).toBeGreaterThan(1_000_000);
    expect(body.uptime_seconds).toBeGreaterThanOrEqual(0);
    expect(body.storage.disk_free_bytes).toBeGreaterThan(0);
  });

  it("shows mail being retried at once, with the oldest's age, and a failed daily job", async () => {
    const id = await enqueueMail(app.db, { to: "ada@example.com", subject: "Arrived", content: { heading: "Hi" } });
    await app.db.execute(sql`update mail_outbox set attempts = 1, last_error = 'connect ECONNREFUSED 127.0.0.1:25',
      created_at = now() - interval '20 minutes', next_attempt_at = now() + interval '5 seconds' where id = ${id}`);
    await recordJobOutcome(app.db, "backup", new Date(), { ok: false, error: new Error("disk full") });
    const body = await status();
    expect(body.mail).toMatchObject({ queued: 1, retrying: 1, failed: 0 });
    expect(body.mail.oldest_age_seconds).toBeGreaterThanOrEqual(20 * 60);
    expect(body.jobs).toEqual([expect.objectContaining({ job: "backup", outcome: "failed", detail: "disk full" })]);
    expect(body.warnings).toEqual([
      "1 e-mail is being retried: the mail server refuses or cannot be reached.",
      "The oldest queued e-mail has waited 20 minutes.",
      'The daily job "backup" failed: disk full',
      "No backup has been taken yet.",
    ]);
    await app.db.execute(sql`update mail_outbox set status = 'sent' where id = ${id}`);
    await recordJobOutcome(app.db, "backup", new Date(), { ok: true, summary: "written" });
  });

  it("shows the last backup's age and warns once it is older than two days", async () => {
    const at = new Date(Date.now() - 3 * 86_400_000).toISOString();
    await recordBackup(app.db, { at, folder: "/backups/swiftway-old", kind: "embedded", trigger: "scheduled" });
    let body = await status();
    expect(body.backup).toMatchObject({ at, folder: "/backups/swiftway-old", trigger: "scheduled" });
    expect(body.backup.age_seconds).toBeGreaterThanOrEqual(3 * 86_400);
    expect(body.warnings).toEqual(["The last backup is 3 days old."]);
    await recordBackup(app.db, {
      at: new Date(Date.now() - 47 * 3600_000).toISOString(),
      folder: "/backups/swiftway-new",
      kind: "embedded",
      trigger: "manual",
    });
    body = await status();
    expect(body.backup.folder).toBe("/backups/swiftway-new");
    expect(body.warnings).toEqual([]);
  });
});
