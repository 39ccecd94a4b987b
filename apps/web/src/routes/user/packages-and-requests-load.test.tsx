import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import PackagesPage from "./packages";
import ShipRequestsPage from "./ship-requests";

/** My Packages and My Ship Requests: a failed load says so with the server's reason and offers 'Try again'. */
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
  ])("$page: says why and loads again with 'Try again'", async ({ path, body, render, empty }) => {
    const network = fakeNetwork().on("GET", path, failingOnce(body));
    const view = render();

    const alert = await view.findByRole("alert");
    expect(alert.textContent).toContain("We could not load this list.");
    expect(alert.textContent).toContain(REASON);

    await view.user.click(view.getByRole("button", { name: "Try again" }));
    expect(await view.findByText(new RegExp(empty))).toBeTruthy();
    expect(view.queryByRole("alert")).toBeNull();
    expect(network.requests("GET", path)).toHaveLength(2);
  });
});
