import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { customer } from "../../test/customer";
import { fakeNetwork } from "../../test/fake-network";
import { ownerAdmin } from "../../test/staff";
import { AppProviders } from "../app-providers";
import { useReplyToTicket } from "../features/tickets/api/reply-to-ticket";
import AdminPackagesPage from "../routes/admin/packages";
import TicketsPage from "../routes/user/tickets";
import { RequireAdmin } from "./admin-session";
import { RequireCustomer } from "./customer-session";
import { queryClient } from "./query-client";

/**
 * Spec §4: a session that has ended is cleared and the user sent to log in. The server ends sessions on its own
 * (logout elsewhere, a password change or reset, expiry, a deactivated staff account): the first call of the area
 * that answers 401 must lead to the login page, with the way back, and forget the records of that session.
 */
const chidi = customer();
const expired = { status: 401, body: { error: "Your session has expired. Please log in again." } };
const empty = { pagination: { page: 1, pageSize: 20, total: 0, totalPages: 1, totalIsCapped: false } };

/** The area's page under its guard, and both login pages, as the route table has them. */
function renderArea(url: string, page: React.ReactNode) {
  const router = createMemoryRouter(
    [
      { path: "/login", element: <p>customer login</p> },
      { path: "/admin/login", element: <p>staff login</p> },
      { path: "*", element: <AppProviders>{page}</AppProviders> },
    ],
    { initialEntries: [url] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

/** The back office's packages list, shown once the first answers are in. */
async function renderStaffList() {
  const router = renderArea(
    "/admin/packages",
    <RequireAdmin>
      <AdminPackagesPage />
    </RequireAdmin>,
  );
  await screen.findByText("No record to display.");
  return router;
}

/** The shown page's records are loaded again (as a click on the menu or a list's page does). */
const reloadRecords = () => queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== "session" });

const where = (router: ReturnType<typeof renderArea>) => router.state.location.pathname + router.state.location.search;

/** One call away: a reply button, as the ticket page's form sends it (a mutation, not a query). */
function ReplyButton() {
  const reply = useReplyToTicket(3);
  return (
    <button type="button" onClick={() => reply.mutate("Any news?")}>
      Reply
    </button>
  );
}

describe("a session ended on the server", () => {
  it("sends a customer whose list answers 401 to /login and back, and forgets the cached records", async () => {
    let live = true;
    const network = fakeNetwork()
      .on("GET", "/api/users/me", () => (live ? { body: { user: chidi } } : expired))
      .on("GET", "/api/tickets", { body: { tickets: [], ...empty } });
    const router = renderArea(
      "/user/support",
      <RequireCustomer>
        <TicketsPage />
      </RequireCustomer>,
    );
    await screen.findByText("No record to display.");
    // Ended elsewhere; the cached "who is signed in" is still fresh, so only the list's call finds out.
    live = false;
    network.on("GET", "/api/tickets", expired);
    await reloadRecords();
    await screen.findByText("customer login");
    expect(where(router)).toBe("/login?next=%2Fuser%2Fsupport");
    expect(queryClient.getQueryCache().findAll({ queryKey: ["tickets"] })).toHaveLength(0);
    expect(network.requests("GET", "/api/users/me")).toHaveLength(2);
  });

  it("sends a customer whose form's call answers 401 to /login", async () => {
    let live = true;
    fakeNetwork()
      .on("GET", "/api/users/me", () => (live ? { body: { user: chidi } } : expired))
      .on("POST", "/api/tickets/3/response", expired);
    const router = renderArea(
      "/user/support/3",
      <RequireCustomer>
        <ReplyButton />
      </RequireCustomer>,
    );
    const button = await screen.findByRole("button", { name: "Reply" });
    live = false;
    await userEvent.click(button);
    await screen.findByText("customer login");
    expect(where(router)).toBe("/login?next=%2Fuser%2Fsupport%2F3");
  });

  it("sends a deactivated staff member to /admin/login and back", async () => {
    let live = true;
    const deactivated = { status: 401, body: { error: "Your staff account has been deactivated." } };
    fakeNetwork()
      .on("GET", "/api/admins/me", () => (live ? { body: { admin: ownerAdmin } } : deactivated))
      .on("GET", "/api/admin/packages", () => (live ? { body: { packages: [], ...empty } } : deactivated));
    const router = await renderStaffList();
    live = false;
    await reloadRecords();
    await screen.findByText("staff login");
    expect(where(router)).toBe("/admin/login?next=%2Fadmin%2Fpackages");
  });

  it("keeps a user whose session is still live on the page after a 401 that is not about it", async () => {
    const network = fakeNetwork()
      .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
      .on("GET", "/api/admin/packages", { body: { packages: [], ...empty } });
    const router = await renderStaffList();
    network.on("GET", "/api/admin/packages", expired);
    await reloadRecords();
    // The server was asked again and still names the staff member: nobody is signed out.
    await waitFor(() => expect(network.requests("GET", "/api/admins/me")).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(where(router)).toBe("/admin/packages");
    expect(screen.queryByText("staff login")).toBeNull();
  });
});
