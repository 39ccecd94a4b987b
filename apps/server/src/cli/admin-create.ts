import { parseArgs } from "node:util";
import { ADMIN_ROLES, type AdminRole } from "@app/shared/enums";
import { passwordSchema, emailSchema } from "@app/shared/accounts";
import { loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { migrateDatabase } from "../db/migrate.js";
import { isUniqueViolation } from "../lib/errors.js";
import { createVerifiedAdmin } from "../features/admins/admins.service.js";

/** npm run admin:create -- --email E --password P --role owner --firstname F --lastname L */
const { values } = parseArgs({
  options: {
    email: { type: "string" },
    password: { type: "string" },
    role: { type: "string", default: "owner" },
    firstname: { type: "string" },
    lastname: { type: "string" },
  },
});

function fail(message: string): never {
  console.error(`admin:create: ${message}`);
  process.exit(1);
}

const email = emailSchema().safeParse(values.email ?? "");
if (!email.success) fail("--email must be a valid e-mail address");
const password = passwordSchema.safeParse(values.password ?? "");
if (!password.success) fail(`--password: ${password.error.issues[0]?.message}`);
if (!ADMIN_ROLES.includes(values.role as AdminRole)) fail(`--role must be one of ${ADMIN_ROLES.join(", ")}`);
if (!values.firstname || !values.lastname) fail("--firstname and --lastname are required");

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: `${config.DATA_DIR}/db` });
await migrateDatabase(database);
try {
  const admin = await createVerifiedAdmin(database.db, {
    email: email.data,
    password: password.data,
    role: values.role as AdminRole,
    firstname: values.firstname,
    lastname: values.lastname,
  });
  console.log(`Created ${admin.role} ${admin.email} (id ${admin.id}); it can log in at /admin/login.`);
} catch (error) {
  if (isUniqueViolation(error)) fail(`an admin with e-mail ${email.data} already exists`);
  throw error;
} finally {
  await database.close();
}
