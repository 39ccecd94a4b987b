import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import { answeredTicket } from "../../../test/ticket";
import TicketsPage from "./tickets";

/** 'My Tickets' as the customer portal's lists all show it (DataTable inside ListLoad). */
const ticket = answeredTicket;
const REASON = "Too many requests. Please wait a moment.";

describe("My Tickets", () => {
  it("says the list could not be loaded, not that there is no record, and 'Try again' loads the rows", async () => {
    let failing = true;
    const network = fakeNetwork().on("GET", "/api/tickets", () =>
      failing
        ? { status: 429, body: { error: REASON } }
        : {
            body: {
              tickets: [ticket],
              pagination: { page: 1, pageSize: 20, total: 1, totalPages: 1, totalIsCapped: false },
            },
          },
    );
    const view = renderPage(<TicketsPage />, { url: "/user/support", path: "/user/support" });

    const alert = await view.findByRole("alert");
    expect(alert.textContent).toContain("We could not load this list.");
    expect(alert.textContent).toContain(REASON);
    expect(view.queryByText("No record to display.")).toBeNull();

    failing = false;
    await view.user.click(view.getByRole("button", { name: "Try again" }));
    expect((await view.findAllByRole("link", { name: "Where is my parcel?" })).length).toBeGreaterThan(0);
    expect(view.queryByRole("alert")).toBeNull();
    expect(network.requests("GET", "/api/tickets")).toHaveLength(2);
  });

  it("a page change that fails shows not the previous page's rows while it is tried, then the failure; 'Try again' loads that page", async () => {
    let failing = false;
    const second = { ...ticket, id: 2, subject: "Second parcel" };
    const network = fakeNetwork().on("GET", "/api/tickets", (request) => {
      const page = Number(request.query.page ?? 1);
      if (page === 2 && failing) return { status: 503, body: { error: "The server is busy." } };
      return {
        body: {
          tickets: [page === 1 ? ticket : second],
          pagination: { page, pageSize: 1, total: 2, totalPages: 2, totalIsCapped: false },
        },
      };
    });
    const view = renderPage(<TicketsPage />, { url: "/user/support", path: "/user/support" });
    await view.findAllByRole("link", { name: "Where is my parcel?" });

    failing = true;
    await view.user.click(view.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(network.requests("GET", "/api/tickets")).toHaveLength(2));
    expect(view.queryByRole("link", { name: "Where is my parcel?" })).toBeNull();
    const alert = await view.findByRole("alert", {}, { timeout: 8000 });
    expect(alert.textContent).toContain("The server is busy.");
    expect(view.queryByRole("link", { name: "Where is my parcel?" })).toBeNull();

    failing = false;
    await view.user.click(view.getByRole("button", { name: "Try again" }));
    expect((await view.findAllByRole("link", { name: "Second parcel" })).length).toBeGreaterThan(0);
    expect(network.requests("GET", "/api/tickets").at(-1)?.query.page).toBe("2");
  }, 15_000);

  it("while the next page loads, the pager reads 'Loading page 2…' and is busy, not the old 'Page 1 of 2'", async () => {
    const second = deferred();
    const answer = (page: number) => ({
      body: {
        tickets: [page === 1 ? ticket : { ...ticket, id: 2, subject: "Second parcel" }],
        pagination: { page, pageSize: 1, total: 2, totalPages: 2, totalIsCapped: false },
      },
    });
    fakeNetwork().on("GET", "/api/tickets", (request) => (request.query.page === "2" ? second.promise : answer(1)));
    const view = renderPage(<TicketsPage />, { url: "/user/support", path: "/user/support" });
    expect(await view.findByText("Page 1 of 2 · 2 records")).toBeTruthy();

    await view.user.click(view.getByRole("button", { name: "Next" }));
    const pager = view.getByRole("navigation", { name: "Pagination" });
    await waitFor(() => expect(pager.textContent).toContain("Loading page 2…"));
    expect(pager.textContent).not.toContain("Page 1 of 2");
    expect(pager.getAttribute("aria-busy")).toBe("true");
    expect(view.getByRole("button", { name: "Previous" }).getAttribute("aria-disabled")).toBe("true");

    second.resolve(answer(2));
    expect(await view.findByText("Page 2 of 2 · 2 records")).toBeTruthy();
    expect(pager.getAttribute("aria-busy")).toBeNull();
  });
});
