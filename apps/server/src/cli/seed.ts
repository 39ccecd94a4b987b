import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { DEMO_LOGINS, isDatabaseEmpty, seedDemoData } from "./demo-data.js";

/** `npm run seed`: demo data on the configured database (embedded or DATABASE_URL), only when it is empty. */
const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/db` });
await migrateDatabase(database);
if (await isDatabaseEmpty(database.db)) {
  await seedDemoData(database.db);
  console.log("Demo data created. Log-ins:");
  for (const l of DEMO_LOGINS) console.log(`  ${l.label}: ${l.email} / ${l.password}`);
} else {
  console.log("The database already has accounts; nothing seeded.");
}
await database.close();
