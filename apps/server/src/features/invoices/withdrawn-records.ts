import type { InvoiceReferenceType, InvoiceStatus } from "@app/shared/core/enums";
import { can, warehousesOf } from "@app/shared/core/roles";
import { INVOICE_STAFF_TEXTS } from "@app/shared/invoices/staff";
import { minorToDecimalText } from "@app/shared/rates/rates";
import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { invoices, pickups, procurements, shipments } from "../../db/schema.js";
import { type Actor, adminActor, recordAudit, recordInvoiceStatus } from "../../lib/audit.js";
import { conflict, forbidden } from "../../lib/errors.js";
import type { AdminRow } from "../../plugins/auth.js";
import { returnWalletPaymentsOf } from "../wallet/public.js";
import { clearAmountPaid, setInvoiceStatus } from "./invoices.staff.repository.js";

/*
 * A rejected shop request or a cancelled pickup is withdrawn: nothing is bought or collected, so nothing is owed for
 * it (docs/decisions/0115). Its invoice is settled with the status change, and a withdrawn record is not invoiced.
 * Locks are taken in the one order of decision 0153: a shop request or pickup first, then its invoice (then the
 * customer's wallet). The record's status change holds the record FOR UPDATE, invoicing and the invoice's status change
 * (reopening it) hold it FOR SHARE, and a payment locks the invoice only; none can pass another. A shipment is never
 * withdrawn and comes after its invoice (payments mark it paid under the invoice's lock).
 */

/** The status that withdraws each kind of record, and how the 409 names the record and the change. */
const WITHDRAWN: Partial<Record<InvoiceReferenceType, { status: string; name: string; verb: string }>> = {
  procurement: { status: "rejected", name: "shop request", verb: "reject" },
  pickup: { status: "cancelled", name: "pickup", verb: "cancel" },
};

/** Whether records of this kind are ever withdrawn (shop requests and pickups; never shipments or duty differences). */
export function canBeWithdrawn(type: InvoiceReferenceType) {
  return WITHDRAWN[type] !== undefined;
}

/** Whether `status` withdraws a record of this kind (a rejected shop request, a cancelled pickup). */
export function isWithdrawn(type: InvoiceReferenceType, status: string | null) {
  return status !== null && WITHDRAWN[type]?.status === status;
}

/**
 * The record an invoice bills, held FOR SHARE until the caller's transaction ends (a status change waits for it):
 * its owner, its status and the currency label its prices are in (null where the kind has none). Undefined when
 * no such record exists, and for a customs duty difference (its record is an assessment, never withdrawn).
 * Invoicing takes it before the invoice exists; an invoice's status change takes it before the invoice's lock only
 * for a shop request or pickup, never for a shipment (which comes after its invoice: decision 0153). `update` for a
 * caller that will change the record: two holding it FOR SHARE could not both go on to change it.
 */
export async function lockInvoicedRecord(
  tx: DbOrTx,
  type: InvoiceReferenceType,
  id: number,
  strength: "share" | "update" = "share",
) {
  const none = sql<string | null>`null`;
  const query =
    type === "procurement"
      ? tx
          .select({
            user_id: procurements.user_id,
            status: sql<string | null>`${procurements.status}::text`,
            currency: sql<string | null>`${procurements.currency}::text`,
          })
          .from(procurements)
          .where(eq(procurements.id, id))
      : type === "pickup"
        ? tx
            .select({ user_id: pickups.user_id, status: sql<string | null>`${pickups.status}::text`, currency: none })
            .from(pickups)
            .where(eq(pickups.id, id))
        : type === "shipments"
          ? tx
              .select({
                user_id: shipments.user_id,
                status: none,
                currency: sql<string | null>`${shipments.currency}::text`,
              })
              .from(shipments)
              .where(eq(shipments.id, id))
          : undefined;
  if (!query) return undefined;
  const [row] = await query.for(strength).limit(1);
  return row;
}

/** Cancels an unpaid invoice (the caller holds its lock) and records why in its trail. */
export async function cancelInvoice(
  tx: DbOrTx,
  actor: Actor,
  invoice: { id: number; status: InvoiceStatus },
  cause: string,
) {
  await setInvoiceStatus(tx, invoice.id, "cancelled", null);
  await recordInvoiceStatus(tx, actor, { invoiceId: invoice.id, from: invoice.status, to: "cancelled", cause });
}

/**
 * A cancelled invoice keeps none of the customer's money: what the wallet paid of it (the only way to pay part of an
 * invoice) goes back to the wallet, and nothing is paid of it any more. The caller holds the invoice's lock and takes
 * the wallet's next (decision 0153's order). Answers the kobo given back to the wallet.
 */
export async function returnWhatWasPaid(
  tx: DbOrTx,
  actor: Actor,
  invoice: { id: number; user_id: number; transaction_id: string; amount_paid_minor: number },
): Promise<number> {
  const returned = await returnWalletPaymentsOf(tx, actor, invoice, "cancelled");
  await clearAmountPaid(tx, invoice.id);
  await recordAudit(tx, actor, {
    entityType: "invoice",
    entityId: invoice.id,
    action: "wallet_return",
    field: "amount_paid",
    oldValue: minorToDecimalText(invoice.amount_paid_minor),
    newValue: "0.00",
    cause: "the invoice was cancelled: what the wallet paid of it went back to the wallet",
  });
  return returned;
}

/**
 * For the procurements and pickups features, inside their status change and under the record's lock: when the new
 * status withdraws the record, its invoice is locked; a paid one refuses the change (409 naming it: refund it first),
 * an unpaid one (pending or overdue) is cancelled with it, giving back what the wallet paid of it. Cancelling it is
 * changing an invoice's status, so only a caller who may do that (`invoices.updateStatus`: managers and owners of all
 * warehouses) withdraws a record with an unpaid invoice; anyone else gets 403 naming it, and nothing changes. A
 * cancelled or refunded one stays. Answers the invoice it cancelled, if any, so the caller can tell the customer.
 */
export async function settleInvoiceIfWithdrawn(
  tx: DbOrTx,
  admin: AdminRow,
  record: { type: "procurement" | "pickup"; id: number; status: string },
) {
  const withdrawn = WITHDRAWN[record.type];
  if (!withdrawn || withdrawn.status !== record.status) return undefined;
  const [invoice] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.reference_type, record.type), eq(invoices.reference_id, record.id)))
    .for("update")
    .limit(1);
  if (!invoice || invoice.status === "cancelled" || invoice.status === "refunded") return undefined;
  if (invoice.status === "paid") {
    throw conflict(INVOICE_STAFF_TEXTS.withdrawnWhilePaid(withdrawn.name, invoice.transaction_id, withdrawn.verb));
  }
  if (!can(admin.role, "invoices.updateStatus", warehousesOf(admin.role, admin.warehouses))) {
    throw forbidden(INVOICE_STAFF_TEXTS.withdrawnWhileUnpaid(withdrawn.name, invoice.transaction_id, withdrawn.verb));
  }
  const actor = adminActor(admin);
  await cancelInvoice(tx, actor, invoice, `${withdrawn.name} #${record.id} was ${withdrawn.status}`);
  if (invoice.amount_paid_minor > 0) await returnWhatWasPaid(tx, actor, invoice);
  return { transaction_id: invoice.transaction_id, returnedToWallet: invoice.amount_paid_minor > 0 };
}
