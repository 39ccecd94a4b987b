import { paginationOf } from "@app/shared/core/http";
import { PACKAGE_STATUS_LABELS } from "@app/shared/packages/packages";
import {
  declarationTotals,
  SHIP_REQUEST_TEXTS,
  type ShipRequestForm,
  type ShipRequestListResponse,
  type ShipRequestResponse,
  type ShipRequestView,
  type shipRequestListQuerySchema,
} from "@app/shared/ship-requests/ship-requests";
import type { z } from "zod";
import type { DbOrTx } from "../../db/client.js";
import { readTogether } from "../../db/reads.js";
import { type Actor, recordAudit } from "../../lib/audit.js";
import { badRequest, conflict, isUniqueViolation, notFound } from "../../lib/errors.js";
import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { CustomerRow } from "../../plugins/auth.js";
import { type PackageRow, packageViews, recordPackageStatus, warehousesByCity } from "../packages/public.js";
import { cancelSubmittedRequest } from "./ship-request-cancel.js";
import { classifyDeclaration, dutiesOfRequest } from "./ship-request-duties.js";
import { storedDutiesOf } from "./ship-request-stored-duties.js";
import { chargesOf, pricingCardOf } from "./ship-request-pricing.js";
import { estimatedParcels, quoteParcels } from "./ship-request-quote.js";
import { compareWithEstimate } from "@app/shared/ship-requests/estimate-comparison";
import {
  activeRequestsOf,
  countCustomerRequests,
  findCustomerRequest,
  findRequestInvoice,
  insertDeclarationItems,
  insertRequestPackages,
  insertShipRequest,
  listCustomerRequests,
  lockCustomerPackages,
  partsOf,
  type ShipRequestRow,
  setPackagesStatus,
  updateRequest,
} from "./ship-requests.repository.js";

/** Ship requests (customer): received packages of one warehouse sent on, with the declaration and the quote. */

/** On our shelves and free to go: a parcel staff put on hold stays until they release it (decision 0130). */
const SHIPPABLE = new Set(["received", "ready_to_ship"]);

const actorOf = (customer: CustomerRow): Actor => ({
  kind: "customer",
  id: customer.id,
  label: `${customer.firstname} ${customer.lastname} (${customer.email_address})`,
});

const packagesProblem = (message: string) => badRequest(message, { package_ids: message });

/** The chosen packages, locked, when every rule holds: the customer's, shippable, at one warehouse, in no request. */
async function shippablePackages(tx: DbOrTx, userId: number, ids: number[]): Promise<PackageRow[]> {
  const unique = [...new Set(ids)];
  const rows = await lockCustomerPackages(tx, userId, unique);
  if (rows.length !== unique.length) throw packagesProblem(SHIP_REQUEST_TEXTS.notYours);
  const held = rows.find((p) => p.status === "on_hold");
  if (held) throw packagesProblem(SHIP_REQUEST_TEXTS.onHold(held.package_code));
  const unfit = rows.find((p) => !SHIPPABLE.has(p.status));
  if (unfit)
    throw packagesProblem(SHIP_REQUEST_TEXTS.notReady(unfit.package_code, PACKAGE_STATUS_LABELS[unfit.status]));
  const cities = [...new Set(rows.map((p) => p.warehouse))];
  if (cities.length > 1) {
    const labels = await warehousesByCity(tx);
    const found = cities.map(
      (c) =>
        `${labels.get(c)?.label ?? c} (${rows
          .filter((p) => p.warehouse === c)
          .map((p) => p.package_code)
          .join(", ")})`,
    );
    throw packagesProblem(SHIP_REQUEST_TEXTS.oneWarehouse(found.join(" and ")));
  }
  const [taken] = await activeRequestsOf(tx, unique);
  if (taken) {
    const code = rows.find((p) => p.id === taken.package_id)!.package_code;
    throw packagesProblem(SHIP_REQUEST_TEXTS.inAnother(code, taken.ship_request_id));
  }
  return rows;
}

type DeclarationItem = { quantity: number; unit_value_minor: number; currency: string };

const quoteRequestOf = (request: ShipRequestRow, rows: PackageRow[], items: ReadonlyArray<DeclarationItem>) => ({
  rate_card_id: request.rate_card_id,
  warehouse: request.warehouse,
  service: request.service,
  parcels: estimatedParcels(rows, request.consolidate, request.repack),
  charges: chargesOf(request, rows.length, items),
});

/** Ship request rows as their owner sees them, with packages and declaration items. */
async function requestViews(
  db: DbOrTx,
  rows: ShipRequestRow[],
): Promise<{ view: ShipRequestView; packages: PackageRow[] }[]> {
  const { packageRows, itemRows } = await partsOf(
    db,
    rows.map((r) => r.id),
  );
  // A parcel is linked to every request it was in (a cancelled one and the next): one view per parcel, and each
  // request takes the views of its own links.
  const parcels = [...new Map(packageRows.map((r) => [r.pkg.id, r.pkg])).values()];
  const [pkgViews, cities] = await readTogether(db, [() => packageViews(db, parcels), () => warehousesByCity(db)]);
  const viewOf = new Map(pkgViews.map((v) => [v.id, v]));
  return rows.map((row) => {
    const mine = packageRows.filter((p) => p.ship_request_id === row.id).map((p) => p.pkg);
    const items = itemRows.filter((i) => i.ship_request_id === row.id);
    const currency = items[0]?.currency ?? "USD";
    const view: ShipRequestView = {
      id: row.id,
      status: row.status,
      warehouse: row.warehouse,
      warehouse_label: cities.get(row.warehouse)?.label ?? row.warehouse,
      consolidate: row.consolidate,
      repack: row.repack,
      insurance: row.insurance,
      fragile: row.fragile,
      photos_of_contents: row.photos_of_contents,
      service: row.service,
      delivery: row.delivery,
      street: row.street,
      landmark: row.landmark,
      city: row.city,
      lga: row.lga,
      state: row.state,
      phone: row.phone,
      office: row.office,
      rate_card_id: row.rate_card_id,
      quote_total_minor: row.quote_total_minor,
      currency: row.currency,
      declared_total_minor: declarationTotals(items)[currency] ?? 0,
      declared_currency: currency,
      packages: mine.map((p) => viewOf.get(p.id)!),
      items: items.map((i) => ({
        description: i.description,
        quantity: i.quantity,
        unit_value_minor: i.unit_value_minor,
        currency: i.currency,
        hs_code: i.hs_code,
        hs_code_source: i.hs_code_source,
      })),
      returned_reason: row.returned_reason,
      returned_at: row.returned_at?.toISOString() ?? null,
      created_at: row.created_at.toISOString(),
      updated_at: row.updated_at.toISOString(),
    };
    return { view, packages: mine };
  });
}

/** An invoice's total ('74.43', as stored) in minor units, exactly. */
export function minorOfAmount(amount: string): number {
  const [whole = "0", fraction = ""] = amount.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0").slice(0, 2));
}

async function responseOf(ctx: ServiceContext, row: ShipRequestRow, message?: string): Promise<ShipRequestResponse> {
  const db = ctx.db;
  const [{ view, packages } = { view: undefined, packages: [] }] = await requestViews(db, [row]);
  const quote = await quoteParcels(db, quoteRequestOf(row, packages, view!.items));
  const [found, estimated, stored] = await readTogether(db, [
    () => findRequestInvoice(db, row),
    () => dutiesOfRequest(db, quote, view!.items),
    () => storedDutiesOf(db, row.shipment_id),
  ]);
  const invoice = found
    ? {
        id: found.id,
        transaction_id: found.transaction_id,
        status: found.status,
        total_minor: minorOfAmount(found.total_amount),
        currency: found.currency,
      }
    : null;
  const comparison = invoice
    ? compareWithEstimate({
        ship_request_id: row.id,
        quote,
        invoice,
        evidence: found?.evidence ?? null,
        notice_percent: ctx.config.ESTIMATE_NOTICE_PERCENT,
      })
    : null;
  const duties = stored?.duties ?? estimated;
  const duties_priced = stored?.pricing ?? null;
  return { ...(message ? { message } : {}), ship_request: view!, quote, invoice, comparison, duties, duties_priced };
}

/** The estimate of a request, priced as its detail shows it (for the invoice that bills its shipment). */
export async function quoteOfRequest(db: DbOrTx, row: ShipRequestRow) {
  const [{ view, packages } = { view: undefined, packages: [] }] = await requestViews(db, [row]);
  return quoteParcels(db, quoteRequestOf(row, packages, view!.items));
}

/**
 * Insurance is a percentage of the declared value in the route's currency: a declaration in another currency cannot
 * be insured, so the customer is asked to declare in that currency rather than be quoted insurance nobody adds.
 */
async function refuseUnpricedInsurance(
  tx: DbOrTx,
  warehouse: string,
  input: Pick<ShipRequestForm, "insurance" | "service">,
  items: ReadonlyArray<{ currency: string }>,
) {
  if (!input.insurance || items.length === 0) return;
  const card = await pricingCardOf(tx, { rate_card_id: null, warehouse, service: input.service });
  if (card && items[0]!.currency !== card.terms.currency) {
    const message = SHIP_REQUEST_TEXTS.insuranceCurrency(card.terms.currency);
    throw badRequest(message, { insurance: message });
  }
}

export async function submitShipRequest(ctx: ServiceContext, customer: CustomerRow, input: ShipRequestForm) {
  const door = input.delivery === "door";
  const items = await classifyDeclaration(
    ctx.db,
    input.items.map((item) => ({
      description: item.description,
      quantity: item.quantity,
      unit_value_minor: Math.round(item.unit_value * 100),
      currency: item.currency,
      hs_code: item.hs_code,
    })),
  );
  try {
    const row = await inTransaction(ctx, async (tx) => {
      const rows = await shippablePackages(tx, customer.id, input.package_ids);
      await refuseUnpricedInsurance(tx, rows[0]!.warehouse, input, items);
      const draft = {
        user_id: customer.id,
        warehouse: rows[0]!.warehouse,
        consolidate: input.consolidate,
        repack: input.repack,
        insurance: input.insurance,
        fragile: input.fragile,
        photos_of_contents: input.photos_of_contents,
        service: input.service,
        delivery: input.delivery,
        street: door ? input.street : null,
        landmark: door ? input.landmark : null,
        city: door ? input.city : null,
        lga: door ? input.lga : null,
        state: door ? input.state : null,
        phone: input.phone,
        office: door ? null : input.office,
      };
      const created = await insertShipRequest(tx, draft);
      await insertRequestPackages(tx, created.id, rows);
      await insertDeclarationItems(
        tx,
        items.map((item) => ({ ...item, ship_request_id: created.id })),
      );
      const quote = await quoteParcels(tx, quoteRequestOf(created, rows, items));
      const priced = await updateRequest(tx, created.id, {
        rate_card_id: quote.rate_card_id,
        quote_total_minor: quote.total_minor,
        currency: quote.currency as ShipRequestRow["currency"],
      });
      await setPackagesStatus(
        tx,
        rows.map((p) => p.id),
        "ready_to_ship",
      );
      for (const p of rows)
        await recordPackageStatus(tx, {
          packageId: p.id,
          status: "ready_to_ship",
          note: `In ship request #${created.id}`,
        });
      await recordAudit(tx, actorOf(customer), {
        entityType: "ship_request",
        entityId: created.id,
        action: "submitted",
        newValue: `${rows.map((p) => p.package_code).join(", ")} from ${created.warehouse} by ${created.service}`,
      });
      return priced;
    });
    return responseOf(ctx, row, SHIP_REQUEST_TEXTS.submitted);
  } catch (error) {
    // Two requests racing for one package: the partial unique index keeps one.
    if (isUniqueViolation(error, "ship_request_packages_active_unique"))
      throw packagesProblem("One of these packages was just added to another ship request. Please choose again.");
    throw error;
  }
}

export async function cancelShipRequest(ctx: ServiceContext, customer: CustomerRow, id: number) {
  const row = await inTransaction(ctx, async (tx) => {
    const request = await findCustomerRequest(tx, customer.id, id, true);
    if (!request) throw notFound(SHIP_REQUEST_TEXTS.notFound);
    if (request.status !== "submitted") throw conflict(SHIP_REQUEST_TEXTS.notCancellable(request.status));
    return cancelSubmittedRequest(tx, id, { actor: actorOf(customer) });
  });
  return responseOf(ctx, row, SHIP_REQUEST_TEXTS.cancelled);
}

export async function listShipRequestsOf(
  ctx: ServiceContext,
  userId: number,
  query: z.output<typeof shipRequestListQuerySchema>,
): Promise<ShipRequestListResponse> {
  const [rows, total] = await Promise.all([
    listCustomerRequests(ctx.db, userId, { limit: query.pageSize, offset: (query.page - 1) * query.pageSize }),
    countCustomerRequests(ctx.db, userId),
  ]);
  const views = await requestViews(ctx.db, rows);
  return { ship_requests: views.map((v) => v.view), pagination: paginationOf(query, total) };
}

export async function getShipRequestOf(ctx: ServiceContext, userId: number, id: number) {
  const row = await findCustomerRequest(ctx.db, userId, id);
  if (!row) throw notFound(SHIP_REQUEST_TEXTS.notFound);
  return responseOf(ctx, row);
}
