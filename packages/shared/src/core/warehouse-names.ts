import { WAREHOUSES } from "./company.js";

/**
 * A warehouse as people read it ('Stafford, Texas, USA') for the code records store ('Trail Richmond', the spec's
 * warehouse_choice value). Staff screens show this, never the code; any other text (a destination such as 'Lagos')
 * is returned as it is.
 */
export function warehouseName(code: string | null | undefined): string {
  if (!code) return "—";
  return WAREHOUSES.find((w) => w.city === code)?.label ?? code;
}
