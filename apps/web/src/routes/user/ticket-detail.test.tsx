import { TICKET_TEXTS, type TicketDetail } from "@app/shared/tickets/tickets";
import { describe, expect, it } from "vitest";
import { fakeNetwork, type SentRequest } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import { answeredTicket } from "../../../test/ticket";
import TicketDetailPage from "./ticket-detail";

/** /user/support/{id}: the list's copy of the ticket shows at once; the page fetches the rest by id. */
const ticket = answeredTicket;

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
    const alert = view.getByRole("alert");
    expect(alert.textContent).toContain("Could not load the responses.");
    expect(alert.textContent).toContain("The service is busy. Please try again in a moment.");
    expect(view.queryByRole("status", { name: /Loading/ })).toBeNull();
  }, 10_000);

  it("says on a closed ticket that a reply opens it again, and shows it open after the reply", async () => {
    let detail: TicketDetail = { ...ticket, status: "closed", images: [], responses: [], charge: null };
    const network = fakeNetwork()
      .on("GET", "/api/tickets/41", () => ({ body: { ticket: detail } }))
      .on("POST", "/api/tickets/41/response", (request: SentRequest) => {
        const message = (request.body as { messages: string }).messages;
        detail = {
          ...detail,
          status: "open",
          responses: [{ id: 1, message, message_by: "user", created_at: "2026-12-02T09:00:00Z" }],
        };
        return { body: { message: TICKET_TEXTS.responded } };
      });
    const view = renderPage(<TicketDetailPage />, { url: "/user/support/41", path: "/user/support/:id" });
    const reply = await view.findByLabelText(/Your reply/);
    expect(reply.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(reply.getAttribute("aria-describedby")!)?.textContent).toBe(
      TICKET_TEXTS.closedReply,
    );
    await view.user.type(reply, "It still has not arrived.");
    await view.user.click(view.getByRole("button", { name: "Reply" }));
    expect(network.requests("POST", "/api/tickets/41/response")).toHaveLength(1);
    expect(await view.findByText("It still has not arrived.")).toBeTruthy();
    expect(view.queryByText(TICKET_TEXTS.closedReply)).toBeNull();
    expect(view.getByText("open")).toBeTruthy();
  });
});
