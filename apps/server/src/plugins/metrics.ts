import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type pg from "pg";
import { lastBackup } from "../lib/backup/last-backup.js";
import { ageSeconds, type Backlogs, databaseSizeBytes, readBacklogs } from "../lib/backlogs.js";
import { buildInfo } from "../lib/build-info.js";
import { jobStatuses } from "../lib/job-status.js";

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const given = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return given !== undefined && timingSafeEqual(digest(given), digest(token));
}

const seconds = (iso: string) => new Date(iso).getTime() / 1000;

/**
 * /metrics in Prometheus' text format (decision 0065), only when METRICS_TOKEN is set, and only for a scraper that
 * sends it as a bearer token; without the variable nothing is measured and /metrics answers 404 like any unknown
 * path. Requests are counted by route pattern (never the raw URL: ids would make a series each); the figures kept
 * in the database (backlogs, jobs, the last backup) are read at each scrape, so every process reports the same.
 */
export async function registerMetrics(app: FastifyInstance) {
  const token = app.config.METRICS_TOKEN;
  if (!token) {
    // Not the web app's page either: a scraper pointed here by mistake gets a plain 404.
    app.get("/metrics", { schema: { hide: true } }, (_request, reply) => reply.code(404).send({ error: "Not found" }));
    return;
  }
  // Loaded only when metrics are on: a server without METRICS_TOKEN does not carry prom-client (~5 MB).
  const { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } = await import("prom-client");
  const registry = new Registry();
  // Event-loop delay (nodejs_eventloop_lag_*), heap, GC, handles, CPU, memory, open files.
  collectDefaultMetrics({ register: registry });
  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered",
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer an HTTP request",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? "unmatched",
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
    done();
  });

  const gauge = (name: string, help: string, labels: string[] = []) =>
    new Gauge({ name, help, labelNames: labels, registers: [registry] });
  const info = gauge("app_info", "The running release (always 1)", ["version", "commit"]);
  const draining = gauge("app_draining", "1 from SIGTERM on, while the process finishes its requests");
  const dbUp = gauge("db_up", "1 when the database answered this scrape's queries");
  const dbSize = gauge("db_size_bytes", "The database's size on disk");
  const pool = gauge("db_pool_connections", "Database connections by state (PGlite: one, in the process)", ["state"]);
  const poolMax = gauge("db_pool_max_connections", "The most database connections the process opens");
  const queued = gauge("outbox_queued_messages", "Messages still to deliver", ["outbox"]);
  const oldest = gauge("outbox_oldest_queued_age_seconds", "Age of the oldest message still to deliver", ["outbox"]);
  const retrying = gauge("outbox_retrying_messages", "Queued messages that failed and wait for a retry", ["outbox"]);
  const failed = gauge("outbox_failed_messages", "Messages given up on (Failed E-mails)", ["outbox"]);
  const jobRun = gauge("scheduled_job_last_run_timestamp_seconds", "When a daily job last ran or was tried", ["job"]);
  const jobOk = gauge("scheduled_job_last_run_ok", "1 when the job's last run ended well, 0 when it failed", ["job"]);
  const jobLastOk = gauge("scheduled_job_last_ok_timestamp_seconds", "When a daily job last ran well", ["job"]);
  const jobDuration = gauge("scheduled_job_last_duration_seconds", "How long a daily job's last run took", ["job"]);
  const backupAt = gauge("backup_last_timestamp_seconds", "When the newest backup was finished (0: never)");

  const { version, commit } = buildInfo(app.config.SOURCE_COMMIT);
  info.set({ version, commit }, 1);

  function poolFigures() {
    if (app.database.driver === "pglite") {
      pool.set({ state: "total" }, 1);
      poolMax.set(1);
      return;
    }
    const client = (app.db as unknown as { $client: pg.Pool }).$client;
    pool.set({ state: "total" }, client.totalCount);
    pool.set({ state: "idle" }, client.idleCount);
    pool.set({ state: "waiting" }, client.waitingCount);
    poolMax.set(client.options.max ?? 10);
  }

  function setBacklogs(backlogs: Backlogs) {
    const now = new Date();
    for (const [outbox, backlog] of [
      ["mail", backlogs.mail],
      ["sms_whatsapp", backlogs.messages],
    ] as const) {
      queued.set({ outbox }, backlog.queued);
      oldest.set({ outbox }, ageSeconds(backlog.oldestAt, now));
      retrying.set({ outbox }, backlog.retrying);
      failed.set({ outbox }, backlog.failed);
    }
  }

  async function fromDatabase() {
    const [backlogs, size, jobs, backup] = await Promise.all([
      readBacklogs(app.db),
      databaseSizeBytes(app.db),
      jobStatuses(app.db),
      lastBackup(app.db),
    ]);
    setBacklogs(backlogs);
    dbSize.set(size);
    for (const job of jobs) {
      jobRun.set({ job: job.job }, seconds(job.at));
      jobOk.set({ job: job.job }, job.outcome === "ok" ? 1 : 0);
      if (job.lastOkAt) jobLastOk.set({ job: job.job }, seconds(job.lastOkAt));
      jobDuration.set({ job: job.job }, job.durationMs / 1000);
    }
    backupAt.set(backup ? seconds(backup.at) : 0);
  }

  app.get("/metrics", { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token))
      return reply.code(401).header("www-authenticate", "Bearer").send({ error: "A valid metrics token is needed" });
    draining.set(app.readiness.draining ? 1 : 0);
    poolFigures();
    try {
      await fromDatabase();
      dbUp.set(1);
    } catch (error) {
      // The process' own figures still help while the database is down; the database's are left out.
      request.log.warn({ err: error }, "metrics: the database did not answer");
      dbUp.set(0);
      for (const metric of [queued, oldest, retrying, failed, dbSize]) metric.reset();
    }
    return reply.header("content-type", registry.contentType).send(await registry.metrics());
  });
}
