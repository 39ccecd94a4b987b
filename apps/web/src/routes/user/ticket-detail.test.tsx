import type { Ticket } from "@app/shared/tickets/tickets";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import TicketDetailPage from "./ticket-detail";

/** /user/support/{id}: the list's copy of the ticket shows at once; the page fetches the rest by id. */
const ticket: Ticket = {
  id: 41,
  subject: "Where is my parcel?",
  message: "It left the store a week ago.",
  status: "answered",
  department: "customer service",
  warehouse: "UK",
  created_at: "2026-11-30T10:00:00Z",
  updated_at: "2026-12-01T10:00:00Z",
};

describe("Customer ticket page", () => {
  it("says the responses could not be loaded when the fetch fails, instead of loading for ever", async () => {
    fakeNetwork().on("GET", "/api/tickets/41", {
      status: 503,
      body: { error: "The service is busy. Please try again in a moment." },
    });
    const view = renderPage(<TicketDetailPage />, {
      url: "/user/support/41",
      path: "/user/support/:id",
      state: { ticket },
    });
    expect(view.getByTestId("ticket-message").textContent).toBe(ticket.message);
    // A 5xx is retried twice (1 s, then 2 s) before the page gives up.
    expect(
      await view.findByText("The service is busy. Please try again in a moment.", {}, { timeout: 6000 }),
    ).toBeTruthy();
    expect(view.getByRole("alert").textContent).toBe("The service is busy. Please try again in a moment.");
    expect(view.queryByRole("status", { name: /Loading/ })).toBeNull();
  }, 10_000);
});
