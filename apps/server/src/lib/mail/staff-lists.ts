import { and, asc, inArray, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins } from "../../db/schema.js";
import type { EmailContent } from "../html.js";
import { staffScope, type WarehouseScope } from "../warehouse-scope.js";
import { enqueueMails } from "./outbox.js";

/**
 * The daily staff lists of warehouse records (parcels held too long, masters without movement) go to active owners
 * and managers, each with only the rows of the warehouses their account covers (decision 0069; an account of all
 * warehouses gets them all): a list of every warehouse named other warehouses' parcels, customers, suites and bins
 * to a manager of one (docs/decisions/0123).
 *
 * `listOf(scope)` makes the e-mail of one set of warehouses, or undefined when it has no rows (that account gets no
 * mail); it is asked once per set, however many accounts share it. Answers how many accounts were e-mailed.
 */
export async function mailStaffLists(
  tx: DbOrTx,
  listOf: (scope: WarehouseScope) => Promise<EmailContent | undefined>,
): Promise<number> {
  const staff = await tx
    .select({ email: admins.email, role: admins.role, warehouses: admins.warehouses })
    .from(admins)
    .where(and(inArray(admins.role, ["owner", "manager"]), isNull(admins.deactivated_at)))
    .orderBy(asc(admins.id));
  const groups = new Map<string, { scope: WarehouseScope; emails: string[] }>();
  for (const account of staff) {
    const scope = staffScope(account);
    const key = JSON.stringify(scope.warehouses);
    const group = groups.get(key) ?? { scope, emails: [] };
    group.emails.push(account.email);
    groups.set(key, group);
  }
  let mailed = 0;
  for (const { scope, emails } of groups.values()) {
    const content = await listOf(scope);
    if (!content) continue;
    mailed += await enqueueMails(
      tx,
      emails.map((to) => ({ to, subject: content.heading, content })),
    );
  }
  return mailed;
}
