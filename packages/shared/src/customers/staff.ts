import { z } from "zod";
import { storedAddressSchema } from "../accounts/accounts.js";
import { PACKAGE_STATUSES } from "../core/enums.js";
import { idParamSchema, listQuerySchema, paginationSchema, searchTextSchema } from "../core/http.js";

/** The customers list's query: search (name, e-mail, phone, suite number or the customer number), sort, CSV. */
export const staffCustomerListQuery = listQuerySchema
  .omit({ status: true })
  .extend({ format: z.enum(["json", "csv"]).default("json") });
export type StaffCustomerListQuery = z.infer<typeof staffCustomerListQuery>;

export const customerIdParamSchema = idParamSchema;

/** One row of the staff customers list. */
export const staffCustomerRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  email_address: z.string(),
  number: z.string(),
  suite_number: z.string(),
  warehouse_choice: z.string(),
  created_at: z.string(),
});
export type StaffCustomerRow = z.infer<typeof staffCustomerRowSchema>;

export const staffCustomerListResponseSchema = z.object({
  customers: z.array(staffCustomerRowSchema),
  pagination: paginationSchema,
});

/** The typeahead of the invoice and shipment forms: a few customers matching name, e-mail or suite number. */
export const customerSearchQuerySchema = z.object({ q: searchTextSchema.default("") });
export const customerMatchSchema = z.object({
  id: z.number(),
  name: z.string(),
  email_address: z.string(),
  suite_number: z.string(),
});
export type CustomerMatch = z.infer<typeof customerMatchSchema>;
export const customerSearchResponseSchema = z.object({ customers: z.array(customerMatchSchema) });
/** How many matches the typeahead offers. */
export const CUSTOMER_SEARCH_LIMIT = 8;

/** Everything of one customer, for the staff customer page: each record links to its staff detail page. */
export const staffCustomerDetailResponseSchema = z.object({
  customer: z.object({
    id: z.number(),
    firstname: z.string(),
    lastname: z.string(),
    email_address: z.string(),
    number: z.string(),
    suite_number: z.string(),
    warehouse_choice: z.string(),
    currency: z.string(),
    delivery_address: storedAddressSchema.nullable(),
    billing_address: storedAddressSchema.nullable(),
    created_at: z.string(),
  }),
  shipments: z.array(
    z.object({
      id: z.number(),
      tracking_number: z.string(),
      shipment_status: z.string(),
      payment_status: z.string(),
      created_at: z.string(),
    }),
  ),
  procurements: z.array(
    z.object({ id: z.number(), store_name: z.string(), status: z.string(), created_at: z.string() }),
  ),
  pickups: z.array(
    z.object({
      id: z.number(),
      contact_name: z.string(),
      city: z.string(),
      status: z.string(),
      created_at: z.string(),
    }),
  ),
  tickets: z.array(z.object({ id: z.number(), subject: z.string(), status: z.string(), updated_at: z.string() })),
  invoices: z.array(
    z.object({
      id: z.number(),
      transaction_id: z.string(),
      status: z.string(),
      total_amount: z.string(),
      currency: z.string(),
      reference_type: z.string(),
      created_at: z.string(),
    }),
  ),
  /** Parcels at our warehouses (expected, on the shelf, gone), newest first. */
  packages: z.array(
    z.object({
      id: z.number(),
      package_code: z.string(),
      status: z.enum(PACKAGE_STATUSES),
      warehouse: z.string(),
      carrier_tracking_number: z.string().nullable(),
      description: z.string(),
      received_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number(),
      invoice_id: z.number(),
      reference: z.string(),
      status: z.string(),
      amount_minor: z.number(),
      currency: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type StaffCustomerDetail = z.infer<typeof staffCustomerDetailResponseSchema>;

export const STAFF_CUSTOMER_TEXTS = {
  listTitle: "Customers",
  loaded: "Customers Loaded!",
  loadError: "Error loading customers!",
  fetchFailed: "Failed to fetch customers.",
  notFound: "Customer not found.",
  searchLabel: "Search name, e-mail, phone or suite number",
  pickerLabel: "Customer",
  pickerHint: "Type a name, e-mail or suite number and pick the customer.",
  pickerEmpty: "No customer matches.",
  pickerFailed: "Failed to search customers.",
} as const;
