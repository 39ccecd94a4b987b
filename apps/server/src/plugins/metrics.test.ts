import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { client } from "../../test/http.js";
import { recordBackup } from "../lib/backup/last-backup.js";
import { recordJobOutcome } from "../lib/job-status.js";
import { enqueueMail } from "../lib/mail/outbox.js";

const TOKEN = "metrics-token-for-tests-0123";
const { app } = await buildTestApp({ METRICS_TOKEN: TOKEN });

async function scrape(): Promise<string> {
  const res = await client(app, TOKEN).get("/metrics");
  expect(res.status).toBe(200);
  expect(res.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body as string;
}

/** The value of one series, e.g. value(text, 'outbox_queued_messages{outbox="mail"}'); undefined when absent. */
function value(text: string, series: string): number | undefined {
  const line = text.split("\n").find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe("GET /metrics", () => {
  it("answers only the bearer of METRICS_TOKEN", async () => {
    expect((await client(app).get("/metrics")).status).toBe(401);
    expect((await client(app, "not-the-token-at-all-0000").get("/metrics")).status).toBe(401);
    expect((await client(app, TOKEN).get("/metrics")).status).toBe(200);
  });

  it("answers 404 when no METRICS_TOKEN is configured", async () => {
    const { app: plain } = await buildTestApp();
    expect((await client(plain, TOKEN).get("/metrics")).status).toBe(404);
  });

  it("counts requests by route pattern and status, with their latency", async () => {
    const series = 'http_requests_total{method="GET",route="/api/track/:id",status_code="404"}';
    const before = value(await scrape(), series) ?? 0;
    for (const number of ["SWMETRICS1", "SWMETRICS2", "SWMETRICS3"])
      expect((await client(app).get(`/api/track/${number}`)).status).toBe(404);
    const text = await scrape();
    expect(value(text, series)).toBe(before + 3);
    // The raw URLs never become series of their own.
    expect(text).not.toContain("SWMETRICS1");
    const buckets = 'http_request_duration_seconds_count{method="GET",route="/api/track/:id",status_code="404"}';
    expect(value(text, buckets)).toBe(before + 3);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/track\/:id"/m);
  });

  it("reports the event loop's delay, the database and its connections", async () => {
    const text = await scrape();
    expect(value(text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThanOrEqual(0);
    expect(value(text, "db_up")).toBe(1);
    expect(value(text, "db_size_bytes")).toBeGreaterThan(1_000_000);
    expect(value(text, 'db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
    expect(value(text, "db_pool_max_connections")).toBeGreaterThanOrEqual(1);
    expect(value(text, "app_draining")).toBe(0);
    expect(text).toMatch(/^app_info\{version="[^"]+",commit="[^"]+"\} 1$/m);
  });

  it("reports the mail and message backlogs with their oldest age, retries and failures", async () => {
    const mail = (text: string, name: string) => value(text, `${name}{outbox="mail"}`);
    const before = await scrape();
    expect(mail(before, "outbox_queued_messages")).toBe(0);
    expect(mail(before, "outbox_oldest_queued_age_seconds")).toBe(0);
    expect(value(before, 'outbox_queued_messages{outbox="sms_whatsapp"}')).toBe(0);
    // Three queued two minutes ago, of which one failed once and waits, and one given up on (no worker runs here).
    const ids = [];
    for (let i = 0; i < 4; i++)
      ids.push(await enqueueMail(app.db, { to: `m${i}@example.com`, subject: "Hello", content: { heading: "Hi" } }));
    await app.db.execute(
      sql.raw(`update mail_outbox set created_at = now() - interval '2 minutes' where id in (${ids.join(",")})`),
    );
    await app.db.execute(
      sql.raw(
        `update mail_outbox set attempts = 1, last_error = '421 try later', next_attempt_at = now() + interval '1 minute' where id = ${ids[0]}`,
      ),
    );
    await app.db.execute(sql.raw(`update mail_outbox set status = 'failed', attempts = 12 where id = ${ids[3]}`));
    const after = await scrape();
    expect(mail(after, "outbox_queued_messages")).toBe(3);
    expect(mail(after, "outbox_oldest_queued_age_seconds")).toBeGreaterThanOrEqual(119);
    expect(mail(after, "outbox_retrying_messages")).toBe(1);
    expect(mail(after, "outbox_failed_messages")).toBe(1);
    await app.db.execute(sql.raw(`update mail_outbox set status = 'sent' where id in (${ids.join(",")})`));
    expect(mail(await scrape(), "outbox_queued_messages")).toBe(0);
  });

  it("reports each daily job's last run and outcome, and the last backup", async () => {
    const started = new Date(Date.now() - 60_000);
    await recordJobOutcome(app.db, "storage-reminders", started, { ok: true, summary: "2 reminders" });
    await recordJobOutcome(app.db, "storage-reminders", new Date(), { ok: false, error: new Error("boom") });
    await recordBackup(app.db, { at: started.toISOString(), folder: "/b", kind: "embedded", trigger: "manual" });
    const text = await scrape();
    expect(value(text, 'scheduled_job_last_run_ok{job="storage-reminders"}')).toBe(0);
    expect(value(text, 'scheduled_job_last_run_timestamp_seconds{job="storage-reminders"}')).toBeGreaterThan(
      started.getTime() / 1000,
    );
    expect(value(text, 'scheduled_job_last_ok_timestamp_seconds{job="storage-reminders"}')).toBe(
      started.getTime() / 1000,
    );
    expect(value(text, "backup_last_timestamp_seconds")).toBe(started.getTime() / 1000);
  });
});
