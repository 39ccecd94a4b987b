import { buildApp } from "./app.js";
import { ConfigError, databaseTimeouts, loadConfig } from "./config.js";
import { serveOperations } from "./cli/operations.js";
import { openDatabase } from "./db/client.js";
import { DatabaseInUseError } from "./db/embedded/lock.js";
import { migrateDatabase } from "./db/migrate.js";
import { isDatabaseEmpty, seedDemoData, DEMO_LOGINS } from "./cli/demo-data.js";
import { createMailTransport } from "./lib/mail/transport.js";
import { startMailWorker } from "./lib/mail/worker.js";
import { startChannelWorker } from "./lib/notify/channel-worker.js";
import { createMessageProvider } from "./lib/notify/channels.js";
import { startScheduler } from "./lib/schedule.js";
import { staleMastersJob } from "./features/master-shipments/stale-masters.js";
import { storageRemindersJob } from "./features/packages/storage-reminders.js";
import { setupLinkIfNoStaff } from "./features/setup/setup.service.js";

function printSetupLink(link: string) {
  console.log("  No staff account exists yet. Create the first owner at this one-time link (valid one hour):");
  console.log(`    ${link}`);
  console.log("  (restart for a new link, or run npm run admin:create)");
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
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir,
    timeouts,
    holder: "the server (npm start)",
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

  let kick: () => void = () => undefined;
  const app = await buildApp({ config, database, kickMail: () => kick() });
  const transport = createMailTransport({ smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR });
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

  // Demo data with known log-ins only on a local demo start; a start the world can reach gets a setup link instead.
  const demo = database.driver === "pglite" && config.LOCAL_DEMO;
  const seeded = demo && (await isDatabaseEmpty(database.db));
  if (seeded) await seedDemoData(database.db, config.DATA_DIR);
  const setupLink = await setupLinkIfNoStaff(database.db, config.PUBLIC_URL);

  await app.listen({ port: config.PORT, host: config.HOST });
  // Daily jobs, run once a day however many processes share the database (lib/schedule.ts); started once the
  // demo data (if any) is in, so the first check sees it.
  const jobs = [
    storageRemindersJob({ publicUrl: config.PUBLIC_URL }),
    staleMastersJob({ publicUrl: config.PUBLIC_URL }),
  ];
  const scheduler = startScheduler(database.db, jobs, app.log, {
    intervalMs: config.SCHEDULE_CHECK_MS,
    firstCheckMs: 1_000,
    onRan: () => kick(),
  });
  const url = config.PUBLIC_URL;
  database.lock?.update({ url });
  app.log.info(`mail goes to ${transport.describe}`);
  console.log(`\n  Swiftway is running at ${url}\n  API docs: ${url}/api/docs`);
  console.log(
    `  Database: ${database.driver === "pglite" ? `embedded (${config.DATA_DIR}/db)` : "PostgreSQL (DATABASE_URL)"}`,
  );
  if (demo) {
    console.log(`  Demo log-ins${seeded ? " (just created)" : ""}:`);
    for (const login of DEMO_LOGINS)
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
    app.log.info(`${signal} received: finishing in-flight requests`);
    // A supervisor waits about 10 s before it kills; whatever still hangs then is given up with exit code 1.
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
    await Promise.all([app.close(), worker.stop(), messages.stop(), scheduler.stop(), control?.close()]);
    clearInterval(reaper);
    await database.close();
    app.log.info("stopped cleanly");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
