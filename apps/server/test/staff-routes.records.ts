import type { FastifyInstance } from "fastify";
import { invoices, tickets } from "../src/db/schema.js";
import {
  createPackage,
  createShipRequest,
  insertCustomer,
  insertPickup,
  insertProcurement,
  insertShipment,
} from "../src/db/factories/index.js";
import { insertMaster } from "../src/db/factories/masters.js";
import { contextOf } from "../src/lib/service-context.js";
import type { AdminRow } from "../src/plugins/auth.js";
import type { MatrixRecords } from "./staff-routes.table.js";

const COUNTRY_OF: Record<string, MatrixRecords["country"]> = {
  "Trail Richmond": "USA",
  Brixton: "UK",
  Guangzhou: "China",
};

let made = 0;

/**
 * The records the staff-route matrix walks, all of one warehouse (packages, shipments, a shop request, a master
 * leaving from it, a submitted ship request), with a customer, an invoice, a pickup and a ticket (which belong to
 * no warehouse), and a worker account for the owners' staff changes.
 */
export async function matrixRecords(
  app: FastifyInstance,
  options: { warehouse: string; owner: AdminRow; staffId: number },
): Promise<MatrixRecords> {
  const db = app.db;
  const n = ++made;
  const country = COUNTRY_OF[options.warehouse]!;
  const customer = await insertCustomer(db, { firstname: `Matrix${n}`, lastname: "Customer" });
  const user = { id: customer.id, email_address: customer.email_address };
  const shipment = await insertShipment(db, user, { country, tracking_number: `SWTMX${n}${Date.now() % 1e6}` });
  const uninvoiced = await insertShipment(db, user, { country });
  const procurement = await insertProcurement(db, customer.id, {
    warehouse: options.warehouse,
    store_name: `Matrix Store ${n}${Date.now() % 1e6}`,
  });
  const pickup = await insertPickup(db, customer.id);
  const [ticket] = await db
    .insert(tickets)
    .values({ user_id: customer.id, subject: "Matrix", department: "technical", warehouse: "UK", message: "Hello" })
    .returning();
  const [invoice] = await db
    .insert(invoices)
    .values({
      transaction_id: `INVMATRIX${n}`,
      reference_type: "shipments",
      reference_id: shipment.id,
      user_id: customer.id,
      admin_id: options.owner.id,
      total_amount: "10.00",
      currency: "USD",
      due_date: new Date(Date.now() + 86_400_000),
    })
    .returning();
  const pkg = await createPackage(db, { owner: { id: customer.id }, warehouse: options.warehouse });
  const unknownPkg = await createPackage(db, { owner: null, warehouse: options.warehouse });
  const master = await insertMaster(db, { origin: options.warehouse });
  const { shipRequest, packages: parcels } = await createShipRequest(contextOf(app), {
    customer,
    staff: options.owner,
    warehouse: options.warehouse,
    parcels: [{ weight_grams: 900, length_mm: 250, width_mm: 200, height_mm: 100 }],
  });
  let unique = 0;
  return {
    warehouse: options.warehouse,
    country,
    masterId: master.id,
    shipRequestId: shipRequest.id,
    markers: [
      shipment.tracking_number,
      uninvoiced.tracking_number,
      pkg.package_code,
      unknownPkg.package_code,
      master.reference,
      procurement.store_name,
      ...parcels.map((p) => p.package_code),
    ],
    customerId: customer.id,
    customerEmail: customer.email_address,
    shipmentId: shipment.id,
    trackingNumber: shipment.tracking_number,
    procurementId: procurement.id,
    pickupId: pickup.id,
    ticketId: ticket!.id,
    invoiceId: invoice!.id,
    uninvoicedShipmentId: uninvoiced.id,
    packageId: pkg.id,
    unknownPackageId: unknownPkg.id,
    adminId: options.owner.id,
    staffId: options.staffId,
    unique: () => `${Date.now() % 1_000_000}${n}${++unique}`,
  };
}
