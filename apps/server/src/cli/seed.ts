import { runOperation, toolConfig } from "./tool.js";

/**
 * `npm run seed`: demo data on the configured database (embedded or DATABASE_URL), only when it is empty;
 * beside a running server, through that server.
 */
const { result, via } = await runOperation("seed", "seed", { dataDir: toolConfig("seed").DATA_DIR });
const where = via ? ` (through ${via})` : "";
if (result.seeded) {
  console.log(`Demo data created${where}. Log-ins:`);
  for (const l of result.logins) console.log(`  ${l.label}: ${l.email} / ${l.password}`);
} else {
  console.log(`The database already has accounts; nothing seeded${where}.`);
}
