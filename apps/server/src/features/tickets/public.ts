/**
 * The tickets feature's public module: the only file of this folder other features may import (biome.json refuses
 * the rest). An invoice's evidence request opens a ticket for the customer.
 */
export { openTicketFor } from "./open-ticket.js";
