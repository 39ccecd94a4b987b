import { INVOICE_STAFF_TEXTS } from "@app/shared/invoices/staff";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../../test/fake-network";
import { expectLoadFailedThenTryAgain, refusedTwice } from "../../../../../test/load-failed";
import { renderPage } from "../../../../../test/render";
import { InvoiceForm } from "./invoice-form";

/**
 * The create-invoice form opened for a customer whose records (the 'bill for' picker) could not be loaded: it says
 * why in an alert and 'Try again' loads them again; before, a grey hint with the reason left staff to pick the
 * customer again or reload the page.
 */
describe("the invoice form when the customer's records could not be loaded", () => {
  it("says why in an alert, and 'Try again' asks for the same customer's records again", async () => {
    const network = fakeNetwork()
      .on("GET", "/api/admin/customers/search", { body: { customers: [] } })
      .on("GET", "/api/invoice/records", refusedTwice());
    const view = renderPage(
      <InvoiceForm defaults={{ userId: "7", referenceType: "procurement" }} onCreated={() => undefined} />,
    );

    await expectLoadFailedThenTryAgain(view.user, INVOICE_STAFF_TEXTS.recordsFailed);
    const [first, again] = network.requests("GET", "/api/invoice/records");
    expect(first?.query).toEqual({ user_id: "7", type: "procurement" });
    expect(again?.query).toEqual(first?.query);
  });
});
