import { SHIP_REQUEST_STATUS_LABELS } from "@app/shared/ship-requests/ship-requests";
import { PACKING_TEXTS } from "@app/shared/ship-requests/staff";
import { UNPACK_TEXTS, type UnpackShipRequestResponse } from "@app/shared/ship-requests/unpack.staff";
import { formatKobo } from "@app/shared/wallet/wallet";
import { isPayable } from "@app/shared/invoices/invoices";
import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { auditLog, packages, shipRequestPackages, shipRequests } from "../../db/schema.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { conflict, notFound } from "../../lib/errors.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { inScope } from "../../lib/warehouse-scope.js";
import type { AdminRow } from "../../plugins/auth.js";
import { findCustomerById } from "../accounts/public.js";
import { cancelInvoice, lockShipmentInvoice, returnWhatWasPaid, withdrawRefusalOf } from "../invoices/public.js";
import { recordPackageStatus } from "../packages/public.js";
import { cancelUnsentShipment, lockShipmentToCancel } from "../shipments/public.js";
import { lockWallet } from "../wallet/public.js";
import { removeStoredDuty } from "./ship-request-stored-duties.js";
import { unpackedAuditCause } from "./ship-request-unpackings.js";
import { unpackedRequestMail } from "./unpacked-notice.js";

/** Why a request that is not packed cannot be unpacked: already unpacked (its trail says so) or never packed. */
async function notPacked(tx: Tx, request: { id: number; status: keyof typeof SHIP_REQUEST_STATUS_LABELS }) {
  if (request.status === "submitted") {
    const [unpacked] = await tx
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity_type, "ship_request"),
          eq(auditLog.entity_id, request.id),
          eq(auditLog.action, "unpacked"),
        ),
      )
      .limit(1);
    if (unpacked) return conflict(UNPACK_TEXTS.alreadyUnpacked(request.id));
  }
  return conflict(UNPACK_TEXTS.notPacked(request.id, SHIP_REQUEST_STATUS_LABELS[request.status]));
}

/**
 * "Unpack" (decision 0150): staff undo the packing of a packed ship request while its invoice is not paid in full and
 * its shipment has not left, in one transaction. Locks in the payment paths' order (decision 0153): invoice, the
 * customer's wallet when it paid part of the invoice, shipment, request; so a payment and an unpacking of one invoice
 * run one after the other: the second sees the first's result (a paid invoice refuses the unpacking; a cancelled one
 * refuses the wallet, and a card payment settling late is flagged for a refund). The invoice is cancelled and what the
 * wallet paid of it goes back to the wallet through the ledger (decision 0158), the shipment cancelled, the stored duty
 * removed, the parcels back to ready to ship (the status a submitted request keeps them in) with a history entry, the
 * request back to submitted without its shipment (to be packed again), each audited with the reason, and the customer
 * e-mailed (with what went back to their wallet). Warehouse-scoped like packing.
 */
export async function unpackShipRequest(
  ctx: ServiceContext,
  admin: AdminRow,
  id: number,
  reason: string,
): Promise<UnpackShipRequestResponse> {
  return inTransaction(ctx, async (tx) => {
    const byId = and(eq(shipRequests.id, id), inScope(ctx.scope, shipRequests.warehouse));
    const [seen] = await tx.select().from(shipRequests).where(byId).limit(1);
    if (!seen) throw notFound(PACKING_TEXTS.notFound);
    if (seen.status !== "packed" || seen.shipment_id === null) throw await notPacked(tx, seen);
    const shipmentId = seen.shipment_id;
    const invoice = await lockShipmentInvoice(tx, shipmentId);
    // The wallet that paid part of an open invoice gets it back below: its lock comes before the shipment's (0153).
    const walletPaidPart = invoice && invoice.amount_paid_minor > 0 && isPayable(invoice.status);
    if (walletPaidPart) await lockWallet(tx, invoice.user_id);
    const shipment = await lockShipmentToCancel(tx, shipmentId);
    const [request] = await tx.select().from(shipRequests).where(byId).for("update").limit(1);
    if (request?.status !== "packed" || request.shipment_id !== shipmentId) {
      throw await notPacked(tx, request ?? seen);
    }
    if (!invoice || !shipment.row) throw conflict(UNPACK_TEXTS.notPacked(id, SHIP_REQUEST_STATUS_LABELS.packed));

    const refusal = await withdrawRefusalOf(tx, invoice, ctx.config.RATE_LOCK_MINUTES);
    const tid = invoice.transaction_id;
    if (refusal === "paid") throw conflict(UNPACK_TEXTS.paid(id, tid));
    if (refusal === "checkout_open") throw conflict(UNPACK_TEXTS.checkoutOpen(id, tid, ctx.config.RATE_LOCK_MINUTES));
    if (refusal === "not_open") throw conflict(UNPACK_TEXTS.invoiceNotOpen(id, tid, invoice.status));
    if (shipment.refusal === "on_master") throw conflict(UNPACK_TEXTS.onMaster(id));
    if (shipment.refusal === "moved") throw conflict(UNPACK_TEXTS.moved(id));
    const duty = await removeStoredDuty(tx, shipmentId);
    if (duty === "assessed") throw conflict(UNPACK_TEXTS.dutyAssessed(id));

    const actor = adminActor(admin);
    const cause = `ship request #${id} was unpacked: ${reason}`;
    await cancelInvoice(tx, actor, invoice, cause);
    const returnedKobo = walletPaidPart ? await returnWhatWasPaid(tx, actor, invoice) : 0;
    await cancelUnsentShipment(tx, actor, admin.id, shipment.row, cause);
    const shipped = await tx
      .update(packages)
      .set({ status: "ready_to_ship", updated_at: new Date() })
      .from(shipRequestPackages)
      .where(
        and(
          eq(shipRequestPackages.package_id, packages.id),
          eq(shipRequestPackages.ship_request_id, id),
          eq(shipRequestPackages.active, true),
          eq(packages.status, "shipped"),
        ),
      )
      .returning({ id: packages.id });
    for (const p of shipped.sort((a, b) => a.id - b.id)) {
      await recordPackageStatus(tx, {
        packageId: p.id,
        status: "ready_to_ship",
        adminId: admin.id,
        note: `Ship request #${id} unpacked`,
      });
    }
    await tx
      .update(shipRequests)
      .set({ status: "submitted", shipment_id: null, updated_at: new Date() })
      .where(eq(shipRequests.id, id));
    await recordAudit(tx, actor, {
      entityType: "ship_request",
      entityId: id,
      action: "unpacked",
      field: "status",
      oldValue: "packed",
      newValue: "submitted",
      cause: unpackedAuditCause(reason, {
        transactionId: tid,
        trackingNumber: shipment.row.tracking_number,
        dutyRemoved: duty !== null,
      }),
    });
    const customer = await findCustomerById(tx, request.user_id);
    if (customer) {
      await enqueueMail(
        tx,
        unpackedRequestMail({
          customer,
          requestId: id,
          invoice,
          trackingNumber: shipment.row.tracking_number,
          returnedKobo,
          publicUrl: ctx.config.PUBLIC_URL,
        }),
      );
    }
    return {
      message: UNPACK_TEXTS.unpacked(id, tid, returnedKobo > 0 ? formatKobo(returnedKobo) : undefined),
      id,
      status: "submitted" as const,
      invoice: { id: invoice.id, transaction_id: tid, status: "cancelled" as const },
      shipment: { id: shipmentId, tracking_number: shipment.row.tracking_number, status: "Cancelled" as const },
    };
  });
}
