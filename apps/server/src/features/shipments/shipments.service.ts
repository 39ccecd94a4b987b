import type { ServiceContext } from "../../lib/service-context.js";
import type { ShipmentStatus } from "@app/shared/core/enums";
import { type ListQuery, paginationOf } from "@app/shared/core/http";
import { SHIPMENT_TEXTS } from "@app/shared/shipments/shipments";
import { notFound } from "../../lib/errors.js";
import { invoiceSummariesOf } from "../invoices/public.js";
import { timelineOf } from "../tracking/public.js";
import { findCustomerShipment, listCustomerShipments, toShipmentRecord } from "./shipments.repository.js";

/** The signed-in customer's shipments, newest first, one page at a time, each with its invoice if any. */
export async function listShipmentsOf(
  ctx: ServiceContext,
  userId: number,
  query: ListQuery & { status?: ShipmentStatus },
) {
  const { rows, total } = await listCustomerShipments(
    ctx.db,
    { userId, status: query.status, q: query.q },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const invoices = await invoiceSummariesOf(
    ctx.db,
    userId,
    "shipments",
    rows.map((r) => r.id),
  );
  return {
    shipments: rows.map((row) => toShipmentRecord(row, invoices.get(row.id) ?? null)),
    pagination: paginationOf(query, total),
  };
}

/** Another customer's shipment answers exactly like a missing one; the timeline is read only for an owned one. */
export async function getShipmentOf(ctx: ServiceContext, userId: number, id: number) {
  const row = await findCustomerShipment(ctx.db, userId, id);
  if (!row) throw notFound(SHIPMENT_TEXTS.notFound);
  const [invoices, timeline] = await Promise.all([
    invoiceSummariesOf(ctx.db, userId, "shipments", [row.id]),
    timelineOf(ctx.db, row.id),
  ]);
  return { shipment: toShipmentRecord(row, invoices.get(row.id) ?? null), ...timeline };
}
