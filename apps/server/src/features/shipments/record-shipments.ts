import type { CurrencyLabel, ShipmentCountry } from "@app/shared/core/enums";
import { generateTrackingNumber } from "@app/shared/shipments/staff";
import type { Tx } from "../../db/client.js";
import { adminActor, recordAudit } from "../../lib/audit.js";
import { noticeOfMail, notifyCustomers } from "../../lib/notify/notify.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { customerOf, shipmentCreatedMail } from "./shipments.staff.mail.js";
import { insertShipment, insertStatusHistory, takenTrackingNumbers } from "./shipments.staff.repository.js";

/**
 * For other features (packing a ship request): registers a shipment inside the caller's transaction, as the staff
 * form does: a fresh tracking number, the first timeline entry (public tracking), the audit entry and the
 * customer's e-mail. It then shows in My Shipments and the staff shipments list.
 */
export async function openShipmentFor(
  tx: Tx,
  ctx: ServiceContext,
  admin: { id: number; firstname: string; lastname: string; role: string },
  input: {
    customer: { id: number; email_address: string; firstname: string };
    delivery_address: string;
    shipping_cost: string;
    currency: CurrencyLabel;
    country: ShipmentCountry;
    weight_kg: string;
    dimensions: string | null;
    arrival_date: string;
    transit_days: { min: number; max: number };
    /** false: the caller tells the customer itself (packing sends one e-mail with the tracking number in it). */
    notify?: boolean;
  },
) {
  const candidates = Array.from({ length: 8 }, () => generateTrackingNumber());
  const taken = await takenTrackingNumbers(tx, candidates);
  const trackingNumber = candidates.find((c) => !taken.has(c))!;
  const today = new Date();
  const eta = new Date(today.getTime() + input.transit_days.max * 86_400_000);
  const row = await insertShipment(tx, {
    tracking_number: trackingNumber,
    user_id: input.customer.id,
    email_address: input.customer.email_address,
    shipment_status: "Pending",
    payment_status: "Pending",
    delivery_address: input.delivery_address,
    shipping_cost: input.shipping_cost,
    currency: input.currency,
    warehouse_arrival_date: input.arrival_date,
    shipment_date: today.toISOString().slice(0, 10),
    estimated_delivery_date: eta.toISOString().slice(0, 10),
    weight: input.weight_kg,
    dimensions: input.dimensions,
    courier: null,
    country: input.country,
    created_by: admin.id,
  });
  await insertStatusHistory(tx, row.id, row.shipment_status, admin.id);
  await recordAudit(tx, adminActor(admin), {
    entityType: "shipment",
    entityId: row.id,
    action: "created",
    field: "shipment_status",
    newValue: row.shipment_status,
    cause: "a ship request was packed",
  });
  if (input.notify === false) return row;
  await notifyCustomers(tx, ctx.config, [
    noticeOfMail(
      customerOf(row),
      "milestones",
      shipmentCreatedMail(row, input.customer.firstname, ctx.config.PUBLIC_URL),
    ),
  ]);
  return row;
}
