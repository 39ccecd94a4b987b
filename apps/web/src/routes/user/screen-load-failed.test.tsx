import { PRE_ALERT_TEXTS } from "@app/shared/packages/pre-alert";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { signInCustomer } from "../../../test/customer";
import { fakeNetwork } from "../../../test/fake-network";
import { expectLoadFailedThenTryAgain, refusedTwice } from "../../../test/load-failed";
import { renderPage } from "../../../test/render";
import HomePage from "./home";
import ShipRequestNewPage from "./ship-request-new";

/** Customer screens (not lists) whose data could not be loaded: an alert with the reason and 'Try again'. */
describe("a customer screen whose data could not be loaded", () => {
  it.each([
    {
      screen: "Home (the counts)",
      path: "/api/dashboard",
      title: "We could not load your counts.",
      page: <HomePage />,
    },
    {
      screen: "New ship request",
      path: "/api/packages",
      title: PRE_ALERT_TEXTS.loadFailed,
      page: <ShipRequestNewPage />,
    },
  ] as { screen: string; path: string; title: string; page: ReactNode }[])(
    "$screen: says why in an alert, and 'Try again' loads it again",
    async ({ path, title, page }) => {
      const network = fakeNetwork().on("GET", path, refusedTwice());
      signInCustomer();
      const view = renderPage(page);

      await expectLoadFailedThenTryAgain(view.user, title);
      expect(network.requests("GET", path)).toHaveLength(2);
    },
  );
});
