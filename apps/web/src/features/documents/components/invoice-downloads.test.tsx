import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { InvoiceDownloads } from "./invoice-downloads";

const invoice = { id: 7, transaction_id: "INV-0007", status: "pending" as const, amount_paid_minor: 0 };

/** The receipt link follows the money: offered once anything is paid, not only when the invoice is paid in full. */
describe("InvoiceDownloads", () => {
  it("offers only the invoice's PDF before any payment", () => {
    render(<InvoiceDownloads invoice={invoice} />);
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe("/api/invoices/7/pdf");
    expect(screen.queryByRole("link", { name: "Download receipt" })).toBeNull();
  });

  it("offers the receipt of a partly paid invoice", () => {
    render(<InvoiceDownloads invoice={{ ...invoice, amount_paid_minor: 300_000 }} />);
    expect(screen.getByRole("link", { name: "Download receipt" }).getAttribute("href")).toBe("/api/invoices/7/receipt");
  });

  it("links staff to the staff routes of the same documents", () => {
    render(<InvoiceDownloads invoice={{ ...invoice, status: "paid", amount_paid_minor: 18_550 }} staff />);
    expect(screen.getByRole("link", { name: "Download receipt" }).getAttribute("href")).toBe("/api/invoice/7/receipt");
  });
});
