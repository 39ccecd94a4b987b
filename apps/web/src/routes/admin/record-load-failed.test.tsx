import { screen, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { expectLoadFailedThenTryAgain, FIRST_REASON, refusedTwice, SECOND_REASON } from "../../../test/load-failed";
import { renderPage } from "../../../test/render";
import { ownerAdmin } from "../../../test/staff";
import { NO_RESPONSE } from "../../lib/api";
import { RequireAdmin } from "../../lib/admin-session";
import AdminCustomerDetailPage from "./customer-detail";
import AdminInvoiceDetailPage from "./invoice-detail";
import AdminMasterShipmentDetailPage from "./master-shipment-detail";
import AdminPackageDetailPage from "./package-detail";
import AdminPickupDetailPage from "./pickup-detail";
import AdminShipmentDetailPage from "./shipment-detail";
import AdminShopRequestDetailPage from "./shop-request-detail";
import AdminTicketDetailPage from "./ticket-detail";

/**
 * A staff record's page whose record could not be loaded. Not there (404): the server's 'not found' text, nothing to
 * retry. Any other failure (too many requests, a 5xx, no answer): an alert 'Could not load this …' with the reason and
 * 'Try again' that asks the server again, instead of a grey line that leaves staff stuck.
 */

const PAGES: { screen: string; url: string; route: string; api: string; what: string; Page: ComponentType }[] = [
  {
    screen: "Customer",
    url: "/admin/customers/7",
    route: "/admin/customers/:id",
    api: "/api/admin/customers/7",
    what: "customer",
    Page: AdminCustomerDetailPage,
  },
  {
    screen: "Ticket",
    url: "/admin/tickets/7",
    route: "/admin/tickets/:id",
    api: "/api/ticket/7",
    what: "ticket",
    Page: AdminTicketDetailPage,
  },
  {
    screen: "Package",
    url: "/admin/packages/7",
    route: "/admin/packages/:id",
    api: "/api/admin/packages/7",
    what: "package",
    Page: AdminPackageDetailPage,
  },
  {
    screen: "Shipment",
    url: "/admin/shipment/7",
    route: "/admin/shipment/:id",
    api: "/api/shipment/7",
    what: "shipment",
    Page: AdminShipmentDetailPage,
  },
  {
    screen: "Master shipment",
    url: "/admin/master-shipments/7",
    route: "/admin/master-shipments/:id",
    api: "/api/admin/master-shipments/7",
    what: "master shipment",
    Page: AdminMasterShipmentDetailPage,
  },
  {
    screen: "Invoice",
    url: "/admin/invoice/7",
    route: "/admin/invoice/:id",
    api: "/api/invoice/7",
    what: "invoice",
    Page: AdminInvoiceDetailPage,
  },
  {
    screen: "Pickup",
    url: "/admin/pickup/7",
    route: "/admin/pickup/:id",
    api: "/api/pickup/7",
    what: "pickup",
    Page: AdminPickupDetailPage,
  },
  {
    screen: "Shop request",
    url: "/admin/shop-requests/7",
    route: "/admin/shop-requests/:id",
    api: "/api/procurement/7",
    what: "procurement",
    Page: AdminShopRequestDetailPage,
  },
];

function open({ url, route, Page }: (typeof PAGES)[number]) {
  return renderPage(
    <RequireAdmin>
      <Page />
    </RequireAdmin>,
    { url, path: route },
  );
}

describe("a staff record's page whose record could not be loaded", () => {
  it.each(PAGES)("$screen: says why in an alert, and 'Try again' asks again", async (page) => {
    const network = fakeNetwork()
      .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
      .on("GET", page.api, refusedTwice());
    const view = open(page);

    await expectLoadFailedThenTryAgain(view.user, `Could not load this ${page.what}.`);
    expect(network.requests("GET", page.api)).toHaveLength(2);
  });

  it.each(PAGES)("$screen: a record that is not there says so, with nothing to try again", async (page) => {
    const notFound = `No ${page.what} 7 here.`;
    fakeNetwork()
      .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
      .on("GET", page.api, { status: 404, body: { error: notFound } });
    const view = open(page);

    expect(await view.findByText(notFound, {}, { timeout: 3000 })).toBeTruthy();
    expect(view.queryByRole("alert")).toBeNull();
    expect(view.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("a 5xx, once its retries are spent, and no answer at all offer 'Try again' too", async () => {
    const page = PAGES.find((p) => p.screen === "Package")!;
    let calls = 0;
    const network = fakeNetwork()
      .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
      .on("GET", page.api, () => {
        calls++;
        // The first load and its two retries: the server is down. The second load: nothing answers.
        if (calls <= 3) return { status: 503, body: { error: FIRST_REASON } };
        throw new TypeError("Failed to fetch");
      });
    const view = open(page);

    const alert = await screen.findByRole("alert", {}, { timeout: 6000 });
    expect(alert.textContent).toContain("Could not load this package.");
    expect(alert.textContent).toContain(FIRST_REASON);
    await view.user.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText(NO_RESPONSE, {}, { timeout: 6000 })).toBeTruthy();
    expect(screen.queryByText(SECOND_REASON)).toBeNull();
    expect(network.requests("GET", page.api)).toHaveLength(6);
  }, 15_000);
});
