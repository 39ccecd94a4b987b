import { parseArgs } from "node:util";
import { passwordSchema, emailSchema } from "@app/shared/accounts/accounts";
import { ADMIN_ROLES, type AdminRole } from "@app/shared/core/enums";
import { fail, runOperation } from "./tool.js";

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

const email = emailSchema().safeParse(values.email ?? "");
if (!email.success) fail("admin:create", "--email must be a valid e-mail address");
const password = passwordSchema.safeParse(values.password ?? "");
if (!password.success) fail("admin:create", `--password: ${password.error.issues[0]?.message}`);
if (!ADMIN_ROLES.includes(values.role as AdminRole))
  fail("admin:create", `--role must be one of ${ADMIN_ROLES.join(", ")}`);
if (!values.firstname || !values.lastname) fail("admin:create", "--firstname and --lastname are required");

const { result: admin, via } = await runOperation("admin:create", "admin:create", {
  email: email.data.trim().toLowerCase(),
  password: password.data,
  role: values.role as AdminRole,
  firstname: values.firstname,
  lastname: values.lastname,
});
console.log(
  `Created ${admin.role} ${admin.email} (id ${admin.id})${via ? ` through ${via}` : ""}; it can log in at /admin/login.`,
);
