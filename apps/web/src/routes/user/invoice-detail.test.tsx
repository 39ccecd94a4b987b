import type { PublicUser } from "@app/shared/accounts/accounts";
import type { Invoice } from "@app/shared/invoices/invoices";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import { queryClient } from "../../lib/query-client";
import { customerSessionKey } from "../../lib/session";
import InvoiceDetailPage from "./invoice-detail";
import InvoicesPage from "./invoices";

const ada = {
  id: 3,
  firstname: "Ada",
  lastname: "Obi",
  email_address: "ada@example.com",
  email_confirmed: true,
  pending_email: null,
} as unknown as PublicUser;

const pending: Invoice = {
  id: 5,
  transaction_id: "INV-0005",
  status: "pending",
  reference_type: "shipments",
  reference_id: 2,
  total_amount: "10000.00",
  currency: "NGN",
  due_date: "2026-12-20",
  amount_paid_minor: 0,
  extra_info: null,
  paid_at: null,
  created_at: "2026-12-01T10:00:00Z",
  updated_at: "2026-12-01T10:00:00Z",
};
const pagination = { page: 1, pageSize: 20, total: 1, totalPages: 1, totalIsCapped: false };

describe("the invoice page", () => {
  it("paying it wholly from the wallet shows it paid in My Invoices too, not only on the invoice", async () => {
    let invoice = pending;
    fakeNetwork()
      .on("GET", "/api/invoices", () => ({ body: { invoices: [invoice], pagination } }))
      .on("GET", "/api/invoices/5", () => ({ body: { invoice } }))
      .on("GET", "/api/invoices/5/evidence", { body: { evidence: null, estimate: null } })
      .on("GET", "/api/wallet/invoice/5", () => ({
        body: {
          invoice_id: 5,
          currency: "NGN",
          total_minor: 1_000_000,
          paid_minor: invoice.amount_paid_minor,
          due_minor: 1_000_000 - invoice.amount_paid_minor,
          due_kobo: 1_000_000 - invoice.amount_paid_minor,
          rate: "1",
          balance_minor: 2_500_000 - invoice.amount_paid_minor,
          payable: invoice.status === "pending",
          wallet_pays_kobo: 1_000_000 - invoice.amount_paid_minor,
        },
      }))
      .on("POST", "/api/wallet/pay-invoice", () => {
        invoice = { ...pending, status: "paid", amount_paid_minor: 1_000_000, paid_at: "2026-12-02T10:00:00Z" };
        const paid = { transaction_id: 1, debited_minor: 1_000_000, applied_minor: 1_000_000, due_minor: 0 };
        return {
          body: {
            ...paid,
            invoice_status: "paid",
            balance_minor: 1_500_000,
            message: "Invoice paid from your wallet.",
          },
        };
      });
    queryClient.setQueryData(customerSessionKey, ada);
    // The list (as the customer saw it before opening the invoice) beside the invoice.
    const view = renderPage(
      <>
        <InvoicesPage />
        <InvoiceDetailPage />
      </>,
      { url: "/user/invoice/5", path: "/user/invoice/:id" },
    );
    const list = await screen.findByRole("table", { name: "My Invoices" });
    await within(list).findByText("INV-0005");
    expect(within(list).getByText("pending")).toBeTruthy();

    await view.user.click(await screen.findByRole("button", { name: "Pay ₦10,000.00 from wallet" }));
    await waitFor(() => expect(screen.getByTestId("invoice-status").textContent).toMatch(/paid/i));
    await waitFor(() => expect(within(list).getByText("paid")).toBeTruthy());
  });
});
