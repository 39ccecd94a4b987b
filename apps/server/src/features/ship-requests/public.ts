/**
 * The ship-requests feature's public module: the only file of this folder other features may import (biome.json refuses
 * the rest). A settled payment marks its ship request paid; a master shipment's departure moves its ship
 * requests on.
 */
export { shipRequestPaidWith } from "./ship-request-payments.js";
export { shipRequestsDepartedOnMaster } from "./ship-requests-on-masters.js";
