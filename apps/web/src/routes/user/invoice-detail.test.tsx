import { INVOICE_TEXTS } from "@app/shared/invoices/invoices";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { signInCustomer } from "../../../test/customer";
import { fakeNetwork } from "../../../test/fake-network";
import { pendingInvoice, serveInvoice } from "../../../test/invoice";
import { renderPage } from "../../../test/render";
import InvoiceDetailPage from "./invoice-detail";
import InvoicesPage from "./invoices";

const pagination = { page: 1, pageSize: 20, total: 1, totalPages: 1, totalIsCapped: false };

describe("the invoice page", () => {
  it("paying it wholly from the wallet shows it paid in My Invoices too, and drops the off-site payment note", async () => {
    const network = fakeNetwork();
    const { state, acceptWalletPayment } = serveInvoice(network, pendingInvoice(), 2_500_000);
    acceptWalletPayment();
    network.on("GET", "/api/invoices", () => ({ body: { invoices: [state.invoice], pagination } }));
    signInCustomer();
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
    // While it can be paid, the page says how to pay it off the website; once paid, that note goes.
    expect(await screen.findByText(INVOICE_TEXTS.offSiteNote)).toBeTruthy();

    await view.user.click(await screen.findByRole("button", { name: "Pay ₦10,000.00 from wallet" }));
    await waitFor(() => expect(screen.getByTestId("invoice-status").textContent).toMatch(/paid/i));
    await waitFor(() => expect(within(list).getByText("paid")).toBeTruthy());
    expect(screen.queryByText(INVOICE_TEXTS.offSiteNote)).toBeNull();
  });
});
