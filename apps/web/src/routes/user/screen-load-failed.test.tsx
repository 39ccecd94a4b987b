import type { PublicUser } from "@app/shared/accounts/accounts";
import { PRE_ALERT_TEXTS } from "@app/shared/packages/pre-alert";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { expectLoadFailedThenTryAgain, refusedTwice } from "../../../test/load-failed";
import { renderPage } from "../../../test/render";
import { queryClient } from "../../lib/query-client";
import { customerSessionKey } from "../../lib/session";
import HomePage from "./home";
import ShipRequestNewPage from "./ship-request-new";

/** Customer screens (not lists) whose data could not be loaded: an alert with the reason and 'Try again'. */
const chidi = {
  id: 7,
  firstname: "Chidi",
  lastname: "Okafor",
  email_address: "chidi@example.com",
  number: "08031234567",
  currency: "NGN (₦)",
  warehouse_choice: "Isolo",
  suite_number: "SW-0007",
  delivery_address: null,
  created_at: "2026-11-01T10:00:00Z",
  email_confirmed: true,
  pending_email: null,
} as unknown as PublicUser;

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
      queryClient.setQueryData(customerSessionKey, chidi);
      const view = renderPage(page);

      await expectLoadFailedThenTryAgain(view.user, title);
      expect(network.requests("GET", path)).toHaveLength(2);
    },
  );
});
