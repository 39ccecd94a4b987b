/**
 * Run by global-setup.ts in a child process (node --import tsx): a DATA_DIR with a migrated embedded database (db/)
 * and the demo data, its parcel photos under uploads/, written to the folder given as the first argument. Each
 * worker's server starts on a copy of it, which spares every server the creation of a new embedded database (most
 * of its start) and the seeding.
 */
import { join } from "node:path";
import { seedDemoData } from "../../apps/server/src/cli/demo-data.js";
import { openDatabase } from "../../apps/server/src/db/client.js";
import { migrateDatabase } from "../../apps/server/src/db/migrate.js";

const dir = process.argv[2];
if (!dir) throw new Error("usage: demo-template.ts <folder>");
const database = await openDatabase({ dataDir: join(dir, "db"), holder: "e2e demo template" });
await migrateDatabase(database);
await seedDemoData(database.db, dir);
await database.close();
