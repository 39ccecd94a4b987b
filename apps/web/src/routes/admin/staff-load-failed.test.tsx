import { FAILED_MAIL_TEXTS } from "@app/shared/outbox/staff";
import { REPORTS_TEXTS } from "@app/shared/reports/staff";
import { SYSTEM_TEXTS } from "@app/shared/system/staff";
import { TARIFF_TEXTS } from "@app/shared/customs/tariff";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { expectLoadFailedThenTryAgain, refusedTwice } from "../../../test/load-failed";
import { renderPage } from "../../../test/render";
import { ownerAdmin } from "../../../test/staff";
import { ExchangeDifferences } from "../../features/reconciliation/staff/components/exchange-differences";
import { ReconciliationDayDetail } from "../../features/reconciliation/staff/components/reconciliation-days";
import { DutyPaidReport } from "../../features/reports/staff/components/duty-paid-report";
import { RequireAdmin } from "../../lib/admin-session";
import { ADMIN_HOME_TEXTS } from "@app/shared/back-office/back-office";
import { CONTESTED_TEXTS } from "@app/shared/packages/claims.staff";
import { RATE_TEXTS } from "@app/shared/rates/staff";
import { EXCHANGE_RATE_PAGE_TEXTS } from "../../features/exchange-rates/staff/api/exchange-rates";
import { AddRequests } from "../../features/master-shipments/staff/components/add-requests";
import { MASTER_TEXTS } from "../../features/master-shipments/staff/master-texts";
import { CustomerWalletPanel } from "../../features/wallet/staff/components/customer-wallet-panel";
import { VirtualAccountsPanel } from "../../features/wallet/staff/components/virtual-accounts-panel";
import ContestedPage from "./packages-contested";
import CustomsTariffPage from "./customs-tariff";
import ExchangeRatesPage from "./exchange-rates";
import HomePage from "./home";
import RatesPage from "./rates";
import ShipRequestsPage from "./ship-requests";
import FailedMailPage from "./failed-mail";
import ReconciliationPage from "./reconciliation";
import ReportsPage from "./reports";
import SystemPage from "./system";

/**
 * Staff screens whose data could not be loaded: each says so in an alert with its own heading and the server's
 * reason, and 'Try again' asks the server again (here it fails again, for another reason, which then shows).
 */
const dutyPaid = {
  month: "2026-11",
  rows: [],
  totals: { shipments: 0, duty_paid_kobo: 0, assessed_kobo: 0, invoice_duty: [] },
};
const staff = (page: ReactNode) => <RequireAdmin>{page}</RequireAdmin>;

describe("a staff screen whose data could not be loaded", () => {
  it.each([
    {
      screen: "Failed e-mails",
      path: "/api/admin/mail/failed",
      title: FAILED_MAIL_TEXTS.loadError,
      page: staff(<FailedMailPage />),
    },
    { screen: "System", path: "/api/admin/system", title: SYSTEM_TEXTS.loadError, page: staff(<SystemPage />) },
    {
      screen: "Customs tariff",
      path: "/api/admin/customs/tariff",
      title: TARIFF_TEXTS.fetchFailed,
      page: staff(<CustomsTariffPage />),
    },
    { screen: "Reports", path: "/api/admin/reports", title: REPORTS_TEXTS.failed, page: staff(<ReportsPage />) },
    {
      screen: "Duty-paid report",
      path: "/api/admin/reports/duty-paid",
      title: "Could not load the duty-paid report.",
      page: <DutyPaidReport />,
    },
    {
      screen: "Reconciliation",
      path: "/api/admin/reconciliation",
      title: "Could not load the reconciliation.",
      page: staff(<ReconciliationPage />),
    },
    {
      screen: "Reconciliation day",
      path: "/api/admin/reconciliation/day/2026-11-30",
      title: "Could not load the day.",
      page: <ReconciliationDayDetail day="2026-11-30" />,
    },
    { screen: "Home", path: "/api/admin/summary", title: ADMIN_HOME_TEXTS.loadFailed, page: staff(<HomePage />) },
    {
      screen: "Exchange rates",
      path: "/api/admin/exchange-rates",
      title: EXCHANGE_RATE_PAGE_TEXTS.fetchFailed,
      page: staff(<ExchangeRatesPage />),
    },
    { screen: "Rate cards", path: "/api/admin/rates", title: RATE_TEXTS.fetchFailed, page: staff(<RatesPage />) },
    {
      screen: "Ship requests",
      path: "/api/admin/ship-requests",
      title: "Failed to fetch ship requests.",
      page: staff(<ShipRequestsPage />),
    },
    {
      screen: "Contested parcels",
      path: "/api/admin/packages/contested",
      title: CONTESTED_TEXTS.loadFailed,
      page: staff(<ContestedPage />),
    },
    {
      screen: "Customer's wallet",
      path: "/api/admin/wallet/customer/7",
      title: "Could not load the customer's wallet.",
      page: <CustomerWalletPanel customerId={7} name="Ada Obi" canAdjust={false} />,
    },
    {
      screen: "Customer's account numbers",
      path: "/api/admin/customers/7/virtual-accounts",
      title: "Could not load the customer's account numbers.",
      page: <VirtualAccountsPanel customerId={7} canClose={false} />,
    },
    {
      screen: "Requests to load on a master",
      path: "/api/admin/master-shipments/3/eligible",
      title: MASTER_TEXTS.eligibleFailed,
      page: <AddRequests masterId={3} onLoad={async () => ({ added: 0 })} onClose={() => undefined} />,
    },
  ])("$screen: says why in an alert, and 'Try again' loads it again", async ({ path, title, page }) => {
    const network = fakeNetwork()
      .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
      .on("GET", "/api/admin/reports/duty-paid", { body: dutyPaid })
      .on("GET", path, refusedTwice());
    const view = renderPage(page);

    await expectLoadFailedThenTryAgain(view.user, title);
    expect(network.requests("GET", path)).toHaveLength(2);
  });

  it("Exchange differences: says why in an alert, and 'Try again' asks for the same range again", async () => {
    const path = "/api/admin/reconciliation/exchange-differences";
    const network = fakeNetwork().on("GET", path, refusedTwice());
    const view = renderPage(<ExchangeDifferences />);
    await view.user.click(screen.getByRole("button", { name: "Show report" }));

    await expectLoadFailedThenTryAgain(view.user, "Could not load the exchange differences.");
    const [first, again] = network.requests("GET", path);
    expect(again?.query).toEqual(first?.query);
  });
});
