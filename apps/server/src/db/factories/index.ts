/**
 * Factories: one function per kind of record, with plain defaults and overrides for any column. The demo seed
 * (cli/demo-data.ts), the API tests and the e2e fixtures build their records with these, so a column added to
 * the schema gets its default in one place.
 */
export { anyStaffId, insertCustomer, insertStaff } from "./accounts.js";
export { type InvoiceOverrides, insertInvoice, insertShipmentInvoice } from "./billing.js";
export {
  createPackage,
  insertPackagePhotos,
  type PackageOptions,
  type PackageRecord,
  packagePhotoJpeg,
} from "./packages.js";
export { DEMO_EXCHANGE_RATES, insertDemoExchangeRates } from "./exchange-rates.js";
export { DEMO_RATE_CARDS, insertDemoRateCards } from "./rates.js";
export { insertPickup, insertProcurement } from "./requests.js";
export { createShipRequest, factoryContext, type ShipRequestOptions } from "./ship-requests.js";
export { insertStatusHistory, insertShipment } from "./shipments.js";
export { insertTicket } from "./support.js";
export { daysAgo, isoDay, uniqueSuffix } from "./unique.js";
