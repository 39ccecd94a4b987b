import {
  type ShipRequestFormInput,
  type ShipRequestStatus,
  shipRequestFormSchema,
} from "@app/shared/ship-requests/ship-requests";
import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { type PackShipRequestInput, packShipRequestSchema } from "@app/shared/ship-requests/staff";
import { eq, inArray } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { loadConfig } from "../../config.js";
import { recordAudit, adminActor } from "../../lib/audit.js";
import type { ServiceContext } from "../../lib/service-context.js";
import type { AdminRow, CustomerRow } from "../../plugins/auth.js";
import { updateInvoiceStatus } from "../../features/invoices/invoices.staff.service.js";
import { updateShipmentStatus } from "../../features/shipments/shipments.staff.service.js";
import { cancelShipRequest, submitShipRequest } from "../../features/ship-requests/ship-requests.service.js";
import { packShipRequest } from "../../features/ship-requests/ship-requests.staff.service.js";
import type { Db, DbOrTx } from "../client.js";
import { invoices, shipRequests, shipments } from "../schema.js";
import { createPackage, type PackageOptions, type PackageRecord } from "./packages.js";
import { daysAgo } from "./unique.js";

/**
 * Ship requests in any status, reached the way the product reaches them: received parcels (createPackage), the
 * portal's form (its schema, then the customer's submit service: the quote with its card version), the packing
 * table (its schema, then the staff packing service: the invoice with its evidence and the shipment), the staff's
 * 'mark paid' (the request follows to 'paid'), the customer's cancel. So a demo or test invoice is always one that
 * packing produced. Only 'shipped' is set here directly (its shipment goes In Transit through the staff service):
 * nothing in the product ships a request yet.
 */

const silentLog = {
  level: "silent",
  fatal: () => undefined,
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
  trace: () => undefined,
  silent: () => undefined,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/**
 * A service context over a database or an open transaction (the services then work in savepoints of it), for the
 * seed and tests without an app. Its mail worker is not woken: queued e-mails stay in the outbox.
 */
export function factoryContext(db: DbOrTx, dataDir: string, publicUrl = "http://localhost:3000"): ServiceContext {
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: publicUrl,
    JWT_SECRET: "factory-context-secret-".padEnd(48, "x"),
    PAYMENT_PROVIDER: "sandbox",
    LOG_LEVEL: "silent",
  });
  return { db: db as Db, config, log: silentLog, mail: { wake: () => undefined } };
}

export interface ShipRequestOptions {
  customer: CustomerRow;
  /** Who receives, packs, marks paid and ships. */
  staff: AdminRow;
  status?: ShipRequestStatus;
  warehouse?: string;
  /** The parcels received for it (default: two of 1.2 and 0.8 kg); each gets `photos` when given. */
  parcels?: PackageOptions[];
  photos?: { dataDir: string; count?: number };
  /** The portal form's fields besides package_ids (default: consolidated, retail box kept, air express, door). */
  form?: Partial<Omit<ShipRequestFormInput, "package_ids">>;
  /** The final boxes measured at packing (default: one box holding every parcel, a little heavier). */
  boxes?: PackShipRequestInput["boxes"];
  /** Submitted this many days ago (the request, and once packed its invoice and shipment, are dated back). */
  createdDaysAgo?: number;
}

/** One box around all the parcels: their weight plus 5% packing, the largest sides plus 2 cm. */
function boxAround(parcels: PackageRecord[]): PackShipRequestInput["boxes"] {
  const grams = parcels.reduce((sum, p) => sum + (p.weight_grams ?? 0), 0) * 1.05;
  const side = (key: "length_mm" | "width_mm" | "height_mm") =>
    String(Math.max(...parcels.map((p) => p[key] ?? 100)) / 10 + 2);
  return [
    {
      weight: (grams / 1000).toFixed(2),
      weight_unit: "kg",
      length: side("length_mm"),
      width: side("width_mm"),
      height: side("height_mm"),
      length_unit: "cm",
    },
  ];
}

export async function createShipRequest(ctx: ServiceContext, options: ShipRequestOptions) {
  const { customer, staff, status = "submitted", warehouse = "Trail Richmond", createdDaysAgo } = options;
  const parcelOptions = options.parcels ?? [
    { weight_grams: 1_200, length_mm: 300, width_mm: 200, height_mm: 150, description: "Running shoes" },
    { weight_grams: 800, length_mm: 250, width_mm: 200, height_mm: 100, description: "Desk lamp" },
  ];
  const parcels: PackageRecord[] = [];
  for (const parcel of parcelOptions)
    parcels.push(
      await createPackage(ctx.db, {
        warehouse,
        received_by: staff.id,
        receivedDaysAgo: (createdDaysAgo ?? 0) + 2,
        ...(options.photos && { photos: options.photos }),
        ...parcel,
        owner: customer,
        status: "received",
      }),
    );
  const form = shipRequestFormSchema.parse({
    ...SAMPLE_SHIP_REQUEST_FORM,
    ...options.form,
    package_ids: parcels.map((p) => p.id),
  });
  const submitted = await submitShipRequest(ctx, customer, form);
  const id = submitted.ship_request.id;
  let packed: Awaited<ReturnType<typeof packShipRequest>> | undefined;

  if (status === "cancelled") await cancelShipRequest(ctx, customer, id);
  if (status === "packed" || status === "paid" || status === "shipped") {
    const boxes = packShipRequestSchema.parse({ boxes: options.boxes ?? boxAround(parcels) });
    packed = await packShipRequest(ctx, staff, id, boxes);
  }
  if (packed && (status === "paid" || status === "shipped"))
    await updateInvoiceStatus(ctx, staff, packed.invoice.id, "paid");
  if (packed && status === "shipped") {
    await updateShipmentStatus(ctx, staff, {
      tracking_number: packed.shipment.tracking_number,
      shipment_status: "In Transit",
    });
    await ctx.db.update(shipRequests).set({ status: "shipped", updated_at: new Date() }).where(eq(shipRequests.id, id));
    await recordAudit(ctx.db, adminActor(staff), {
      entityType: "ship_request",
      entityId: id,
      action: "status_update",
      field: "status",
      oldValue: "paid",
      newValue: "shipped",
      cause: `shipment ${packed.shipment.tracking_number} left the warehouse`,
    });
  }
  if (createdDaysAgo) await dateBack(ctx.db, id, createdDaysAgo, packed);

  const [row] = await ctx.db.select().from(shipRequests).where(eq(shipRequests.id, id));
  return { shipRequest: row!, quote: submitted.quote, packages: parcels, packed };
}

/** Dates a request back: submitted `days` ago, packed (its shipment and invoice) a day later. */
async function dateBack(
  db: DbOrTx,
  id: number,
  days: number,
  packed: { invoice: { id: number }; shipment: { id: number } } | undefined,
) {
  const later = daysAgo(Math.max(0, days - 1));
  await db
    .update(shipRequests)
    .set({ created_at: daysAgo(days), updated_at: later })
    .where(eq(shipRequests.id, id));
  if (!packed) return;
  await db.update(shipments).set({ created_at: later }).where(eq(shipments.id, packed.shipment.id));
  await db
    .update(invoices)
    .set({ created_at: later })
    .where(inArray(invoices.id, [packed.invoice.id]));
}
