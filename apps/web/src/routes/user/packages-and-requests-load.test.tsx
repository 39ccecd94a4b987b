import { WALLET_TEXTS } from "@app/shared/wallet/wallet";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import PackagesPage from "./packages";
import ShipRequestsPage from "./ship-requests";
import WalletPage from "./wallet";

/** My Packages, My Ship Requests and the wallet's statement: a failed load says so with the server's reason and offers 'Try again'. */
const REASON = "Too many requests. Please wait a moment.";
const pagination = { page: 1, pageSize: 20, total: 0, totalPages: 0, totalIsCapped: false };

const failingOnce = (body: unknown) => {
  let failing = true;
  return () => {
    if (!failing) return { body };
    failing = false;
    return { status: 429, body: { error: REASON } };
  };
};

describe("a customer's list that could not be loaded", () => {
  it.each([
    {
      page: "My Packages",
      path: "/api/packages",
      body: { packages: [], counts: { expected: 0, warehouse: 0, shipped: 0 }, pagination },
      render: () => renderPage(<PackagesPage />, { url: "/user/packages", path: "/user/packages" }),
      empty: "No packages on their way.",
    },
    {
      page: "My Ship Requests",
      path: "/api/ship-requests",
      body: { ship_requests: [], pagination },
      render: () => renderPage(<ShipRequestsPage />, { url: "/user/ship-requests", path: "/user/ship-requests" }),
      empty: "No ship requests yet.",
    },
    {
      page: "Wallet statement",
      path: "/api/wallet",
      body: { balance_minor: 0, currency: "NGN", entries: [], pagination },
      render: () => renderPage(<WalletPage />, { url: "/user/wallet", path: "/user/wallet" }),
      empty: "No record to display.",
    },
  ])("$page: says why and loads again with 'Try again'", async ({ path, body, render, empty }) => {
    const network = fakeNetwork()
      .on("GET", path, failingOnce(body))
      .on("GET", "/api/wallet/virtual-account", { body: { account: null, sandbox: false } });
    const view = render();

    const failed = (await view.findByText("We could not load this list.")).closest("[role=alert]");
    expect(failed?.textContent).toContain(REASON);
    expect(view.queryByText(empty)).toBeNull();

    await view.user.click(view.getByRole("button", { name: "Try again" }));
    expect(await view.findByText(new RegExp(empty))).toBeTruthy();
    expect(view.queryByText("We could not load this list.")).toBeNull();
    expect(network.requests("GET", path)).toHaveLength(2);
  });

  it("Wallet: the balance says it is unavailable while the statement is, and shows once 'Try again' loads it", async () => {
    fakeNetwork()
      .on("GET", "/api/wallet", failingOnce({ balance_minor: 250_000, currency: "NGN", entries: [], pagination }))
      .on("GET", "/api/wallet/virtual-account", { body: { account: null, sandbox: false } });
    const view = renderPage(<WalletPage />, { url: "/user/wallet", path: "/user/wallet" });

    await view.findByText("We could not load this list.");
    expect(view.getByTestId("wallet-balance").textContent).toBe(WALLET_TEXTS.balanceUnavailable);

    await view.user.click(view.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(view.getByTestId("wallet-balance").textContent).toBe("₦2,500.00"));
  });
});
