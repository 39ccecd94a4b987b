import { PACKING_TEXTS, type packShipRequestSchema } from "@app/shared/ship-requests/staff";
import type { CurrencyLabel, ShipmentCountry } from "@app/shared/core/enums";
import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { packages, shipRequests, warehouses } from "../../db/schema.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { conflict, notFound } from "../../lib/errors.js";
import { notifyCustomers } from "../../lib/notify/notify.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import { findCustomerById } from "../accounts/public.js";
import { issuePricedInvoice } from "../invoices/public.js";
import { recordPackageStatus } from "../packages/public.js";
import { openShipmentFor } from "../shipments/public.js";
import { packedNotice } from "./packed-notice.js";
import { dutiesForPacking, storeShipmentDuty } from "./ship-request-ddp.js";
import { amountOf, planPacking } from "./ship-requests.staff.packing.js";
import { packingPhotoFiles } from "./ship-requests.staff.photos.js";
import { minorToDecimalText } from "@app/shared/rates/rates";
import { lagosOfficeLabel } from "@app/shared/ship-requests/ship-requests";

const CURRENCY_LABEL: Record<string, CurrencyLabel> = {
  USD: "USD ($)",
  GBP: "GBP (£)",
  NGN: "NGN (₦)",
  CNY: "CNY (¥)",
};

/**
 * Packs a submitted ship request: the final boxes are priced with the request's rate card version (the current one
 * when it had none) by planPacking, the same computation as the price staff confirmed; the invoice stores one evidence
 * line per box plus the handling lines, with the before/after weights, the packing photos and the package photos; a
 * shipment with a tracking number is registered and billed by that invoice; the packages become 'shipped', the
 * request 'packed', and the customer gets ONE e-mail (packedNotice: amount, invoice, tracking number, packing photos;
 * the invoice and the shipment send none of their own here). All in one transaction. A request that asked for photos
 * of the contents is refused (409) until at least one packing photo is taken: the e-mail would carry none.
 */
export async function packShipRequest(
  ctx: ServiceContext,
  admin: AdminRow,
  id: number,
  input: z.output<typeof packShipRequestSchema>,
) {
  return inTransaction(ctx, async (tx) => {
    const planned = await planPacking(tx, id, input, ctx.scope);
    if (planned.contentsPhotosMissing) throw conflict(PACKING_TEXTS.contentsPhotosMissing);
    const { request, packageRows, card, boxes, weights } = planned;
    const ddp = await dutiesForPacking(tx, id, planned.evidence);
    const evidence = ddp.duties?.evidence ?? planned.evidence;
    const customer = await findCustomerById(tx, request.user_id);
    if (!customer) throw notFound(PACKING_TEXTS.notFound);
    const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.city, request.warehouse)).limit(1);

    const address =
      request.delivery === "door"
        ? [request.street, request.landmark, request.city, request.lga, request.state].filter(Boolean).join(", ")
        : `Pickup at the ${lagosOfficeLabel(request.office ?? "")}`;
    const shipment = await openShipmentFor(tx, ctx, admin, {
      customer,
      delivery_address: address,
      shipping_cost: minorToDecimalText(evidence.total_minor),
      currency: CURRENCY_LABEL[evidence.currency] ?? "USD ($)",
      country: (warehouse?.ticket_value ?? "USA") as ShipmentCountry,
      weight_kg: Math.max(0.1, weights.after_grams / 1000).toFixed(2),
      dimensions: boxes
        .map((b) => `${b.measures.length_mm / 10} × ${b.measures.width_mm / 10} × ${b.measures.height_mm / 10} cm`)
        .join("; "),
      arrival_date: (packageRows[0]?.received_at ?? new Date()).toISOString().slice(0, 10),
      transit_days: card.terms.transit_days,
      notify: false,
    });
    const invoice = await issuePricedInvoice(tx, ctx, admin, {
      customer,
      reference: { type: "shipments", id: shipment.id, name: `ship request #${id}` },
      evidence,
      notify: false,
    });
    if (ddp.duties) {
      await storeShipmentDuty(tx, ddp.duties, {
        shipmentId: shipment.id,
        requestId: id,
        userId: customer.id,
        invoiceId: invoice.id,
      });
    }
    await tx
      .update(packages)
      .set({ status: "shipped", updated_at: new Date() })
      .where(
        inArray(
          packages.id,
          packageRows.map((p) => p.id),
        ),
      );
    for (const p of packageRows) {
      await recordPackageStatus(tx, {
        packageId: p.id,
        status: "shipped",
        adminId: admin.id,
        note: `ship request #${id}`,
      });
    }
    await tx
      .update(shipRequests)
      .set({ status: "packed", shipment_id: shipment.id, rate_card_id: card.id, updated_at: new Date() })
      .where(eq(shipRequests.id, id));
    await recordAudit(tx, adminActor(admin), {
      entityType: "ship_request",
      entityId: id,
      action: "status_update",
      field: "status",
      oldValue: "submitted",
      newValue: "packed",
    });
    const amount = amountOf(evidence.total_minor, evidence.currency);
    await notifyCustomers(tx, ctx.config, [
      packedNotice({
        customer,
        requestId: id,
        boxes: boxes.length,
        amountText: amount.text,
        invoice,
        trackingNumber: shipment.tracking_number,
        weights,
        photos: await packingPhotoFiles(tx, id),
        publicUrl: ctx.config.PUBLIC_URL,
      }),
    ]);
    return {
      message: [PACKING_TEXTS.packed, ...ddp.notes.map(PACKING_TEXTS.dutiesNotEstimated)].join(" "),
      invoice: { id: invoice.id, transaction_id: invoice.transaction_id },
      shipment: { id: shipment.id, tracking_number: shipment.tracking_number },
      weights,
      amount,
    };
  });
}
