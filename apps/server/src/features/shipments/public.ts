/**
 * The shipments feature's public module: the only file of this folder other features may import (biome.json refuses
 * the rest). A priced ship request opens a shipment, and unpacking it cancels it; master shipments link, unlink and move theirs.
 */
export { openShipmentFor } from "./record-shipments.js";
export { cancelUnsentShipment, lockShipmentToCancel } from "./unpacked-shipments.js";
export {
  deliveredWithProof,
  deriveStatusesOnMaster,
  linkShipmentsToMaster,
  setEstimatedDeliveryOnMaster,
  unlinkShipmentFromMaster,
} from "./shipments-on-masters.js";
export { type DeliveryDocumentFacts, deliveryDocumentFacts } from "./proof-of-delivery-facts.js";
