import type { Shipment } from "@app/shared/shipments/shipments";

/** A customer's shipment on its way, as 'My Shipments' lists it and the shipment page receives it. */
export const inTransitShipment: Shipment = {
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
};
