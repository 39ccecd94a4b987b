/**
 * The ship-requests feature's public module: the only file of this folder other features may import (biome.json refuses
 * the rest). A settled payment marks its ship request paid; the invoice of a packed request is not cancelled; a master shipment's departure moves its ship
 * requests on. An invoice's payment screen shows it beside the estimate of the request it bills. A package in an active request
 * changes status only with it.
 */
export { packedShipRequestOf, shipRequestPaidWith } from "./ship-request-payments.js";
export { shipRequestsDepartedOnMaster } from "./ship-requests-on-masters.js";
export { estimateComparisonOfInvoice } from "./ship-request-estimates.js";
export { activeRequestsOf } from "./ship-requests.repository.js";
