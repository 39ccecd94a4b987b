/**
 * The freight of a shipment's CIF (docs/decisions/0125): what carrying its boxes costs, each box's freight and
 * oversize lines. Left out: fragile handling and the consolidation and repacking fees (our warehouse's services, not
 * carriage) and the customer's insurance premium (CIF adds its own insurance, a percent of FOB, decision 0072).
 * The estimate before packing (the quote's boxes) and the invoice at packing (the packed boxes) both take it from
 * here, so the same box carries the same duty.
 */

const CARRIAGE_KINDS: ReadonlySet<string> = new Set(["freight", "oversize"]);

export interface PricedBoxLines {
  lines: ReadonlyArray<{ kind: string; amount_minor: number }>;
}

/** The carriage of these priced boxes, in their card's minor unit. */
export function customsFreightMinor(boxes: readonly PricedBoxLines[]): number {
  let sum = 0;
  for (const box of boxes) for (const line of box.lines) if (CARRIAGE_KINDS.has(line.kind)) sum += line.amount_minor;
  return sum;
}
