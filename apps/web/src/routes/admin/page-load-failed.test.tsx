import type { ReactElement } from "react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import { ownerAdmin } from "../../../test/staff";
import { RequireAdmin } from "../../lib/admin-session";
import AdminExchangeRatesPage from "./exchange-rates";
import AdminHomePage from "./home";

/**
 * The admin home and the exchange-rate page when their figures could not be loaded: an alert that names the
 * page's failure and the server's reason, and 'Try again' that asks again (not a grey line as if there were nothing).
 */
const FIRST = "Too many requests. Please wait a moment.";
const SECOND = "The database is busy. Please try again.";

const failingTwice = () => {
  let calls = 0;
  return () => ({ status: 429, body: { error: ++calls === 1 ? FIRST : SECOND } });
};

describe("the admin home or exchange-rate page whose figures could not be loaded", () => {
  it.each([
    { page: "Home", path: "/api/admin/summary", title: "Failed to load the summary.", element: <AdminHomePage /> },
    {
      page: "Exchange rates",
      path: "/api/admin/exchange-rates",
      title: "Could not load the exchange rates.",
      element: <AdminExchangeRatesPage />,
    },
  ] satisfies { page: string; path: string; title: string; element: ReactElement }[])(
    "$page: says so as an alert with the reason, and 'Try again' asks again",
    async ({ path, title, element }) => {
      const network = fakeNetwork()
        .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
        .on("GET", path, failingTwice());
      const view = renderPage(<RequireAdmin>{element}</RequireAdmin>, { url: "/admin/x", path: "/admin/x" });

      const alert = (await view.findByText(title, {}, { timeout: 5000 })).closest("[role=alert]");
      expect(alert?.textContent).toContain(FIRST);
      await view.user.click(view.getByRole("button", { name: "Try again" }));
      expect(await view.findByText(SECOND, {}, { timeout: 5000 })).toBeTruthy();
      expect(network.requests("GET", path)).toHaveLength(2);
    },
  );
});
