import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { StaffSetupInput } from "@app/shared/setup/setup";
import { SETUP_TEXTS } from "@app/shared/setup/texts";
import type { DbOrTx } from "../../db/client.js";
import { recordAudit } from "../../lib/audit.js";
import { hashPassword } from "../../lib/auth/password.js";
import { badRequest } from "../../lib/errors.js";
import { insertVerifiedAdmin, toPublicAdmin } from "../admins/public.js";
import { consumeSetupToken, countStaff, issueSetupToken } from "./setup.repository.js";

/**
 * A start without any staff account gets a one-time link to create the first owner. The token sits in the URL's
 * fragment, which browsers never send to a server, so it cannot end up in any access log.
 */
export async function setupLinkIfNoStaff(db: DbOrTx, publicUrl: string): Promise<string | undefined> {
  if ((await countStaff(db)) > 0) return undefined;
  return `${publicUrl}/admin/setup#${await issueSetupToken(db)}`;
}

/** Creates the first owner (verified) with a live setup token; the token is used up, and any later try refused. */
export async function createFirstOwner(ctx: ServiceContext, input: StaffSetupInput) {
  const password_hash = await hashPassword(input.password);
  const owner = await inTransaction(ctx, async (tx) => {
    const live = await consumeSetupToken(tx, input.token.trim());
    if (!live || (await countStaff(tx)) > 0) throw badRequest(SETUP_TEXTS.invalid);
    const row = await insertVerifiedAdmin(tx, {
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      email: input.email,
      password_hash,
      role: "owner",
    });
    await recordAudit(
      tx,
      { kind: "system", label: "Setup link" },
      { entityType: "admin", entityId: row.id, action: "created", field: "role", newValue: "owner" },
    );
    return row;
  });
  ctx.log.info({ adminId: owner.id }, "first owner created with the setup link");
  return { message: SETUP_TEXTS.created, admin: toPublicAdmin(owner) };
}
