import type { AdminRole } from "@app/shared/core/enums";
import { PACKAGE_STAFF_TEXTS } from "@app/shared/packages/staff";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import { staffAdmin } from "../../../test/staff";
import { RequireAdmin } from "../../lib/admin-session";
import AdminPackagesPage from "./packages";
import AdminShipRequestsPage from "./ship-requests";

/** A partner agent's searches match no e-mail (decision 0123), so the search boxes must not offer one. */
const empty = { pagination: { page: 1, pageSize: 20, total: 0, totalPages: 1, totalIsCapped: false } };

function renderAs(role: AdminRole, page: "packages" | "ship-requests") {
  fakeNetwork()
    .on("GET", "/api/admins/me", { body: { admin: staffAdmin(role) } })
    .on("GET", "/api/admin/packages", { body: { packages: [], ...empty } })
    .on("GET", "/api/admin/ship-requests", { body: { ship_requests: [], ...empty } });
  const Page = page === "packages" ? AdminPackagesPage : AdminShipRequestsPage;
  renderPage(
    <RequireAdmin>
      <Page />
    </RequireAdmin>,
    { url: `/admin/${page}`, path: `/admin/${page}` },
  );
}

describe("the staff search boxes' labels", () => {
  it("name e-mail for a manager on the packages list", async () => {
    renderAs("manager", "packages");
    expect(await screen.findByRole("searchbox", { name: PACKAGE_STAFF_TEXTS.searchLabel })).toBeTruthy();
  });

  it("leave e-mail out for an agent on the packages list", async () => {
    renderAs("agent", "packages");
    expect(await screen.findByRole("searchbox", { name: PACKAGE_STAFF_TEXTS.agentSearchLabel })).toBeTruthy();
    expect(screen.queryByRole("searchbox", { name: /e-mail/ })).toBeNull();
  });

  it("name e-mail on the ship requests list for a manager only", async () => {
    renderAs("manager", "ship-requests");
    expect(await screen.findByRole("searchbox", { name: /customer name, e-mail or suite/ })).toBeTruthy();
  });

  it("leave e-mail out on the ship requests list for an agent", async () => {
    renderAs("agent", "ship-requests");
    expect(
      await screen.findByRole("searchbox", { name: "Search by request number, customer name or suite" }),
    ).toBeTruthy();
  });
});
