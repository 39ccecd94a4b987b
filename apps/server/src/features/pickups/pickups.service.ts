import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { PickupStatus } from "@app/shared/core/enums";
import { type ListQuery, paginationOf } from "@app/shared/core/http";
import { PICKUP_TEXTS, type PickupFormValues } from "@app/shared/pickups/pickups";
import { recordAudit } from "../../lib/audit.js";
import { notFound } from "../../lib/errors.js";
import { withStagedImages } from "../../lib/upload-store.js";
import { type IncomingImage, imagesOf, uploadUrl } from "../../lib/uploads.js";
import type { CustomerRow } from "../../plugins/auth.js";
import { invoiceSummariesOf } from "../invoices/public.js";
import {
  findCustomerPickup,
  insertItems,
  insertPickup,
  itemsOf,
  listCustomerPickups,
  toPickupRecord,
  toPickupSummary,
} from "./pickups.repository.js";

/** The signed-in customer's pickups, newest first, each with its invoice if any. */
export async function listPickupsOf(ctx: ServiceContext, userId: number, query: ListQuery & { status?: PickupStatus }) {
  const { rows, total } = await listCustomerPickups(
    ctx.db,
    { userId, status: query.status, q: query.q },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  const invoices = await invoiceSummariesOf(
    ctx.db,
    userId,
    "pickup",
    rows.map((r) => r.id),
  );
  return {
    pickups: rows.map((row) => toPickupSummary(row, invoices.get(row.id) ?? null)),
    pagination: paginationOf(query, total),
  };
}

/** The printable record with items, images and invoice; another customer's id answers 404. */
export async function getPickupOf(ctx: ServiceContext, customer: CustomerRow, id: number) {
  const row = await findCustomerPickup(ctx.db, customer.id, id);
  if (!row) throw notFound(PICKUP_TEXTS.notFound);
  const [items, images, invoices] = await Promise.all([
    itemsOf(ctx.db, row.id),
    imagesOf(ctx.db, "pickup", [row.id]),
    invoiceSummariesOf(ctx.db, customer.id, "pickup", [row.id]),
  ]);
  return {
    pickup: toPickupRecord(row, items, {
      customer_name: `${customer.firstname} ${customer.lastname}`,
      email_address: customer.email_address,
      images: images.get(row.id) ?? [],
      invoice: invoices.get(row.id) ?? null,
    }),
  };
}

/** Stores the pickup, its items and every attached image in one transaction. */
export async function createPickup(
  ctx: ServiceContext,
  customer: CustomerRow,
  input: PickupFormValues,
  images: IncomingImage[],
) {
  return withStagedImages(ctx.config, images, (recordImages) =>
    inTransaction(ctx, async (tx) => {
      const row = await insertPickup(tx, {
        user_id: customer.id,
        contact_name: input.contact_name,
        contact_number: input.contact_number,
        contact_email: input.contact_email,
        address_1: input.address_1,
        address_2: input.address_2,
        city: input.city,
        state: input.state,
        country: input.country,
        zip: input.zip,
        extra_info: input.extra_info,
        doorstep_delivery: input.doorstep_delivery === "yes",
        delivery_address: input.doorstep_delivery === "yes" ? input.delivery_address : null,
      });
      const names = await recordImages(tx, { entityType: "pickup", entityId: row.id, ownerUserId: customer.id });
      await insertItems(
        tx,
        input.items.map((item, position) => ({
          pickup_id: row.id,
          position,
          item_name: item.item_name,
          length_cm: item.length.toFixed(2),
          width_cm: item.width.toFixed(2),
          height_cm: item.height.toFixed(2),
          weight_lbs: item.weight.toFixed(2),
          quantity: item.quantity,
          image_link: item.image_index == null ? null : uploadUrl(names[item.image_index]!),
        })),
      );
      await recordAudit(
        tx,
        {
          kind: "customer",
          id: customer.id,
          label: `${customer.firstname} ${customer.lastname} (${customer.email_address})`,
        },
        { entityType: "pickup", entityId: row.id, action: "created", newValue: row.status },
      );
      return row;
    }),
  );
}
