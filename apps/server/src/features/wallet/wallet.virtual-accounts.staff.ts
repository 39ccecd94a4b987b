import {
  STAFF_VIRTUAL_ACCOUNT_TEXTS as TEXTS,
  type StaffVirtualAccount,
  type StaffVirtualAccounts,
} from "@app/shared/wallet/virtual-accounts";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { conflict, HttpError, notFound } from "../../lib/errors.js";
import type { EmailContent } from "../../lib/html.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import type { PaymentContext } from "../payments/public.js";
import { customerOf } from "./wallet.staff.repository.js";
import { viewOf } from "./wallet.virtual-accounts.js";
import {
  markVirtualAccountDeactivated,
  type VirtualAccountRow,
  virtualAccountOfCustomer,
  virtualAccountsOfCustomer,
} from "./wallet.virtual-accounts.repository.js";

/**
 * Staff close a customer's account number (docs/decisions/0093): the provider first (DELETE /dedicated_account/:id),
 * then the row, its audit entry and the customer's e-mail in one transaction. The row stays, so a transfer that still
 * reaches the number finds its owner; the customer may ask for a new number from the wallet page.
 */

const staffViewOf = (row: VirtualAccountRow, deactivatedBy: string | null): StaffVirtualAccount => ({
  ...viewOf(row),
  id: row.id,
  deactivated_by: deactivatedBy,
  deactivation_reason: row.deactivation_reason,
});

export async function virtualAccountsForStaff(ctx: ServiceContext, customerId: number): Promise<StaffVirtualAccounts> {
  if (!(await customerOf(ctx.db, customerId))) throw notFound(TEXTS.noCustomer);
  const rows = await virtualAccountsOfCustomer(ctx.db, customerId);
  return { accounts: rows.map((r) => staffViewOf(r.account, r.deactivated_by_name)) };
}

/** The customer's e-mail: the number is closed, do not pay into it, get a new one on the wallet page. */
export function virtualAccountClosedMail(firstname: string, number: string, publicUrl: string): EmailContent {
  return {
    heading: "Your account number for transfers was closed",
    greeting: firstname,
    paragraphs: [
      `The account number ${number} we gave you for bank transfers into your wallet is closed. Please do not send money to it any more.`,
      "You can get a new account number on your wallet page; transfers to it are added to your wallet as before.",
    ],
    rows: [["Closed account number", number]],
    action: { label: "Open your wallet", url: `${publicUrl}/user/wallet` },
  };
}

export async function deactivateVirtualAccount(
  ctx: PaymentContext,
  admin: AdminRow,
  customerId: number,
  reason: string,
): Promise<{ message: string; account: StaffVirtualAccount }> {
  const customer = await customerOf(ctx.db, customerId);
  if (!customer) throw notFound(TEXTS.noCustomer);
  const open = await virtualAccountOfCustomer(ctx.db, customerId);
  if (open?.status !== "assigned" || !open.account_number) throw conflict(TEXTS.notAssigned);
  if (open.provider_account_id) {
    try {
      await ctx.paystack.deactivateDedicatedAccount(open.provider_account_id);
    } catch (error) {
      ctx.log.warn({ err: error, customer: customerId }, "dedicated account deactivation failed");
      throw new HttpError(502, TEXTS.providerFailed);
    }
  }
  const number = open.account_number;
  const closed = await inTransaction(ctx, async (tx) => {
    const row = await markVirtualAccountDeactivated(tx, open.id, {
      deactivated_by: admin.id,
      deactivation_reason: reason,
    });
    if (!row) throw conflict(TEXTS.notAssigned);
    await recordAudit(tx, adminActor(admin), {
      entityType: "customer",
      entityId: customerId,
      action: "virtual_account_deactivated",
      field: "virtual_account",
      oldValue: number,
      newValue: "deactivated",
      cause: reason,
    });
    await enqueueMail(tx, {
      to: customer.email,
      subject: "Your account number for transfers was closed",
      content: virtualAccountClosedMail(customer.firstname, number, ctx.config.PUBLIC_URL),
    });
    return row;
  });
  return { message: TEXTS.deactivated(number), account: staffViewOf(closed, `${admin.firstname} ${admin.lastname}`) };
}
