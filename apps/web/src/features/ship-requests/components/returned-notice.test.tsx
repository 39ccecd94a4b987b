import { describe, expect, it } from "vitest";
import { renderPage } from "../../../../test/render";
import { ReturnedNotice } from "./returned-notice";

/**
 * Staff's reason on the customer's returned request (decision 0142): shown as text in the customer's page and list,
 * with what to do next; nothing for a request without one (the customer's own cancel).
 */
const REASON = "Used clothing <b>cannot</b> be shipped to Nigeria & is on the prohibition list.";

describe("ReturnedNotice", () => {
  it("says the request was returned by our team with staff's reason as text, and what to do next", () => {
    const view = renderPage(
      <ReturnedNotice request={{ returned_reason: REASON, returned_at: "2026-12-01T10:30:00.000Z" }} />,
    );
    const notice = view.getByRole("region", { name: "Returned by our team" });
    expect(notice.textContent).toContain(`: ${REASON}`);
    expect(notice.textContent).toMatch(/^Returned by our team on \d\d-12-2026/);
    expect(notice.querySelector("b")).toBeNull();
    expect(view.getByRole("link", { name: "submit a new ship request" }).getAttribute("href")).toBe(
      "/user/ship-requests/new",
    );
    expect(view.getByRole("link", { name: "contact us" }).getAttribute("href")).toBe("/user/support/form");
  });

  it("the list's line names the reason; a request without one shows nothing", () => {
    const brief = renderPage(<ReturnedNotice brief request={{ returned_reason: REASON, returned_at: null }} />);
    expect(brief.getByTestId("returned-reason").textContent).toBe(`Returned by our team: ${REASON}`);
    brief.unmount();
    const none = renderPage(<ReturnedNotice request={{ returned_reason: null, returned_at: null }} />);
    expect(none.container.textContent).toBe("");
  });
});
