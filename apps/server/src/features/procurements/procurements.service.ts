import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { ProcurementStatus } from "@app/shared/core/enums";
import { type ListQuery, paginationOf } from "@app/shared/core/http";
import {
  currencyOfWarehouse,
  PROCUREMENT_TEXTS,
  type ProcurementFormValues,
} from "@app/shared/procurements/procurements";
import { recordAudit } from "../../lib/audit.js";
import { notFound } from "../../lib/errors.js";
import { withStagedImages } from "../../lib/upload-store.js";
import { type IncomingImage, imagesOf } from "../../lib/uploads.js";
import type { CustomerRow } from "../../plugins/auth.js";
import { invoiceSummariesOf } from "../invoices/public.js";
import {
  findCustomerProcurement,
  insertProcurement,
  insertProducts,
  listCustomerProcurements,
  productsOf,
  toProcurementRecord,
  toProcurementSummary,
} from "./procurements.repository.js";

/** The signed-in customer's procurements, newest first, each with its total and invoice if any. */
export async function listProcurementsOf(
  ctx: ServiceContext,
  userId: number,
  query: ListQuery & { status?: ProcurementStatus },
) {
  const { rows, total } = await listCustomerProcurements(
    ctx.db,
    { userId, status: query.status, q: query.q },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const invoices = await invoiceSummariesOf(
    ctx.db,
    userId,
    "procurement",
    rows.map((r) => r.id),
  );
  return {
    procurements: rows.map((row) => toProcurementSummary(row, invoices.get(row.id) ?? null)),
    pagination: paginationOf(query, total),
  };
}

/** The printable record with products, images and invoice; another customer's id answers 404. */
export async function getProcurementOf(ctx: ServiceContext, userId: number, id: number) {
  const row = await findCustomerProcurement(ctx.db, userId, id);
  if (!row) throw notFound(PROCUREMENT_TEXTS.notFound);
  const [products, images, invoices] = await Promise.all([
    productsOf(ctx.db, row.id),
    imagesOf(ctx.db, "procurement", [row.id]),
    invoiceSummariesOf(ctx.db, userId, "procurement", [row.id]),
  ]);
  return { procurement: toProcurementRecord(row, products, images.get(row.id) ?? [], invoices.get(row.id) ?? null) };
}

/**
 * Stores the procurement, its products and its images in one transaction (the route has checked the form with
 * its own schema).
 */
export async function createProcurement(
  ctx: ServiceContext,
  customer: CustomerRow,
  input: ProcurementFormValues,
  images: IncomingImage[],
) {
  // The warehouse decides the currency, whatever the client sent (the form sets it the same way).
  const currency = currencyOfWarehouse(input.warehouse) ?? input.currency;
  return withStagedImages(ctx.config, images, (recordImages) =>
    inTransaction(ctx, async (tx) => {
      const row = await insertProcurement(tx, {
        user_id: customer.id,
        warehouse: input.warehouse,
        currency,
        address: input.address,
        store_name: input.store_name,
        store_website: input.store_website,
        added_charges: input.added_charges == null ? null : input.added_charges.toFixed(2),
        extra_info: input.extra_info,
        doorstep_delivery: input.doorstep_delivery === "yes",
        delivery_address: input.doorstep_delivery === "yes" ? input.delivery_address : null,
      });
      await insertProducts(
        tx,
        input.products.map((p, position) => ({
          procurement_id: row.id,
          position,
          product_name: p.product_name,
          product_link: p.product_link,
          size: p.size,
          colour: p.colour,
          quantity: p.quantity,
          unit_price: p.unit_price.toFixed(2),
          image_link: p.image_link,
        })),
      );
      await recordImages(tx, { entityType: "procurement", entityId: row.id, ownerUserId: customer.id });
      await recordAudit(
        tx,
        {
          kind: "customer",
          id: customer.id,
          label: `${customer.firstname} ${customer.lastname} (${customer.email_address})`,
        },
        { entityType: "procurement", entityId: row.id, action: "created", newValue: row.status },
      );
      return row;
    }),
  );
}
