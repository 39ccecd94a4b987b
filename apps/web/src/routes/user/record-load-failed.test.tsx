import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { signInCustomer } from "../../../test/customer";
import { fakeNetwork } from "../../../test/fake-network";
import { expectLoadFailedThenTryAgain, refusedTwice } from "../../../test/load-failed";
import { renderPage } from "../../../test/render";
import { inTransitShipment } from "../../../test/shipment";
import { answeredTicket } from "../../../test/ticket";
import InvoiceDetailPage from "./invoice-detail";
import PackageEditPage from "./package-edit";
import PickupDetailPage from "./pickup-detail";
import ProcurementDetailPage from "./procurement-detail";
import ShipRequestDetailPage from "./ship-request-detail";
import ShipmentDetailPage from "./shipment-detail";
import TicketDetailPage from "./ticket-detail";

/**
 * A customer's record page whose record could not be loaded. Not theirs or not there (404): the server's 'not found'
 * text, nothing to retry. Any other failure: an alert 'Could not load this …' with the reason and 'Try again' that
 * asks the server again; before, a grey line (or a red one) with no way on but reloading the whole page.
 */
const PAGES: { screen: string; url: string; route: string; api: string; what: string; Page: ComponentType }[] = [
  {
    screen: "Ticket",
    url: "/user/support/41",
    route: "/user/support/:id",
    api: "/api/tickets/41",
    what: "ticket",
    Page: TicketDetailPage,
  },
  {
    screen: "Shipment",
    url: "/user/my-shipments/shipment/8",
    route: "/user/my-shipments/shipment/:id",
    api: "/api/shipments/8",
    what: "shipment",
    Page: ShipmentDetailPage,
  },
  {
    screen: "Invoice",
    url: "/user/invoice/5",
    route: "/user/invoice/:id",
    api: "/api/invoices/5",
    what: "invoice",
    Page: InvoiceDetailPage,
  },
  {
    screen: "Pickup",
    url: "/user/pickup/5",
    route: "/user/pickup/:id",
    api: "/api/pickups/5",
    what: "pickup",
    Page: PickupDetailPage,
  },
  {
    screen: "Shop request",
    url: "/user/shop-for-me/procurement/5",
    route: "/user/shop-for-me/procurement/:id",
    api: "/api/procurements/5",
    what: "procurement",
    Page: ProcurementDetailPage,
  },
  {
    screen: "Ship request",
    url: "/user/ship-requests/5",
    route: "/user/ship-requests/:id",
    api: "/api/ship-requests/5",
    what: "ship request",
    Page: ShipRequestDetailPage,
  },
  {
    screen: "Package (edit its pre-alert)",
    url: "/user/packages/5/edit",
    route: "/user/packages/:id/edit",
    api: "/api/packages/5",
    what: "package",
    Page: PackageEditPage,
  },
];

/** The record's own call answered by `answer`; the invoice page's evidence has none (an invoice typed by staff). */
function network(api: string, answer: Parameters<ReturnType<typeof fakeNetwork>["on"]>[2]) {
  return fakeNetwork()
    .on("GET", api, answer)
    .on("GET", "/api/invoices/5/evidence", { status: 404, body: { error: "Invoice not found." } });
}

function open({ url, route, Page }: { url: string; route: string; Page: ComponentType }, state?: unknown) {
  signInCustomer();
  return renderPage(<Page />, { url, path: route, state });
}

describe("a customer's record page whose record could not be loaded", () => {
  it.each(PAGES)("$screen: says why in an alert, and 'Try again' asks again", async (page) => {
    const fake = network(page.api, refusedTwice());
    const view = open(page);

    await expectLoadFailedThenTryAgain(view.user, `Could not load this ${page.what}.`);
    expect(fake.requests("GET", page.api)).toHaveLength(2);
  });

  it.each(PAGES)("$screen: a record not theirs or not there says so, with nothing to try again", async (page) => {
    const notFound = `No ${page.what} of yours here.`;
    network(page.api, { status: 404, body: { error: notFound } });
    const view = open(page);

    expect(await view.findByText(notFound, {}, { timeout: 3000 })).toBeTruthy();
    expect(view.queryByRole("alert")).toBeNull();
    expect(view.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("Ship request: an address whose id cannot be one says it is not found instead of loading for ever", async () => {
    fakeNetwork();
    const view = open({ ...PAGES.find((p) => p.screen === "Ship request")!, url: "/user/ship-requests/abc" });
    expect(await view.findByText("Ship request not found.")).toBeTruthy();
    expect(view.queryByRole("status", { name: /Loading/ })).toBeNull();
  });
});

describe("a record page shown from the list's copy whose own load failed", () => {
  it("Ticket: the responses' failure offers 'Try again'", async () => {
    const fake = network("/api/tickets/41", refusedTwice());
    const view = open(PAGES[0]!, { ticket: answeredTicket });

    expect(view.getByTestId("ticket-message").textContent).toBe(answeredTicket.message);
    await expectLoadFailedThenTryAgain(view.user, "Could not load the responses.");
    expect(fake.requests("GET", "/api/tickets/41")).toHaveLength(2);
  });

  it("Shipment: the tracking history's failure is said, with 'Try again' (it was left out)", async () => {
    const fake = network("/api/shipments/8", refusedTwice()).on("GET", "/api/shipments/8/customs-duty", {
      body: { duty: null },
    });
    const view = open(PAGES[1]!, { shipment: inTransitShipment });

    expect(await view.findByText(inTransitShipment.tracking_number, { exact: false })).toBeTruthy();
    await expectLoadFailedThenTryAgain(view.user, "Could not load the tracking history.");
    expect(fake.requests("GET", "/api/shipments/8")).toHaveLength(2);
  });
});
