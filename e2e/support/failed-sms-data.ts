/**
 * Run by admin-failed-mail.spec.ts in a child process (node --import tsx) before its server starts: the demo
 * DATA_DIR given as the first argument (seeded here when it holds no demo yet) gains an SMS to the second argument
 * that the real channel worker gave up on (its gateway answered 503 every time).
 */
import { join } from "node:path";
import { isDatabaseEmpty, seedDemoData } from "../../apps/server/src/cli/demo-data.js";
import { openDatabase } from "../../apps/server/src/db/client.js";
import { migrateDatabase } from "../../apps/server/src/db/migrate.js";
import { failedTextMessage } from "../../apps/server/test/failed-message.js";

const [dir, to] = process.argv.slice(2);
if (!dir || !to) throw new Error("usage: failed-sms-data.ts <folder> <phone>");
const database = await openDatabase({ dataDir: join(dir, "db"), holder: "e2e failed SMS" });
await migrateDatabase(database);
if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db, dir);
await failedTextMessage(database.db, { to, body: "Your shipment has arrived in Lagos." });
await database.close();
