import { CUSTOMER_SEARCH_LIMIT, STAFF_CUSTOMER_TEXTS, type StaffCustomerDetail } from "@app/shared/customers/staff";
import { warehouseName } from "@app/shared/core/warehouse-names";
import { notFound } from "../../lib/errors.js";
import { CSV_MAX_ROWS, type CsvColumn, fetchPage } from "../../lib/list.js";
import type { ServiceContext } from "../../lib/service-context.js";
import { packagesOfCustomer } from "../packages/public.js";
import {
  findCustomer,
  recordsOfCustomer,
  type StaffCustomerFilter,
  type StaffCustomerListRow,
  searchCustomers,
  staffCustomerSource,
} from "./customers.staff.repository.js";

const toRow = (row: StaffCustomerListRow) => ({ ...row, created_at: row.created_at.toISOString() });

export async function listCustomersForStaff(
  ctx: ServiceContext,
  query: StaffCustomerFilter & { page: number; pageSize: number },
) {
  const { rows, pagination } = await fetchPage(staffCustomerSource(ctx.db, query), query, ctx.config.LIST_EXACT_TOTAL);
  return { customers: rows.map(toRow), pagination };
}

export const CUSTOMER_CSV_COLUMNS: CsvColumn<StaffCustomerListRow>[] = [
  { header: "ID", value: (c) => c.id },
  { header: "Name", value: (c) => c.name },
  { header: "Email", value: (c) => c.email_address },
  { header: "Phone", value: (c) => c.number },
  { header: "Suite", value: (c) => c.suite_number },
  { header: "Warehouse", value: (c) => warehouseName(c.warehouse_choice) },
  { header: "Joined", value: (c) => c.created_at.toISOString() },
];

export function customersForCsv(ctx: ServiceContext, filter: StaffCustomerFilter) {
  return staffCustomerSource(ctx.db, filter).rows(CSV_MAX_ROWS, 0);
}

export async function searchCustomersForStaff(ctx: ServiceContext, q: string) {
  return { customers: await searchCustomers(ctx.db, q, CUSTOMER_SEARCH_LIMIT) };
}

const iso = <R extends { created_at: Date }>(row: R) => ({ ...row, created_at: row.created_at.toISOString() });

export async function getCustomerForStaff(ctx: ServiceContext, id: number): Promise<StaffCustomerDetail> {
  const customer = await findCustomer(ctx.db, id);
  if (!customer) throw notFound(STAFF_CUSTOMER_TEXTS.notFound);
  const [records, packages] = await Promise.all([recordsOfCustomer(ctx.db, id), packagesOfCustomer(ctx.db, id)]);
  return {
    customer: {
      id: customer.id,
      firstname: customer.firstname,
      lastname: customer.lastname,
      email_address: customer.email_address,
      number: customer.number,
      suite_number: customer.suite_number,
      warehouse_choice: customer.warehouse_choice,
      currency: customer.currency,
      delivery_address: customer.delivery_address ?? null,
      billing_address: customer.billing_address ?? null,
      created_at: customer.created_at.toISOString(),
    },
    shipments: records.shipments.map(iso),
    procurements: records.procurements.map(iso),
    pickups: records.pickups.map(iso),
    tickets: records.tickets.map((t) => ({ ...t, updated_at: t.updated_at.toISOString() })),
    invoices: records.invoices.map(iso),
    packages,
    payments: records.payments.map(iso),
  };
}
