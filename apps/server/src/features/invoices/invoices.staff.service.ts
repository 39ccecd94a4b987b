import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { currencyCodeOfLabel, type InvoiceReferenceType, type InvoiceStatus } from "@app/shared/core/enums";
import { formatMoney } from "@app/shared/core/format";
import {
  type CreateInvoiceValues,
  generateTransactionId,
  INVOICE_STAFF_TEXTS,
  STATUS_UPDATED,
} from "@app/shared/invoices/staff";
import type { AdminRow } from "../../plugins/auth.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import type { Tx } from "../../db/client.js";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/errors.js";
import { mailDay } from "../../lib/mail/mail-dates.js";
import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS } from "../../lib/mail/mail-words.js";
import { notifyCustomers } from "../../lib/notify/notify.js";
import { findCustomerById } from "../accounts/public.js";
import { packedShipRequestOf } from "../ship-requests/public.js";
import { billedShipmentPaid } from "./billed-shipment-paid.js";
import {
  findInvoiceByReference,
  findInvoiceReference,
  findInvoiceByTransactionId,
  insertInvoice,
  lockInvoiceForUpdate,
  recordTrackingNumber,
  setInvoiceStatus,
} from "./invoices.staff.repository.js";
import { canBeWithdrawn, isWithdrawn, lockInvoicedRecord, returnWhatWasPaid } from "./withdrawn-records.js";

/** A transaction id no invoice has yet (docs/decisions/0037): 9,000 × 26³ ids, so a few tries always find one. */
async function unusedTransactionId(tx: Tx): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = generateTransactionId();
    if (!(await findInvoiceByTransactionId(tx, candidate))) return candidate;
  }
  throw conflict(INVOICE_STAFF_TEXTS.transactionTaken, { transaction_id: INVOICE_STAFF_TEXTS.transactionTaken });
}

const RECORD_NAMES: Record<InvoiceReferenceType, string> = {
  shipments: "shipment",
  procurement: "shop request",
  pickup: "pickup",
  customs_duty: "customs duty difference",
};

/**
 * Issues an invoice for a shipment, shop request or pickup. The record must exist and belong to the
 * named customer; a record has at most one invoice and a transaction id is used once (409 for both,
 * also when two staff race: the unique indexes decide). The admin is always the signed-in one.
 * A rejected shop request or cancelled pickup is not invoiced (409), and a shop request or a shipment is invoiced in
 * its own currency (400); the record is held FOR SHARE so its status cannot change before the invoice is written
 * (docs/decisions/0115).
 */
export async function createInvoice(ctx: ServiceContext, admin: AdminRow, input: CreateInvoiceValues) {
  const recordName = RECORD_NAMES[input.reference_type];
  const created = await inTransaction(ctx, async (tx) => {
    const customer = await findCustomerById(tx, input.user_id);
    if (!customer) throw badRequest("No customer has this user ID.", { user_id: "No customer has this user ID." });
    // An invoice issued paid marks its shipment paid: held FOR UPDATE from the start, so a second issue of one shipment
    // waits here and answers 409, not a deadlock on the shipment both held FOR SHARE (decision 0153).
    const strength = input.status === "paid" ? "update" : "share";
    const record = await lockInvoicedRecord(tx, input.reference_type, input.reference_id, strength);
    if (record === undefined) {
      const message = `No ${recordName} has this reference ID.`;
      throw badRequest(message, { reference_id: message });
    }
    if (record.user_id !== input.user_id) {
      const message = `This ${recordName} belongs to another customer.`;
      throw badRequest(message, { reference_id: message });
    }
    if (isWithdrawn(input.reference_type, record.status)) {
      const message = INVOICE_STAFF_TEXTS.recordWithdrawn(recordName, record.status ?? "");
      throw conflict(message, { reference_id: message });
    }
    const recordCurrency = currencyCodeOfLabel(record.currency);
    if (recordCurrency && recordCurrency !== input.currency) {
      const message = INVOICE_STAFF_TEXTS.currencyOfRecord(recordName, recordCurrency);
      throw badRequest(message, { currency: message });
    }
    if (await findInvoiceByReference(tx, input.reference_type, input.reference_id)) {
      throw conflict(INVOICE_STAFF_TEXTS.recordHasInvoice, { reference_id: INVOICE_STAFF_TEXTS.recordHasInvoice });
    }
    if (input.transaction_id && (await findInvoiceByTransactionId(tx, input.transaction_id))) {
      throw conflict(INVOICE_STAFF_TEXTS.transactionTaken, { transaction_id: INVOICE_STAFF_TEXTS.transactionTaken });
    }
    const invoice = await insertInvoice(tx, {
      transaction_id: input.transaction_id ?? (await unusedTransactionId(tx)),
      status: input.status,
      reference_type: input.reference_type,
      reference_id: input.reference_id,
      user_id: input.user_id,
      admin_id: admin.id,
      total_amount: input.total_amount.toFixed(2),
      currency: input.currency,
      due_date: new Date(input.due_date),
      extra_info: input.extra_info,
      paid_at: input.status === "paid" ? new Date() : null,
    });
    await recordAudit(tx, adminActor(admin), {
      entityType: "invoice",
      entityId: invoice.id,
      action: "created",
      newValue: `${invoice.transaction_id} · ${formatMoney(invoice.total_amount, invoice.currency)} · ${invoice.status}`,
    });
    // The customer knows a shipment by its tracking number; shop requests and pickups by their number.
    const tracking = await recordTrackingNumber(tx, input.reference_type, input.reference_id);
    const recordReference = tracking ?? `#${input.reference_id}`;
    await notifyCustomers(tx, ctx.config, [
      {
        customer,
        kind: "invoice",
        email: {
          subject: `Invoice ${invoice.transaction_id} has been issued`,
          content: {
            heading: "You have a new invoice",
            paragraphs: [
              `Hello ${customer.firstname}, we have issued an invoice for your ${recordName} ${recordReference}.`,
              "You can pay it online from your account. When paying off the website, use the transaction ID as the payment description.",
            ],
            rows: [
              ["Transaction ID", invoice.transaction_id],
              ["For", INVOICE_KIND_WORDS[invoice.reference_type]],
              ["Amount", formatMoney(invoice.total_amount, invoice.currency)],
              ["Status", INVOICE_STATUS_WORDS[invoice.status]],
              ["Due date", mailDay(invoice.due_date)],
              ...(invoice.extra_info ? ([["Extra information", invoice.extra_info]] as Array<[string, string]>) : []),
            ],
            action: { label: "View invoice", url: `${ctx.config.PUBLIC_URL}/user/invoice/${invoice.id}` },
          },
        },
        text: `Swiftway: invoice ${invoice.transaction_id} for ${formatMoney(invoice.total_amount, invoice.currency)} is ready. ${ctx.config.PUBLIC_URL}/user/invoice/${invoice.id}`,
      },
    ]);
    if (invoice.status === "paid")
      await billedShipmentPaid(tx, adminActor(admin), invoice, `invoice ${invoice.transaction_id} was marked paid`);
    return invoice;
  }).catch((error: unknown) => {
    if (isUniqueViolation(error, "invoices_reference_unique")) {
      throw conflict(INVOICE_STAFF_TEXTS.recordHasInvoice, { reference_id: INVOICE_STAFF_TEXTS.recordHasInvoice });
    }
    if (isUniqueViolation(error, "invoices_transaction_unique")) {
      throw conflict(INVOICE_STAFF_TEXTS.transactionTaken, { transaction_id: INVOICE_STAFF_TEXTS.transactionTaken });
    }
    throw error;
  });
  return { message: INVOICE_STAFF_TEXTS.created, invoice: { id: created.id, transaction_id: created.transaction_id } };
}

/**
 * Staff set any status of an unpaid invoice (the spec enforces no order). Marking it paid records an off-site
 * payment: paid_at is set and an invoiced shipment's payment status follows, as it does for online payments.
 * Money states are left only by money: a paid or refunded invoice keeps its status (409; a refund is recorded
 * instead), and 'refunded' is reached only through a refund (400). The invoice of a rejected shop request or
 * cancelled pickup may only be cancelled (409 otherwise): its record is locked first (decision 0115). The invoice
 * packing issued is not cancelled while its ship request is packed (409, decision 0139): nothing undoes packing.
 * Locks in the one order of decision 0153: shop request or pickup, invoice, wallet, shipment, ship request.
 */
export async function updateInvoiceStatus(ctx: ServiceContext, admin: AdminRow, id: number, status: InvoiceStatus) {
  const actor = adminActor(admin);
  await inTransaction(ctx, async (tx) => {
    const billed = await findInvoiceReference(tx, id);
    if (!billed) throw notFound(INVOICE_STAFF_TEXTS.notFound);
    // One lock order (decision 0153): a shop request or pickup before its invoice, as their own status change takes
    // them; a shipment (never withdrawn, nothing to read here) only after it, as every payment path takes it.
    const record = canBeWithdrawn(billed.reference_type)
      ? await lockInvoicedRecord(tx, billed.reference_type, billed.reference_id)
      : undefined;
    const current = await lockInvoiceForUpdate(tx, id);
    if (!current) throw notFound(INVOICE_STAFF_TEXTS.notFound);
    if (current.status === status) return;
    if (status !== "cancelled" && record && isWithdrawn(current.reference_type, record.status)) {
      throw conflict(INVOICE_STAFF_TEXTS.recordWithdrawn(RECORD_NAMES[current.reference_type], record.status ?? ""));
    }
    if (current.status === "paid") throw conflict(INVOICE_STAFF_TEXTS.paidLocked);
    if (current.status === "refunded") throw conflict(INVOICE_STAFF_TEXTS.refundedLocked);
    if (status === "refunded")
      throw badRequest(INVOICE_STAFF_TEXTS.refundOnlyByRefund, { status: INVOICE_STAFF_TEXTS.refundOnlyByRefund });
    if (status === "cancelled" && current.reference_type === "shipments") {
      const packed = await packedShipRequestOf(tx, current.reference_id);
      if (packed) throw conflict(INVOICE_STAFF_TEXTS.packedShipRequest(packed.id));
    }
    const paidAt = status === "paid" ? (current.paid_at ?? new Date()) : null;
    await setInvoiceStatus(tx, id, status, paidAt);
    await recordAudit(tx, actor, {
      entityType: "invoice",
      entityId: id,
      action: "status_update",
      field: "status",
      oldValue: current.status,
      newValue: status,
    });
    if (status === "paid")
      await billedShipmentPaid(tx, actor, current, `invoice ${current.transaction_id} was marked paid`);
    if (status === "cancelled" && current.amount_paid_minor > 0) await returnWhatWasPaid(tx, actor, current);
  });
  return { message: STATUS_UPDATED, id, status };
}
