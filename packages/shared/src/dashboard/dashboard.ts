import { z } from "zod";
import { WAREHOUSES, type WarehouseCode, warehouseAddressFor } from "../core/company.js";
import { CURRENCY_LABELS } from "../core/enums.js";

/** The warehouses offered as shopping addresses on the customer home ('Change Address'). */
export const SHOPPING_WAREHOUSES = WAREHOUSES.filter((w) => w.forShopping);
const SHOPPING_CITIES = SHOPPING_WAREHOUSES.map((w) => w.city) as [WarehouseCode, ...WarehouseCode[]];

/** PUT /api/details/warehouse: the customer's chosen shopping warehouse. */
export const warehouseChoiceSchema = z.object({
  warehouse_choice: z.enum(SHOPPING_CITIES, { error: "Please choose one of our warehouses" }),
});
export type WarehouseChoiceInput = z.input<typeof warehouseChoiceSchema>;

export const warehouseChoiceResponseSchema = z.object({ message: z.string(), warehouse_choice: z.string() });

/** A warehouse address with the customer's suite number already written into it. */
export const shoppingAddressSchema = z.object({
  city: z.string(),
  label: z.string(),
  currency: z.enum(CURRENCY_LABELS),
  address_line1: z.string(),
  address_line2: z.string(),
  town: z.string(),
  landmark: z.string().optional(),
  state: z.string(),
  country: z.string(),
  phone_number: z.string(),
  zip: z.string(),
});
export type ShoppingAddress = z.infer<typeof shoppingAddressSchema>;

/** GET /api/dashboard: everything the customer home shows, in one call. */
export const dashboardResponseSchema = z.object({
  warehouse_choice: z.string(),
  suite_number: z.string(),
  warehouses: z.array(shoppingAddressSchema),
  counts: z.object({
    /** Shipments whose status is exactly 'Pending'. */
    pending_shipments: z.number(),
    /** Invoices whose status is not 'paid'. */
    unpaid_invoices: z.number(),
    shipments: z.number(),
    procurements: z.number(),
    pickups: z.number(),
    /** Packages at our warehouses waiting for the customer: received, ready to ship or on hold (STORED_STATUSES). */
    packages_waiting: z.number(),
  }),
});
export type DashboardResponse = z.infer<typeof dashboardResponseSchema>;

/**
 * The shopping addresses of a customer: every shopping warehouse with their suite number written in, and the one
 * they chose (the first when their choice is not a shopping warehouse). The server answers them in the dashboard;
 * the home page shows them from the session at once, before the dashboard's counts arrive.
 */
export function shoppingAddressesFor(customer: { warehouse_choice: string; suite_number: string }) {
  const known = SHOPPING_WAREHOUSES.some((w) => w.city === customer.warehouse_choice);
  return {
    warehouse_choice: known ? customer.warehouse_choice : SHOPPING_WAREHOUSES[0]!.city,
    suite_number: customer.suite_number,
    warehouses: SHOPPING_WAREHOUSES.map((warehouse): ShoppingAddress => {
      const filled = warehouseAddressFor(warehouse, customer.suite_number);
      return {
        city: filled.city,
        label: filled.label,
        currency: filled.currency,
        address_line1: filled.address_line1,
        address_line2: filled.address_line2,
        town: filled.town,
        landmark: filled.landmark,
        state: filled.state,
        country: filled.country,
        phone_number: filled.phone_number,
        zip: filled.zip,
      };
    }),
  };
}
export type ShoppingAddresses = ReturnType<typeof shoppingAddressesFor>;

export const DASHBOARD_TEXTS = {
  changeAddress: "Change Address",
  warning:
    "Please use the exact address details below when shopping online, including your suite number, so that we can identify your package when it arrives at our warehouse.",
  warehouseSaved: "Warehouse updated.",
  copied: (text: string) => `Copied: ${text}`,
} as const;
