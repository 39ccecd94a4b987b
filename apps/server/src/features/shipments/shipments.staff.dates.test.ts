import { SHIPMENT_DATE_RULES } from "@app/shared/shipments/staff";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";

const { app } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const customer = await signUpCustomer(app);
const staff = client(app, worker.token);

let serial = 0;
const shipmentWithDates = (dates: { arrival: string; shipped: string; delivery: string }) => ({
  email: customer.email,
  tracking_number: `DTE${Date.now() % 100000}${serial++}X`,
  warehouse_arrival_date: dates.arrival,
  shipment_date: dates.shipped,
  estimated_delivery_date: dates.delivery,
  delivery_address: "15 Admiralty Way, Lekki, Lagos",
  weight: 2,
  shipping_cost: 40,
  payment_status: "Pending",
  created_by: 0,
  country: "USA",
  currency: "USD ($)",
});

// Creating is the only way a shipment's dates are set: no staff or customer operation edits them afterwards.
describe("staff shipments: the order of the dates", () => {
  it("refuses an estimated delivery before the shipment date, under the estimated delivery field", async () => {
    const res = await staff.post(
      "/api/shipment",
      shipmentWithDates({ arrival: "2026-03-01", shipped: "2026-03-05", delivery: "2026-03-04" }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "Estimated delivery date cannot be before the shipment date",
      fields: { estimated_delivery_date: "Estimated delivery date cannot be before the shipment date" },
    });
  });

  it("refuses a shipment date before the warehouse arrival, under the shipment date field", async () => {
    const res = await staff.post(
      "/api/shipment",
      shipmentWithDates({ arrival: "2026-03-06", shipped: "2026-03-05", delivery: "2026-03-20" }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: "Shipment date cannot be before the warehouse arrival date",
      fields: { shipment_date: "Shipment date cannot be before the warehouse arrival date" },
    });
  });

  it("names both broken rules at once, and reports them beside other fields' messages", async () => {
    const res = await staff.post("/api/shipment", {
      ...shipmentWithDates({ arrival: "2026-03-06", shipped: "2026-03-05", delivery: "2026-03-01" }),
      delivery_address: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      delivery_address: "Delivery address is required",
      shipment_date: SHIPMENT_DATE_RULES.shipmentBeforeArrival,
      estimated_delivery_date: SHIPMENT_DATE_RULES.deliveryBeforeShipment,
    });
  });

  it("keeps a missing or invalid date's own message, without a rule about the order", async () => {
    const res = await staff.post(
      "/api/shipment",
      shipmentWithDates({ arrival: "2026-03-06", shipped: "", delivery: "2026-03-01" }),
    );
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ shipment_date: "Shipment date is required" });
  });

  it("refuses a day that does not exist or is out of range, under its field (not a 500 from the database)", async () => {
    const ok = { arrival: "2026-02-01", shipped: "2026-02-02", delivery: "2026-02-03" };
    const fields = { arrival: "warehouse_arrival_date", shipped: "shipment_date", delivery: "estimated_delivery_date" };
    for (const day of ["2026-02-30", "2026-04-31", "0000-01-01", "2026-13-01"]) {
      for (const [key, field] of Object.entries(fields)) {
        const res = await staff.post("/api/shipment", shipmentWithDates({ ...ok, [key]: day }));
        expect(res.status, `${field}=${day}`).toBe(400);
        expect(res.body.fields, `${field}=${day}`).toEqual({ [field]: "Enter a valid date" });
      }
    }
  });

  it("accepts dates in order, and the same day for all three", async () => {
    for (const dates of [
      { arrival: "2026-03-01", shipped: "2026-03-02", delivery: "2026-03-09" },
      { arrival: "2026-03-01", shipped: "2026-03-01", delivery: "2026-03-01" },
      { arrival: "2025-12-31", shipped: "2026-01-01", delivery: "2026-02-01" },
    ]) {
      const res = await staff.post("/api/shipment", shipmentWithDates(dates));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
  });
});
