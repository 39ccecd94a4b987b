import type { CurrencyCode } from "@app/shared/core/enums";
import { buildInvoiceEvidence, type PricedBox } from "@app/shared/invoices/evidence";
import { measuresOf, parcelOf } from "@app/shared/packages/packages";
import { formatMinor } from "@app/shared/rates/rates";
import type { PackingPrice } from "@app/shared/ship-requests/packing.staff";
import { PACKING_TEXTS, type packShipRequestSchema } from "@app/shared/ship-requests/staff";
import { and, asc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Tx } from "../../db/client.js";
import { customsDeclarationItems, packages, shipRequestPackages, shipRequests } from "../../db/schema.js";
import { badRequest, conflict, notFound } from "../../lib/errors.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";
import { packagePhotos } from "../packages/public.js";
import { packingPhotosOf } from "./ship-requests.staff.photos.js";
import { DDP_LABEL, dutiesForPacking } from "./ship-request-ddp.js";
import { chargesOf, priceShipRequest, pricingCardOf } from "./ship-request-pricing.js";

type PackInput = z.output<typeof packShipRequestSchema>;
export type ShipRequestRow = typeof shipRequests.$inferSelect;

/** An amount as the API and the e-mail give it. */
export const amountOf = (total_minor: number, currency: CurrencyCode) => ({
  total_minor,
  currency,
  text: formatMinor(total_minor, currency),
});

/**
 * Everything packing these boxes means, computed once for both the price shown before staff confirm and the packing
 * itself (so the amount confirmed is the amount invoiced): the request's active packages, its card, the boxes priced
 * by priceShipRequest (the function that priced its quote) with the package and packing photos, the evidence and the
 * weights. Reads the request locked; refuses one that is not waiting to be packed.
 */
export async function planPacking(tx: Tx, id: number, input: PackInput, scope: WarehouseScope | undefined) {
  const [request] = await tx
    .select()
    .from(shipRequests)
    .where(and(eq(shipRequests.id, id), inScope(scope, shipRequests.warehouse)))
    .for("update")
    .limit(1);
  if (!request) throw notFound(PACKING_TEXTS.notFound);
  if (request.status !== "submitted") throw conflict(PACKING_TEXTS.notSubmitted);
  const packageRows = await tx
    .select({ pkg: packages })
    .from(shipRequestPackages)
    .innerJoin(packages, eq(packages.id, shipRequestPackages.package_id))
    .where(and(eq(shipRequestPackages.ship_request_id, id), eq(shipRequestPackages.active, true)))
    .orderBy(asc(packages.id))
    .then((rows) => rows.map((r) => r.pkg));
  if (packageRows.length === 0) throw badRequest(PACKING_TEXTS.noPackages);
  const card = await pricingCardOf(tx, request);
  if (!card) throw badRequest(PACKING_TEXTS.noCard);

  const photoMap = await packagePhotos(
    tx,
    packageRows.map((p) => p.id),
  );
  const packingPhotos = await packingPhotosOf(tx, id);
  // Every box shows what went into the request and how it was packed: the packing photos first.
  const photos = [...packingPhotos, ...packageRows.flatMap((p) => photoMap.get(p.id) ?? [])];
  const items = await tx.select().from(customsDeclarationItems).where(eq(customsDeclarationItems.ship_request_id, id));
  const measured = input.boxes.map(measuresOf);
  // Priced by the size typed (inches are rounded to the millimetre when stored).
  const price = priceShipRequest(card.terms, input.boxes.map(parcelOf), chargesOf(request, packageRows.length, items));
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
  // The customer paid for photos of the contents: packing without one would e-mail them none (packShipRequest refuses).
  const contentsPhotosMissing = request.photos_of_contents && packingPhotos.length === 0;
  return { request, packageRows, card, price, boxes, weights, evidence, packingPhotos, contentsPhotosMissing };
}

/**
 * What "Pack and invoice" would charge for these boxes, the duty and taxes it would add included (delivered duty
 * paid, as packShipRequest prices them) as a line of its own, and the notes packing would answer; nothing is stored
 * (the transaction only reads).
 */
export async function priceForPacking(ctx: ServiceContext, id: number, input: PackInput): Promise<PackingPrice> {
  return inTransaction(ctx, async (tx) => {
    const plan = await planPacking(tx, id, input, ctx.scope);
    const { duties, notes } = await dutiesForPacking(tx, id, plan.evidence);
    const evidence = duties?.evidence ?? plan.evidence;
    return {
      amount: amountOf(evidence.total_minor, evidence.currency),
      boxes: plan.boxes.map((b) => ({ label: b.label, total_minor: b.price.total_minor })),
      duty: duties ? { label: DDP_LABEL, total_minor: duties.amountMinor } : null,
      notes: notes.map(PACKING_TEXTS.dutiesNotEstimated),
      contents_photos_missing: plan.contentsPhotosMissing,
      insurance_unpriced: plan.price.insurance_unpriced,
    };
  });
}
