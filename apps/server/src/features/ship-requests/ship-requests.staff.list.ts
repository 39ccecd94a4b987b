import type { AdminRole } from "@app/shared/core/enums";
import type { ListQuery } from "@app/shared/core/http";
import { can } from "@app/shared/core/roles";
import type { ShipRequestStatus } from "@app/shared/ship-requests/ship-requests";
import type { PackingDeclaration } from "@app/shared/ship-requests/packing.staff";
import { declarationTotals } from "@app/shared/ship-requests/ship-requests";
import type { StaffShipRequest } from "@app/shared/ship-requests/staff";
import { and, eq, sql } from "drizzle-orm";
import {
  customers,
  customsDeclarationItems,
  invoices,
  packages,
  shipRequestPackages,
  shipRequests,
} from "../../db/schema.js";
import { customerRecordIds, emailMatchFor, searchedListWhere } from "../../lib/any-field-search.js";
import { fetchPage, listSource, literalLimit, newestFirst } from "../../lib/list.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { inScope } from "../../lib/warehouse-scope.js";
import { headingInForceJson } from "../customs/public.js";
import { invoiceOfRecord } from "../invoices/public.js";
import { type PhotoPairs, photosJson, photoViews } from "../packages/public.js";
import { NO_UNPACKINGS, unpackingsJson, unpackingsOf } from "./ship-request-unpackings.js";
import { packingPhotosJson } from "./ship-requests.staff.photos.js";

type PackageLine = Omit<StaffShipRequest["packages"][number], "photos"> & { photos: PhotoPairs };

/**
 * A request's packages (by package id) with their measures and photos, as one JSON array read with the page
 * instead of two more queries. The keys are the API's (StaffShipRequest's packages).
 */
const packagesJson = sql<PackageLine[]>`(select coalesce(json_agg(json_build_object(
  'id', p.id, 'package_code', p.package_code, 'description', p.description, 'weight_grams', p.weight_grams,
  'length_mm', p.length_mm, 'width_mm', p.width_mm, 'height_mm', p.height_mm, 'bin_location', p.bin_location,
  'photos', ${photosJson(sql`p.id`)}
) order by p.id), '[]') from ${shipRequestPackages} srp join ${packages} p on p.id = srp.package_id
where srp.ship_request_id = "ship_requests"."id")`;

/**
 * The request's customs declaration lines (what the packer checks against the contents, and the insured value), each
 * with the heading in force that classifies it (its restriction flags), read with the page.
 */
const declarationJson = sql<DeclarationItem[]>`(select coalesce(json_agg(json_build_object(
  'description', d.description, 'quantity', d.quantity, 'unit_value_minor', d.unit_value_minor, 'currency', d.currency,
  'hs_code', d.hs_code, 'hs_code_source', d.hs_code_source, 'heading', ${headingInForceJson(sql`d.hs_code`)}
) order by d.id), '[]') from ${customsDeclarationItems} d where d.ship_request_id = "ship_requests"."id")`;

type DeclarationItem = PackingDeclaration["items"][number];

/** The declaration's items with their totals per currency. */
function declarationOf(items: DeclarationItem[]): PackingDeclaration {
  const totals = Object.entries(declarationTotals(items)).map(([currency, total_minor]) => ({
    currency: currency as DeclarationItem["currency"],
    total_minor,
  }));
  return { items, totals };
}

/**
 * The page's columns. A request's unpackings come from its audit trail (decision 0156), which only the roles that
 * read audit trails see (`records.view`); for the others, a partner agent, they are not read (decision 0157).
 */
const listColumns = (seesAuditTrail: boolean) => ({
  id: shipRequests.id,
  status: shipRequests.status,
  user_id: shipRequests.user_id,
  firstname: customers.firstname,
  lastname: customers.lastname,
  email_address: customers.email_address,
  warehouse: shipRequests.warehouse,
  service: shipRequests.service,
  consolidate: shipRequests.consolidate,
  repack: shipRequests.repack,
  fragile: shipRequests.fragile,
  insurance: shipRequests.insurance,
  photos_of_contents: shipRequests.photos_of_contents,
  declaration: declarationJson,
  packing_photos: packingPhotosJson(sql`"ship_requests"."id"`),
  created_at: shipRequests.created_at,
  packages: packagesJson,
  shipment_id: shipRequests.shipment_id,
  invoice_id: invoices.id,
  invoice_transaction_id: invoices.transaction_id,
  invoice_status: invoices.status,
  returned_reason: shipRequests.returned_reason,
  unpackings: seesAuditTrail ? unpackingsJson(sql`"ship_requests"."id"`) : NO_UNPACKINGS,
});

/**
 * The packing table's list: ship requests newest first with their customer, their packages (measures and photos)
 * and, once packed, the invoice that bills their shipment. `q` finds a request by its number ('#12' or '12') or its
 * customer's name, e-mail, phone or suite number (an indexed look-up of the customers, then of their requests; not
 * the e-mail or phone for a caller who is not shown them). Only the caller's warehouses' requests (ctx.scope).
 */
export async function listShipRequestsForStaff(
  ctx: ServiceContext,
  caller: { role: AdminRole },
  query: ListQuery & { status?: ShipRequestStatus },
) {
  const columns = listColumns(can(caller.role, "records.view"));
  const where = () =>
    searchedListWhere({
      filter: and(
        query.status ? eq(shipRequests.status, query.status) : undefined,
        inScope(ctx.scope, shipRequests.warehouse),
      ),
      q: query.q,
      id: shipRequests.id,
      lookups: (text) => [
        customerRecordIds(
          { table: shipRequests, id: shipRequests.id, userId: shipRequests.user_id },
          text,
          emailMatchFor(ctx, "contains"),
        ),
      ],
    });
  const source = listSource(ctx.db, query, {
    page: (limit, offset, total) =>
      ctx.db
        .select({ ...columns, ...total })
        .from(shipRequests)
        .innerJoin(customers, eq(customers.id, shipRequests.user_id))
        .leftJoin(invoices, invoiceOfRecord("shipments", shipRequests.shipment_id))
        .where(where())
        .orderBy(...newestFirst("desc", shipRequests.created_at, shipRequests.id))
        .limit(literalLimit(limit))
        .offset(offset),
    matches: () =>
      ctx.db
        .select({ one: sql`1` })
        .from(shipRequests)
        .innerJoin(customers, eq(customers.id, shipRequests.user_id))
        .where(where()),
    toRow: (r): StaffShipRequest => ({
      id: r.id,
      status: r.status,
      user_id: r.user_id,
      customer_name: `${r.firstname} ${r.lastname}`,
      email_address: r.email_address,
      warehouse: r.warehouse,
      service: r.service,
      consolidate: r.consolidate,
      repack: r.repack,
      fragile: r.fragile,
      insurance: r.insurance,
      photos_of_contents: r.photos_of_contents,
      declaration: declarationOf(r.declaration),
      packing_photos: photoViews(r.packing_photos),
      created_at: r.created_at.toISOString(),
      packages: r.packages.map(({ photos, ...pkg }) => ({ ...pkg, photos: photoViews(photos) })),
      shipment_id: r.shipment_id,
      invoice:
        r.invoice_id == null
          ? null
          : { id: r.invoice_id, transaction_id: r.invoice_transaction_id!, status: r.invoice_status! },
      returned_reason: r.returned_reason,
      unpackings: unpackingsOf(r.unpackings),
    }),
  });
  const { rows, pagination } = await fetchPage(source, query, ctx.config.LIST_EXACT_TOTAL);
  return { ship_requests: rows, pagination };
}
