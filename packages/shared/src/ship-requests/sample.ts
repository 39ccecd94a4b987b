import type { ShipRequestFormInput } from "./ship-requests.js";

/**
 * The portal's ship request form (besides package_ids) as a customer in Victoria Island fills it: consolidated, retail
 * box kept, air express to the door, one item. The one sample of the server's factory (db/factories/ship-requests.ts),
 * its API tests and the e2e specs' ship requests (e2e/support/ship-requests.ts).
 */
export const SAMPLE_SHIP_REQUEST_FORM = {
  consolidate: true,
  repack: "keep_retail_box",
  insurance: false,
  fragile: false,
  photos_of_contents: false,
  service: "air_express",
  delivery: "door",
  street: "14 Adeola Odeku Street",
  landmark: "Opposite the Mobil filling station",
  city: "Victoria Island",
  lga: "Eti-Osa",
  state: "Lagos",
  phone: "0803 123 4567",
  items: [{ description: "Wireless headphones", quantity: 1, unit_value: "120", currency: "USD", hs_code: "" }],
  confirm_true: true,
} as const satisfies Omit<ShipRequestFormInput, "package_ids">;
