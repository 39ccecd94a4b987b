import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { buildApp } from "./app.js";
import { asyncStdout, closeLogs } from "./lib/access-log.js";
import { ConfigError, databaseTimeouts, loadConfig } from "./config.js";
import { serveOperations } from "./cli/operations.js";
import { openDatabase } from "./db/client.js";
import { DatabaseInUseError } from "./db/embedded/lock.js";
import { holdsDatabase, PREPARE_ARGUMENT, prepareInChildProcess } from "./db/embedded/prepare.js";
import { migrateDatabase, NewerDatabaseError } from "./db/migrate.js";
import { isDatabaseUnavailable } from "./db/unavailable.js";
import { withStoredListUnsubscribe } from "./lib/mail/stored-headers.js";
import { createMailTransport, dkimFrom } from "./lib/mail/transport.js";
import { startMailWorker } from "./lib/mail/worker.js";
import { startChannelWorker } from "./lib/notify/channel-worker.js";
import { createMessageProvider } from "./lib/notify/channels.js";
import { scheduledBackupJob } from "./lib/backup/scheduled-backup.js";
import { startScheduler } from "./lib/schedule.js";
import { manifestRemindersJob } from "./features/master-shipments/manifest-reminders.js";
import { staleMastersJob } from "./features/master-shipments/stale-masters.js";
import { storageRemindersJob } from "./features/packages/storage-reminders.js";
import { paystackClientFor } from "./features/payments/public.js";
import { reconciliationJob } from "./features/reconciliation/public.js";
import { setupLinkIfNoStaff } from "./features/setup/setup.service.js";
import { startIdleCollection } from "./lib/idle-collection.js";
import { APP_VERSION } from "./version.js";

function printSetupLink(link: string) {
  console.log("  No staff account exists yet. Create the first owner at this one-time link (valid one hour):");
  console.log(`    ${link}`);
  console.log("  (restart for a new link, or run npm run admin:create)");
}

/** The listening socket's queue of connections not yet accepted (the kernel caps it at net.core.somaxconn). */
const LISTEN_BACKLOG = 4096;

/** V8's full collection, exposed to a throw-away context only. */
function fullCollection(): () => void {
  setFlagsFromString("--expose-gc");
  return runInNewContext("gc") as () => void;
}

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const timeouts = databaseTimeouts(config);
  const dataDir = `${config.DATA_DIR}/db`;
  // Demo data with known log-ins only on a local demo start; a start the world can reach gets a setup link instead.
  const demo = !config.DATABASE_URL && config.LOCAL_DEMO;
  // A new embedded database is created, migrated and (on a demo start) seeded by a child process of its own
  // (db/embedded/prepare.ts), which is this program run with PREPARE_ARGUMENT.
  const preparing = process.argv.includes(PREPARE_ARGUMENT);
  const created = !config.DATABASE_URL && !preparing && !holdsDatabase(dataDir);
  if (created) {
    const code = await prepareInChildProcess();
    if (code !== 0) process.exit(code);
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir,
    timeouts,
    holder: preparing ? "the server (npm start), creating the database" : "the server (npm start)",
  }).catch((error) => {
    if (!(error instanceof DatabaseInUseError)) throw error;
    console.error(error.message);
    process.exit(1);
  });
  if (database.lock?.recovered)
    console.warn(`Took over the database lock left by process ${database.lock.recovered.pid}, which no longer runs.`);
  if (config.DATABASE_URL) {
    // A migration may take longer than a request's statement bound: it gets its own connection without one.
    const migrating = await openDatabase({ url: config.DATABASE_URL, timeouts: { ...timeouts, statementMs: 0 } });
    await migrateDatabase(migrating).finally(() => migrating.close());
  } else {
    await migrateDatabase(database);
  }

  // The demo seed (with sharp for its photos) is loaded only on a demo start.
  const demoData = demo ? await import("./cli/demo-data.js") : undefined;
  if (preparing) {
    if (demoData && (await demoData.isDatabaseEmpty(database.db)))
      await demoData.seedDemoData(database.db, config.DATA_DIR);
    await database.close();
    process.exit(0);
  }

  let kick: () => void = () => undefined;
  // Log lines leave without blocking the event loop (lib/access-log.ts); the shutdown below writes out the rest.
  const logStream = asyncStdout();
  const app = await buildApp({ config, database, logger: { stream: logStream }, kickMail: () => kick() });
  // What the start leaves is collected once the server is warm and idle (lib/idle-collection.ts): six full
  // collections, after which V8 has also dropped the bytecode only the start ran (~5 MB).
  const startGarbage = startIdleCollection({
    collect: fullCollection(),
    isWarm: () => app.readiness.warm,
    quietMs: 1_000,
    rounds: 6,
  });
  app.server.on("request", () => startGarbage.activity());
  const transport = withStoredListUnsubscribe(
    database.db,
    createMailTransport({
      smtpUrl: config.SMTP_URL,
      dataDir: config.DATA_DIR,
      sender: { staffInbox: config.STAFF_INBOX, dkim: dkimFrom(config) },
    }),
  );
  const worker = startMailWorker(database.db, transport, config.MAIL_FROM, app.log, config.MAIL_POLL_MS);
  // SMS and WhatsApp notifications: queued beside the e-mails, so the same wake-up after a commit sends both.
  const messages = startChannelWorker(
    database.db,
    createMessageProvider(config, app.log),
    app.log,
    config.MAIL_POLL_MS,
  );
  kick = () => {
    worker.kick();
    messages.kick();
  };
  const control = await serveOperations(database, dataDir, app.log);

  // Normally seeded by the child that created the folder; here when the folder was made empty by another way.
  const seededNow = demoData !== undefined && (await demoData.isDatabaseEmpty(database.db));
  if (seededNow) await demoData.seedDemoData(database.db, config.DATA_DIR);
  const seeded = seededNow || (created && demo);
  const setupLink = await setupLinkIfNoStaff(database.db, config.PUBLIC_URL);

  // The daily jobs' first check (a backup, say) is part of the start's background work: the server is warm after it.
  const firstCheckDone = app.readiness.begin("daily jobs' first check");
  // Connections waiting to be accepted: Node's default of 511 overflowed under a burst (1,000 wallet payments at once
  // made ~1,200 overflows), and each dropped connection is retried by its client a second later (decision 0101).
  await app.listen({ port: config.PORT, host: config.HOST, backlog: LISTEN_BACKLOG });
  // Daily jobs, run once a day however many processes share the database (lib/schedule.ts); started once the
  // demo data (if any) is in, so the first check sees it.
  const jobs = [
    storageRemindersJob(config),
    staleMastersJob({ publicUrl: config.PUBLIC_URL }),
    manifestRemindersJob({ publicUrl: config.PUBLIC_URL }),
    reconciliationJob(config, paystackClientFor(app)),
  ];
  // The daily backup (lib/backup), unless BACKUP_KEEP=0.
  if (config.BACKUP_KEEP > 0) jobs.push(scheduledBackupJob(config, database));
  const scheduler = startScheduler(database.db, jobs, app.log, {
    intervalMs: config.SCHEDULE_CHECK_MS,
    firstCheckMs: 1_000,
    onRan: () => kick(),
    afterFirstCheck: firstCheckDone,
  });
  const url = config.PUBLIC_URL;
  database.lock?.update({ url });
  app.log.info(`mail goes to ${transport.describe}`);
  for (const warning of config.WARNINGS) app.log.warn(warning);
  console.log(`\n  Swiftway ${APP_VERSION} is running at ${url}\n  API docs: ${url}/api/docs`);
  console.log(
    `  Database: ${database.driver === "pglite" ? `embedded (${config.DATA_DIR}/db)` : "PostgreSQL (DATABASE_URL)"}`,
  );
  // Only the demo accounts that are there: a DATA_DIR restored from a company's backup has none.
  const demoLogins = demoData ? await demoData.existingDemoLogins(database.db) : [];
  if (demoLogins.length > 0) {
    console.log(`  Demo log-ins${seeded ? " (just created)" : ""}:`);
    for (const login of demoLogins)
      console.log(`    ${login.label.padEnd(9)} ${login.email} / ${login.password}  (${url}${login.path})`);
  }
  if (!config.LOCAL_DEMO && config.PAYMENT_PROVIDER === "sandbox")
    console.log("  TEST MODE: PAYMENT_PROVIDER=sandbox, payments use the built-in test checkout (no real money).");
  if (setupLink) printSetupLink(setupLink);
  console.log("");

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Readiness answers 503 from now on (liveness stays 200): a load balancer stops sending requests here. With
    // SHUTDOWN_DRAIN_MS the server keeps answering that long first, for the balancer's next probe to see it.
    app.readiness.drain();
    const drainMs = config.SHUTDOWN_DRAIN_MS;
    if (drainMs > 0) {
      app.log.info(`${signal} received: not ready, still answering for ${drainMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    }
    app.log.info(`${signal} received: finishing in-flight requests`);
    // A supervisor waits about 10 s (plus the drain) before it kills; whatever still hangs then is given up with
    // exit code 1.
    const force = setTimeout(() => {
      app.log.error("shutdown did not finish within 9 s; exiting");
      process.exit(1);
    }, 9_000);
    force.unref();
    // server.close() drops the keep-alive connections that are idle at that moment; one whose request is still
    // in flight becomes idle only after its response, and would otherwise hold the close up until its keep-alive
    // timeout (then the forced exit above). Reap such connections as soon as they go idle.
    const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
    // The mail worker finishes the message it is sending and takes no other, while the requests finish.
    startGarbage.stop();
    await Promise.all([app.close(), worker.stop(), messages.stop(), scheduler.stop(), control?.close()]);
    clearInterval(reaper);
    await database.close();
    app.log.info("stopped cleanly");
    await closeLogs(logStream, 1_000);
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

/** PostgreSQL's answers to a wrong user, password or database name (SQLSTATE): the URL is wrong, not the code. */
const CONNECTION_REFUSALS = new Set(["28P01", "28000", "3D000"]);

/**
 * What a failed start prints: for a database migrated by a newer release, or a DATABASE_URL that cannot be reached
 * or is refused, one line saying what to do (a stack would only hide it; the URL's password is not shown); else the
 * error itself.
 */
function startFailure(error: unknown): unknown {
  if (error instanceof NewerDatabaseError) return error.message;
  const url = process.env.DATABASE_URL;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (!url || !(isDatabaseUnavailable(error) || CONNECTION_REFUSALS.has(String(code)))) return error;
  let where = "";
  try {
    const parsed = new URL(url);
    where = ` (${parsed.host}${parsed.pathname})`;
  } catch {
    // a URL node cannot parse: its text may hold the password, so it is not shown
  }
  const reason = typeof code === "string" && code ? `${code}${message ? `: ${message}` : ""}` : String(message);
  return (
    `Cannot use the PostgreSQL database at DATABASE_URL${where}: ${reason}. Check that PostgreSQL runs and takes ` +
    "connections there, and that DATABASE_URL's host, port, user, password and database name are right."
  );
}

main().catch((error) => {
  console.error(startFailure(error));
  process.exit(1);
});
