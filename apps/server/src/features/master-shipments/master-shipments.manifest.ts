import { declarationTotals, formatNigerianPhone, lagosOfficeLabel } from "@app/shared/ship-requests/ship-requests";
import { COMPANY, WAREHOUSES } from "@app/shared/core/company";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import {
  customers,
  customsDeclarationItems,
  invoices,
  masterShipments,
  shipmentDuties,
  shipmentDutyLines,
  shipRequests,
  shipments,
} from "../../db/schema.js";
import { MANIFEST_TEXTS } from "@app/shared/master-shipments/manifest.contract";
import { isMasterClosed } from "@app/shared/master-shipments/staff";
import { conflict, notFound } from "../../lib/errors.js";
import { inScope, type WarehouseScope } from "../../lib/warehouse-scope.js";

/**
 * The advance manifest of a master for customs (the NCS DDP procedure) and the clearing broker: one row per declared item of every shipment loaded on
 * it, with the consignee the item goes to (name, suite, the ship request's delivery address or Lagos office, phone),
 * then the declared total per currency, then the pieces and gross weight per consignee and in all. Each row names its
 * shipper (the company at the origin warehouse that sends it) and, on the first item of each shipment, the shipment's
 * pieces (packed boxes) and gross weight. The same rows make the CSV (through the CSV helper, formula cells defused)
 * and the Excel workbook (typed number cells in the item's currency, frozen header). Only once the master is closed
 * (isMasterClosed: its load is final), docs/decisions/0074.
 */

export interface ManifestRow {
  master: string;
  transportDocument: string;
  shipper: string;
  trackingNumber: string;
  /** The shipment's packed boxes and their weight, on its first item only (so a column's sum is the master's). */
  pieces: number | null;
  grossKg: number | null;
  consignee: string;
  suite: string;
  delivery: "Door" | "Office pickup";
  street: string;
  landmark: string;
  city: string;
  lga: string;
  state: string;
  office: string;
  phone: string;
  description: string;
  quantity: number;
  unitValueMinor: number;
  currency: string;
  /** The declared line value: what the customer paid for the goods (FOB). */
  lineValueMinor: number;
  hsCode: string;
  /** The country of the origin warehouse. */
  origin: string;
  /** The line's duty and taxes collected with the invoice (DDP), in kobo; null when the shipment was priced without. */
  dutyPaidKobo: number | null;
}

export interface Manifest {
  master: { id: number; reference: string; mode: "air" | "sea"; carrier: string; transportDocument: string };
  rows: ManifestRow[];
  /** Declared value per currency (minor units), currencies in alphabetical order. */
  totals: Array<{ currency: string; totalMinor: number; items: number }>;
  /** Pieces and gross weight per consignee, in the items' order, then for the whole master. */
  consignees: Array<{ consignee: string; suite: string; shipments: number; pieces: number; grossGrams: number }>;
  weight: { shipments: number; pieces: number; grossGrams: number };
}

/** The shipper of a parcel sent from a warehouse: the company, at that warehouse's address. */
export function shipperAt(warehouseCity: string): string {
  const w = WAREHOUSES.find((x) => x.city === warehouseCity);
  if (!w) return COMPANY.name;
  const place = [w.town, [w.state, w.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ");
  return `${COMPANY.name}, ${w.address_line1}, ${place}, ${w.country}`;
}

/**
 * Each shipment's pieces and gross weight: its packed boxes, from the evidence of the invoice packing issued for it;
 * a shipment with no such invoice (registered by hand) is one piece of its recorded weight.
 */
async function piecesOf(db: DbOrTx, loaded: ReadonlyArray<{ id: number; weight: string }>) {
  const ids = loaded.map((s) => s.id);
  const invoiced = ids.length
    ? await db
        .select({ shipmentId: invoices.reference_id, evidence: invoices.evidence })
        .from(invoices)
        .where(and(eq(invoices.reference_type, "shipments"), inArray(invoices.reference_id, ids)))
    : [];
  const boxesOf = new Map(
    invoiced.map((i) => [i.shipmentId, (i.evidence?.lines ?? []).flatMap((line) => (line.box ? [line.box] : []))]),
  );
  return new Map(
    loaded.map((s) => {
      const boxes = boxesOf.get(s.id) ?? [];
      return [
        s.id,
        boxes.length
          ? { pieces: boxes.length, grossGrams: boxes.reduce((sum, b) => sum + b.weight_grams, 0) }
          : { pieces: 1, grossGrams: Math.round(Number(s.weight) * 1000) },
      ];
    }),
  );
}

/**
 * Every declared item of the master's shipments, by tracking number then the declaration's order. 404 if no master
 * of the caller's origins (`scope`).
 */
export async function masterManifest(
  db: DbOrTx,
  masterId: number,
  scope?: WarehouseScope,
  now = new Date(),
): Promise<Manifest> {
  const [found] = await db
    .select({
      id: masterShipments.id,
      reference: masterShipments.reference,
      mode: masterShipments.mode,
      carrier: masterShipments.carrier,
      transportDocument: masterShipments.transport_document,
      last_milestone: masterShipments.last_milestone,
      cutoff_at: masterShipments.cutoff_at,
    })
    .from(masterShipments)
    .where(and(eq(masterShipments.id, masterId), inScope(scope, masterShipments.origin)));
  if (!found) throw notFound("Master shipment not found.");
  const { last_milestone, cutoff_at, ...master } = found;
  if (!isMasterClosed({ last_milestone, cutoff_at }, now)) throw conflict(MANIFEST_TEXTS.notClosed(master.reference));

  const items = await db
    .select({
      shipmentId: shipments.id,
      shipmentWeight: shipments.weight,
      trackingNumber: shipments.tracking_number,
      firstname: customers.firstname,
      lastname: customers.lastname,
      suite: customers.suite_number,
      accountPhone: customers.number,
      request: {
        warehouse: shipRequests.warehouse,
        delivery: shipRequests.delivery,
        street: shipRequests.street,
        landmark: shipRequests.landmark,
        city: shipRequests.city,
        lga: shipRequests.lga,
        state: shipRequests.state,
        phone: shipRequests.phone,
        office: shipRequests.office,
      },
      item: customsDeclarationItems,
      dutyPaidKobo: shipmentDutyLines.total_kobo,
    })
    .from(shipments)
    .innerJoin(shipRequests, eq(shipRequests.shipment_id, shipments.id))
    .innerJoin(customers, eq(customers.id, shipRequests.user_id))
    .innerJoin(customsDeclarationItems, eq(customsDeclarationItems.ship_request_id, shipRequests.id))
    .leftJoin(shipmentDuties, eq(shipmentDuties.shipment_id, shipments.id))
    .leftJoin(
      shipmentDutyLines,
      and(
        eq(shipmentDutyLines.shipment_duty_id, shipmentDuties.id),
        eq(shipmentDutyLines.declaration_item_id, customsDeclarationItems.id),
      ),
    )
    .where(eq(shipments.master_shipment_id, masterId))
    .orderBy(asc(shipments.tracking_number), asc(customsDeclarationItems.id));

  const loaded = [
    ...new Map(items.map((i) => [i.shipmentId, { id: i.shipmentId, weight: i.shipmentWeight }])).values(),
  ];
  const weights = await piecesOf(db, loaded);
  const counted = new Set<number>();
  const rows = items.map(({ request, item, dutyPaidKobo, ...who }): ManifestRow => {
    const door = request.delivery === "door";
    const first = !counted.has(who.shipmentId);
    counted.add(who.shipmentId);
    const weight = weights.get(who.shipmentId)!;
    return {
      master: master.reference,
      transportDocument: master.transportDocument,
      shipper: shipperAt(request.warehouse),
      trackingNumber: who.trackingNumber,
      pieces: first ? weight.pieces : null,
      grossKg: first ? weight.grossGrams / 1000 : null,
      consignee: `${who.firstname} ${who.lastname}`,
      suite: who.suite,
      delivery: door ? "Door" : "Office pickup",
      street: door ? (request.street ?? "") : "",
      landmark: door ? (request.landmark ?? "") : "",
      city: door ? (request.city ?? "") : "",
      lga: door ? (request.lga ?? "") : "",
      state: door ? (request.state ?? "") : "",
      office: door ? "" : lagosOfficeLabel(request.office ?? ""),
      // The request's delivery phone as read in Nigeria ('0803 123 4567'); an office pickup may have none, then the
      // account's number.
      phone: request.phone ? formatNigerianPhone(request.phone) : who.accountPhone,
      description: item.description,
      quantity: item.quantity,
      unitValueMinor: item.unit_value_minor,
      currency: item.currency,
      lineValueMinor: item.quantity * item.unit_value_minor,
      hsCode: item.hs_code ?? "",
      origin: WAREHOUSES.find((w) => w.city === request.warehouse)?.country ?? request.warehouse,
      dutyPaidKobo,
    };
  });
  const sums = declarationTotals(items.map((r) => r.item));
  const totals = Object.keys(sums)
    .sort()
    .map((currency) => ({
      currency,
      totalMinor: sums[currency]!,
      items: rows.filter((r) => r.currency === currency).length,
    }));
  const consignees: Manifest["consignees"] = [];
  const seen = new Set<number>();
  for (const { shipmentId, suite, firstname, lastname } of items) {
    if (seen.has(shipmentId)) continue;
    seen.add(shipmentId);
    const consignee = `${firstname} ${lastname}`;
    let entry = consignees.find((c) => c.suite === suite);
    if (!entry) {
      entry = { consignee, suite, shipments: 0, pieces: 0, grossGrams: 0 };
      consignees.push(entry);
    }
    const weight = weights.get(shipmentId)!;
    entry.shipments += 1;
    entry.pieces += weight.pieces;
    entry.grossGrams += weight.grossGrams;
  }
  const weight = {
    shipments: consignees.reduce((sum, c) => sum + c.shipments, 0),
    pieces: consignees.reduce((sum, c) => sum + c.pieces, 0),
    grossGrams: consignees.reduce((sum, c) => sum + c.grossGrams, 0),
  };
  return { master, rows, totals, consignees, weight };
}
