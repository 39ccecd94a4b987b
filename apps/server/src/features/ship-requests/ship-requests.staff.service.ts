import { buildInvoiceEvidence, type PricedBox } from "@app/shared/invoices/evidence";
import { measuresOf } from "@app/shared/packages/packages";
import { PACKING_TEXTS, type packShipRequestSchema } from "@app/shared/ship-requests/staff";
import type { CurrencyLabel, ShipmentCountry } from "@app/shared/core/enums";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { customsDeclarationItems, packages, shipRequestPackages, shipRequests, warehouses } from "../../db/schema.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { notifyCustomers } from "../../lib/notify/notify.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { AdminRow } from "../../plugins/auth.js";
import { findCustomerById } from "../accounts/public.js";
import { issuePricedInvoice } from "../invoices/public.js";
import { packagePhotos, recordPackageStatus } from "../packages/public.js";
import { openShipmentFor } from "../shipments/public.js";
import { chargesOf, priceShipRequest, pricingCardOf } from "./ship-request-pricing.js";

const CURRENCY_LABEL: Record<string, CurrencyLabel> = {
  USD: "USD ($)",
  GBP: "GBP (£)",
  NGN: "NGN (₦)",
  CNY: "CNY (¥)",
};

/**
 * Packs a submitted ship request: the final boxes are priced with the request's rate card version (the current one
 * when it had none) by priceShipRequest, the function that priced its quote; the invoice stores one evidence line per
 * box plus the handling lines, with the before/after weights and the package photos; a shipment with a tracking
 * number is registered and billed by that invoice; the packages become 'shipped', the request 'packed', and the customer is e-mailed. All in
 * one transaction.
 */
export async function packShipRequest(
  ctx: ServiceContext,
  admin: AdminRow,
  id: number,
  input: z.output<typeof packShipRequestSchema>,
) {
  return inTransaction(ctx, async (tx) => {
    const [request] = await tx.select().from(shipRequests).where(eq(shipRequests.id, id)).for("update").limit(1);
    if (!request) throw notFound(PACKING_TEXTS.notFound);
    if (request.status !== "submitted") throw conflict(PACKING_TEXTS.notSubmitted);
    const packageRows = await tx
      .select({ pkg: packages })
      .from(shipRequestPackages)
      .innerJoin(packages, eq(packages.id, shipRequestPackages.package_id))
      .where(and(eq(shipRequestPackages.ship_request_id, id), eq(shipRequestPackages.active, true)))
      .then((rows) => rows.map((r) => r.pkg));
    if (packageRows.length === 0) throw badRequest(PACKING_TEXTS.noPackages);
    const card = await pricingCardOf(tx, request);
    if (!card) throw badRequest(PACKING_TEXTS.noCard);
    const customer = await findCustomerById(tx, request.user_id);
    if (!customer) throw notFound(PACKING_TEXTS.notFound);
    const [warehouse] = await tx.select().from(warehouses).where(eq(warehouses.city, request.warehouse)).limit(1);

    const photoMap = await packagePhotos(
      tx,
      packageRows.map((p) => p.id),
    );
    const photos = packageRows.flatMap((p) => photoMap.get(p.id) ?? []);
    const items = request.insurance
      ? await tx.select().from(customsDeclarationItems).where(eq(customsDeclarationItems.ship_request_id, id))
      : [];
    const measured = input.boxes.map(measuresOf);
    const price = priceShipRequest(card.terms, measured, chargesOf(request, packageRows.length, items));
    const boxes: PricedBox[] = measured.map((measures, i) => ({
      label: `Box ${i + 1} of ${measured.length}`,
      measures,
      price: price.boxes[i]!,
      photos,
    }));
    const weights = {
      before_grams: packageRows.reduce((sum, p) => sum + (p.weight_grams ?? 0), 0),
      after_grams: boxes.reduce((sum, b) => sum + b.measures.weight_grams, 0),
    };
    const evidence = buildInvoiceEvidence(card, boxes, weights);

    const address =
      request.delivery === "door"
        ? [request.street, request.landmark, request.city, request.lga, request.state].filter(Boolean).join(", ")
        : `Pickup at our Lagos office (${request.office})`;
    const shipment = await openShipmentFor(tx, ctx, admin, {
      customer,
      delivery_address: address,
      shipping_cost: (evidence.total_minor / 100).toFixed(2),
      currency: CURRENCY_LABEL[evidence.currency] ?? "USD ($)",
      country: (warehouse?.ticket_value ?? "USA") as ShipmentCountry,
      weight_kg: Math.max(0.1, weights.after_grams / 1000).toFixed(2),
      dimensions: boxes
        .map((b) => `${b.measures.length_mm / 10} × ${b.measures.width_mm / 10} × ${b.measures.height_mm / 10} cm`)
        .join("; "),
      arrival_date: (packageRows[0]?.received_at ?? new Date()).toISOString().slice(0, 10),
      transit_days: card.terms.transit_days,
    });
    const invoice = await issuePricedInvoice(tx, ctx, admin, {
      customer,
      reference: { type: "shipments", id: shipment.id, name: `ship request #${id}` },
      evidence,
    });
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
    await notifyCustomers(tx, ctx.config, [
      {
        customer: customer,
        kind: "invoice",
        email: {
          subject: `Your ship request #${id} is packed`,
          content: {
            heading: "Your parcels are packed",
            paragraphs: [
              `Hello ${customer.firstname}, we packed your ship request #${id} into ${boxes.length} box(es).`,
              "Your invoice shows how each charge was calculated, with the photos. Pay it to send your shipment on its way.",
            ],
            rows: [
              ["Tracking number", shipment.tracking_number],
              ["Invoice", invoice.transaction_id],
              ["Weight before packing", `${(weights.before_grams / 1000).toFixed(2)} kg`],
              ["Weight after packing", `${(weights.after_grams / 1000).toFixed(2)} kg`],
            ],
            action: { label: "View invoice", url: `${ctx.config.PUBLIC_URL}/user/invoice/${invoice.id}` },
          },
        },
        text: `Swiftway: ship request #${id} is packed; invoice ${invoice.transaction_id} is ready. ${ctx.config.PUBLIC_URL}/user/invoice/${invoice.id}`,
      },
    ]);
    return {
      message: PACKING_TEXTS.packed,
      invoice: { id: invoice.id, transaction_id: invoice.transaction_id },
      shipment: { id: shipment.id, tracking_number: shipment.tracking_number },
      weights,
    };
  });
}
