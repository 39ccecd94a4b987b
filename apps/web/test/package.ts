import type { PackageView } from "@app/shared/packages/packages";

/**
 * A pre-alert not yet received (nothing measured, no photos), as the customer's and the staff's package answers both
 * start; each test adds what its own answer carries (a receipt, a claim, the owner).
 */
export const preAlertedPackage: PackageView = {
  id: 5,
  package_code: "SWP100005",
  status: "expected",
  warehouse: "Trail Richmond",
  warehouse_label: "Stafford, Texas, USA",
  carrier: "UPS",
  carrier_tracking_number: "1Z999AA10123456784",
  store: "Zara",
  description: "Winter shoes",
  declared_value: null,
  declared_currency: null,
  weight_grams: null,
  length_mm: null,
  width_mm: null,
  height_mm: null,
  volumetric_grams: null,
  condition: null,
  condition_note: null,
  photos: [],
  received_at: null,
  storage: null,
  created_at: "2026-11-20T10:00:00Z",
};
