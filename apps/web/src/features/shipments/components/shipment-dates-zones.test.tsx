import type { Shipment } from "@app/shared/shipments/shipments";
import { screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { renderPage } from "../../../../test/render";
import { ShipmentCard } from "./shipment-card";
import { ShipmentTable } from "./shipment-table";

/**
 * A shipment's calendar dates (arrival at the warehouse, shipment, estimated delivery) read the day they state in
 * every time zone: read at noon UTC through the reader's clock, they were a day later at UTC+13 and UTC+14.
 */
const SHIPMENT = {
  id: 8,
  tracking_number: "SWG64437DUS",
  shipment_status: "In Transit",
  payment_status: "Paid",
  delivery_address: "15 Admiralty Way, Lekki, Eti-Osa, Lagos",
  shipping_cost: "78.00",
  currency: "USD ($)",
  warehouse_arrival_date: "2026-11-23",
  shipment_date: "2026-12-02",
  estimated_delivery_date: "2026-12-05",
  weight: "3.04",
  dimensions: null,
  courier: null,
  country: "USA",
  email_address: "customer@swiftway.test",
  added_charges: null,
  created_at: "2026-11-26T06:10:11.507Z",
  updated_at: "2026-12-02T06:10:13.315Z",
  invoice: null,
} as unknown as Shipment;

const detail = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe.each(["Pacific/Kiritimati", "Pacific/Pago_Pago", "Pacific/Apia"])("shipment dates read in %s", (zone) => {
  let before: string | undefined;
  beforeEach(() => {
    before = process.env.TZ;
    process.env.TZ = zone;
  });
  afterEach(() => {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  });

  it("the shipment's card states each calendar date's own day", () => {
    renderPage(<ShipmentCard shipment={SHIPMENT} />);
    expect(detail("Warehouse Arrival Date")).toBe("23-11-2026");
    expect(detail("Shipment Date")).toBe("02-12-2026");
    expect(detail("Estimated Delivery Date")).toBe("05-12-2026");
  });

  it("'My Shipments' states the estimated delivery's own day", () => {
    renderPage(<ShipmentTable shipments={[SHIPMENT]} loading={false} />);
    const row = screen.getByRole("row", { name: /SWG64437DUS/ });
    expect(within(row).getByText("05-12-2026")).toBeTruthy();
  });
});
