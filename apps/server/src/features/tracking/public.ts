/**
 * The tracking feature's public module: the only file of this folder other features may import (biome.json refuses
 * the rest). A customer's shipment shows the same timeline as the public tracking page.
 */
export { timelineOf } from "./tracking-timeline.js";
