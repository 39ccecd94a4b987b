import type { StaffShipmentRow } from "@app/shared/shipments/staff";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { deferred, fakeNetwork, type SentRequest } from "../../../test/fake-network";
import { watchInsertions } from "../../../test/live-region";
import { renderPage } from "../../../test/render";
import { ownerAdmin } from "../../../test/staff";
import { RequireAdmin } from "../../lib/admin-session";
import { loadConfirmDialog } from "../ui/confirm-dialog";
import AdminShipmentsPage from "../../routes/admin/shipments";

/**
 * The staff list page (StaffListPage) as /admin/shipments uses it, behind the back office's session guard, against
 * a faked API: what it asks the server for, what it shows, and how search, filter, sort and paging travel through
 * the URL to the server.
 */
const LIST = "/api/shipment";
const row = (id: number): StaffShipmentRow => ({
  id,
  tracking_number: `SWG${1000 + id}`,
  shipment_status: "In Transit",
  payment_status: "Pending",
  email_address: `customer${id}@example.com`,
  shipping_cost: "185.50",
  currency: "USD ($)",
  user_id: 7,
  created_at: "2026-11-01T10:00:00Z",
  invoice: null,
});
/** The server: 45 shipments, 20 a page; it answers whichever page is asked for. */
const listAnswer = (request: SentRequest) => {
  const page = Number(request.query.page);
  const ids = Array.from({ length: page < 3 ? 20 : 5 }, (_, i) => (page - 1) * 20 + i + 1);
  return {
    body: {
      shipments: ids.map(row),
      pagination: { page, pageSize: 20, total: 45, totalPages: 3, totalIsCapped: false },
    },
  };
};

function renderList(url = "/admin/shipments") {
  const network = fakeNetwork().on("GET", "/api/admins/me", { body: { admin: ownerAdmin } });
  const view = renderPage(
    <RequireAdmin>
      <AdminShipmentsPage />
    </RequireAdmin>,
    { url, path: "/admin/shipments" },
  );
  const lastQuery = () => network.requests("GET", LIST).at(-1)?.query;
  const location = () => view.router.state.location.search;
  return { ...view, network, lastQuery, location };
}

describe("the staff list page", () => {
  it("loads the page the URL names and shows its rows, the total and 'Shipments Loaded!'", async () => {
    const { network, findByText, toasts, lastQuery } = renderList();
    network.on("GET", LIST, listAnswer);

    expect((await screen.findAllByRole("link", { name: "SWG1001" })).length).toBeGreaterThan(0);
    expect(lastQuery()).toEqual({ page: "1", pageSize: "20", sort: "desc" });
    await findByText("Page 1 of 3 · 45 shipments");
    expect(screen.getAllByRole("link", { name: "SWG1020" }).length).toBeGreaterThan(0);
    await waitFor(() => expect(toasts()).toContain("Shipments Loaded!"));
  });

  it("sends search, status, column sort and page to the server and keeps them in the URL", async () => {
    const { network, user, lastQuery, location, findByText } = renderList("/admin/shipments?page=2");
    network.on("GET", LIST, listAnswer);
    await findByText("Page 2 of 3 · 45 shipments");
    expect(lastQuery()).toMatchObject({ page: "2" });

    // A new search starts again from page 1.
    await user.type(screen.getByRole("searchbox"), "  ada@example.com ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(lastQuery()).toEqual({ page: "1", pageSize: "20", q: "ada@example.com", sort: "desc" }));
    expect(location()).toBe("?q=ada%40example.com");

    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Delivered");
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: "ada@example.com", status: "Delivered", page: "1" }));

    await user.click(screen.getByRole("button", { name: "Tracking No." }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sortBy: "tracking_number", sort: "asc" }));
    expect(screen.getByRole("columnheader", { name: "Tracking No." }).getAttribute("aria-sort")).toBe("ascending");

    await findByText("Page 1 of 3 · 45 shipments");
    await user.click(screen.getByRole("button", { name: "Next" }));
    await waitFor(() =>
      expect(lastQuery()).toMatchObject({ page: "2", status: "Delivered", sortBy: "tracking_number" }),
    );
    expect(new URLSearchParams(location()).get("page")).toBe("2");
  });

  it("drops a status the list does not know from the URL, says so, and loads the whole list", async () => {
    const insertions = watchInsertions();
    const { network, lastQuery, location, findByText } = renderList("/admin/shipments?status=Lost");
    network.on("GET", LIST, listAnswer);

    const notice = await findByText("Ignored the unknown status “Lost”: showing all shipments instead.");
    // Said in the status region that was on the page before it, so screen readers announce it (WCAG 4.1.3).
    expect(insertions.arrivedInStatusRegion(notice)).toBe(true);
    await waitFor(() => expect(location()).toBe(""));
    expect(network.requests("GET", LIST).every((request) => !("status" in request.query))).toBe(true);
    expect(lastQuery()).toEqual({ page: "1", pageSize: "20", sort: "desc" });
  });

  it("shows the list's error when it cannot load, with the server's reason in a toast", async () => {
    const { network, findByText, toasts } = renderList();
    network.on("GET", LIST, { status: 403, body: { error: "Your role cannot see shipments." } });

    await findByText("Error loading shipments!");
    await waitFor(() => expect(toasts()).toContain("Your role cannot see shipments."));
    expect(screen.queryByRole("link", { name: /SWG/ })).toBeNull();
  });

  it("says why the list did not load, in an alert, and 'Try again' loads it", async () => {
    const { network, findByRole, user } = renderList();
    let failing = true;
    network.on("GET", LIST, (request: SentRequest) =>
      failing ? { status: 429, body: { error: "Too many requests." } } : listAnswer(request),
    );

    const alert = await findByRole("alert");
    expect(alert.textContent).toContain("Error loading shipments!");
    expect(alert.textContent).toContain("Too many requests.");
    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findAllByRole("link", { name: "SWG1001" })).length).toBeGreaterThan(0);
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("a page change that fails shows no previous page's rows while it is tried, then the failure with 'Try again' for that page", async () => {
    const { network, findByRole, findByText, user, lastQuery } = renderList();
    let failing = false;
    network.on("GET", LIST, (request: SentRequest) =>
      failing && request.query.page === "2"
        ? { status: 503, body: { error: "The server is busy." } }
        : listAnswer(request),
    );
    await findByText("Page 1 of 3 · 45 shipments");
    expect(screen.getAllByRole("link", { name: "SWG1001" }).length).toBeGreaterThan(0);

    failing = true;
    await user.click(screen.getByRole("button", { name: "Next" }));
    // A 503 is asked again twice (a second, then two): page 1's rows are not shown as page 2's meanwhile.
    await waitFor(() => expect(network.requests("GET", LIST).filter((r) => r.query.page === "2")).toHaveLength(1));
    expect(screen.queryByRole("link", { name: "SWG1001" })).toBeNull();
    const alert = await findByRole("alert", {}, { timeout: 8000 });
    expect(alert.textContent).toContain("Error loading shipments!");
    expect(alert.textContent).toContain("The server is busy.");
    expect(screen.queryByRole("link", { name: "SWG1001" })).toBeNull();

    failing = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect((await screen.findAllByRole("link", { name: "SWG1021" })).length).toBeGreaterThan(0);
    expect(lastQuery()).toMatchObject({ page: "2" });
    expect(screen.queryByRole("alert")).toBeNull();
  }, 15_000);

  it("while the next page loads, the pager says which page is loading and is busy, not 'Page 1 of 3'", async () => {
    const { network, findByText, user } = renderList();
    const second = deferred();
    network.on("GET", LIST, (request: SentRequest) =>
      request.query.page === "2" ? second.promise : listAnswer(request),
    );
    await findByText("Page 1 of 3 · 45 shipments");

    await user.click(screen.getByRole("button", { name: "Next" }));
    const pager = screen.getByRole("navigation", { name: "Pagination" });
    await waitFor(() => expect(pager.textContent).toContain("Loading page 2…"));
    expect(pager.textContent).not.toContain("Page 1 of 3");
    expect(pager.getAttribute("aria-busy")).toBe("true");
    const next = screen.getByRole("button", { name: "Next" });
    expect(next.getAttribute("aria-disabled")).toBe("true");
    // A click meanwhile asks for no other page.
    await user.click(next);
    expect(network.requests("GET", LIST).map((r) => r.query.page)).toEqual(["1", "2"]);

    second.resolve(listAnswer({ query: { page: "2" } } as unknown as SentRequest));
    await findByText("Page 2 of 3 · 45 shipments");
    expect(pager.getAttribute("aria-busy")).toBeNull();
    expect(screen.getByRole("button", { name: "Next" }).getAttribute("aria-disabled")).toBeNull();
  });

  it("announces a bulk change's outcome once, by its toast in the Notifications region that was there before it", async () => {
    // The confirmation's code loads with the first pick; loaded here, so a busy machine does not time the test out.
    await loadConfirmDialog();
    const { network, findByText, toasts, user } = renderList();
    network.on("GET", LIST, listAnswer);
    const done = deferred();
    network.on("POST", "/api/shipment/bulk-status", () => done.promise);
    await findByText("Page 1 of 3 · 45 shipments");
    const notifications = screen.getByRole("region", { name: "Notifications" });

    await user.click(screen.getAllByRole("checkbox", { name: "Select SWG1001" })[0]!);
    const bar = screen.getByRole("region", { name: "Bulk actions" });
    await user.selectOptions(within(bar).getByLabelText("New status"), "Delivered");
    await user.click(within(bar).getByRole("button", { name: "Change status" }));
    const dialog = within(await screen.findByRole("alertdialog"));
    await waitFor(() => expect(screen.getByRole("alertdialog").style.pointerEvents).toBe("auto"));
    await user.click(dialog.getByRole("button", { name: "Change status" }));
    done.resolve({
      body: {
        message: "1 of 1 shipments changed to Delivered.",
        shipment_status: "Delivered",
        changed: 1,
        emails: 0,
        results: [{ id: 1, tracking_number: "SWG1001", ok: true }],
      },
    });

    const results = await screen.findByRole("region", { name: "Bulk status change results" });
    expect(within(results).getByText("1 of 1 shipments changed to Delivered.")).toBeTruthy();
    // The panel arrives with its text: a status region in it would go unsaid by several screen readers, or say the
    // summary a second time after the toast.
    expect(within(results).queryByRole("status")).toBeNull();
    await waitFor(() => expect(toasts()).toContain("1 of 1 shipments changed to Delivered."));
    expect(screen.getByRole("region", { name: "Notifications" })).toBe(notifications);
    expect(network.requests("POST", "/api/shipment/bulk-status").map((r) => r.body)).toEqual([
      { ids: [1], shipment_status: "Delivered", notify: true },
    ]);
  });
});
