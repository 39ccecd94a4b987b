/**
 * The rates feature's public module: the only file of this folder other features may import (biome.json refuses
 * the rest). The rate card in force (and its versions) prices ship requests and invoices.
 */
export { addCardVersion, cardVersion, currentCard, type RateCardVersion } from "./current-cards.js";
