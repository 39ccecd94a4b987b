/**
 * The customs feature's public module (issue 37, decisions 0072 and 0073): the tariff in force, the levies and the
 * pricing of a declaration, for ship requests, packing and invoices.
 */
export { customsLevies } from "./customs-levies.js";
export { customsRatesAt, type DeclarationLine, type PricedDeclaration, priceDeclaration } from "./duty-estimate.js";
export { headingInForceJson, tariffInForce } from "./tariff.repository.js";
export { assessedDutyOfInvoice } from "./assessments.repository.js";
export { shipmentsOwingDuty } from "./duty-due.js";
