import type { ListQuery } from "@app/shared/http";
import { paginationOf } from "@app/shared/http";
import type { ShipRequestStatus } from "@app/shared/ship-requests";
import type { StaffShipRequest } from "@app/shared/ship-requests.staff";
import { and, eq, inArray, sql } from "drizzle-orm";
import { customers, invoices, packages, shipRequestPackages, shipRequests } from "../../db/schema.js";
import { customerRecordIds, searchedListWhere } from "../../lib/any-field-search.js";
import { countUpTo, newestFirst, literalLimit, pageQuery } from "../../lib/list.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { packagePhotos } from "../packages/package-records.js";

/**
 * The packing table's list: ship requests newest first with their customer, their packages (measures and photos)
 * and, once packed, the invoice that bills their shipment. `q` finds a request by its number ('#12' or '12') or its
 * customer's name, e-mail, phone or suite number (an indexed look-up of the customers, then of their requests).
 */
export async function listShipRequestsForStaff(ctx: ServiceContext, query: ListQuery & { status?: ShipRequestStatus }) {
  const where = searchedListWhere({
    filter: query.status ? eq(shipRequests.status, query.status) : undefined,
    q: query.q,
    id: shipRequests.id,
    lookups: (text) => [
      customerRecordIds({ table: shipRequests, id: shipRequests.id, userId: shipRequests.user_id }, text, "contains"),
    ],
  });
  const [rows, total] = await Promise.all([
    pageQuery(
      ctx.db
        .select({
          request: shipRequests,
          firstname: customers.firstname,
          lastname: customers.lastname,
          email_address: customers.email_address,
          invoice_id: invoices.id,
          invoice_transaction_id: invoices.transaction_id,
          invoice_status: invoices.status,
        })
        .from(shipRequests)
        .innerJoin(customers, eq(customers.id, shipRequests.user_id))
        .leftJoin(
          invoices,
          and(eq(invoices.reference_type, "shipments"), eq(invoices.reference_id, shipRequests.shipment_id)),
        )
        .where(where)
        .orderBy(...newestFirst("desc", shipRequests.created_at, shipRequests.id))
        .limit(literalLimit(query.pageSize))
        .offset((query.page - 1) * query.pageSize),
      Boolean(query.q),
    ),
    countUpTo(
      ctx.db,
      ctx.db
        .select({ one: sql`1` })
        .from(shipRequests)
        .innerJoin(customers, eq(customers.id, shipRequests.user_id))
        .where(where),
      ctx.config.LIST_EXACT_TOTAL,
      Boolean(query.q),
    ),
  ]);
  const ids = rows.map((r) => r.request.id);
  const parts = ids.length
    ? await ctx.db
        .select({ ship_request_id: shipRequestPackages.ship_request_id, pkg: packages })
        .from(shipRequestPackages)
        .innerJoin(packages, eq(packages.id, shipRequestPackages.package_id))
        .where(inArray(shipRequestPackages.ship_request_id, ids))
    : [];
  const photos = await packagePhotos(
    ctx.db,
    parts.map((p) => p.pkg.id),
  );
  const ship_requests: StaffShipRequest[] = rows.map((r) => ({
    id: r.request.id,
    status: r.request.status,
    user_id: r.request.user_id,
    customer_name: `${r.firstname} ${r.lastname}`,
    email_address: r.email_address,
    warehouse: r.request.warehouse,
    service: r.request.service,
    consolidate: r.request.consolidate,
    repack: r.request.repack,
    fragile: r.request.fragile,
    created_at: r.request.created_at.toISOString(),
    packages: parts
      .filter((p) => p.ship_request_id === r.request.id)
      .map(({ pkg }) => ({
        id: pkg.id,
        package_code: pkg.package_code,
        description: pkg.description,
        weight_grams: pkg.weight_grams,
        length_mm: pkg.length_mm,
        width_mm: pkg.width_mm,
        height_mm: pkg.height_mm,
        photos: photos.get(pkg.id) ?? [],
      })),
    shipment_id: r.request.shipment_id,
    invoice:
      r.invoice_id == null
        ? null
        : { id: r.invoice_id, transaction_id: r.invoice_transaction_id!, status: r.invoice_status! },
  }));
  const pagination = paginationOf(query, total.total);
  return { ship_requests, pagination: total.estimated ? { ...pagination, estimated: true } : pagination };
}
