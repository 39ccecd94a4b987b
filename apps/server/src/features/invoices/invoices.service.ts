import type { ServiceContext } from "../../lib/service-context.js";
import type { InvoiceStatus } from "@app/shared/core/enums";
import { paginationOf, type ListQuery } from "@app/shared/core/http";
import { INVOICE_TEXTS } from "@app/shared/invoices/invoices";
import { notFound } from "../../lib/errors.js";
import { findCustomerInvoice, listCustomerInvoices, toInvoiceRecord } from "./invoices.repository.js";

/** For the payments feature: the customer's own invoice row (undefined for anyone else's) and its API shape. */
export { findCustomerInvoice, toInvoiceRecord };

/** The signed-in customer's invoices, newest first, one page at a time. */
export async function listInvoicesOf(
  ctx: ServiceContext,
  userId: number,
  query: ListQuery & { status?: InvoiceStatus },
) {
  const { rows, total } = await listCustomerInvoices(
    ctx.db,
    { userId, status: query.status, q: query.q },
    { limit: query.pageSize, offset: (query.page - 1) * query.pageSize },
  );
  return { invoices: rows.map(toInvoiceRecord), pagination: paginationOf(query, total) };
}

/** Another customer's invoice answers exactly like a missing one. */
export async function getInvoiceOf(ctx: ServiceContext, userId: number, id: number) {
  const row = await findCustomerInvoice(ctx.db, userId, id);
  if (!row) throw notFound(INVOICE_TEXTS.notFound);
  return { invoice: toInvoiceRecord(row) };
}
