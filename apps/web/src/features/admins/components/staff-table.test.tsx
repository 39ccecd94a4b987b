import type { StaffMember } from "@app/shared/admins/admins";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { RequireAdmin } from "../../../lib/admin-session";
import AdminStaffPage from "../../../routes/admin/staff";

/** /admin/staff's row actions against a faked API: what needs a second look before it is sent, and what it says. */
const owner = {
  id: 1,
  firstname: "Olu",
  lastname: "Owner",
  email: "owner@example.com",
  role: "owner",
  warehouses: null,
};
const member: StaffMember = {
  id: 2,
  firstname: "Wale",
  lastname: "Worker",
  email: "worker@example.com",
  role: "worker",
  must_change_password: false,
  warehouses: null,
  verified: true,
  active: true,
  last_login_at: null,
  created_at: "2026-11-01T10:00:00Z",
};

/** The machine the tests run on may be busy: the page's first answers can take longer than the default second. */
const SLOW = { timeout: 10_000 };

function renderStaff() {
  const network = fakeNetwork()
    .on("GET", "/api/admins/me", { body: { admin: owner } })
    .on("GET", "/api/admins", {
      body: { staff: [member], pagination: { page: 1, pageSize: 20, total: 1, totalPages: 1 } },
    });
  const view = renderPage(
    <RequireAdmin>
      <AdminStaffPage />
    </RequireAdmin>,
    { url: "/admin/staff", path: "/admin/staff" },
  );
  return { ...view, network };
}

describe("the staff list's row actions", () => {
  it("asks before deactivating an account (its sessions end at once): Cancel sends nothing, Confirm deactivates", async () => {
    const { network, user, toasts } = renderStaff();
    network.on("POST", "/api/admins/2/deactivate", {
      body: {
        message: "Staff account deactivated. Its open sessions have ended.",
        staff: { ...member, active: false },
      },
    });
    const deactivate = async () =>
      user.click((await screen.findAllByRole("button", { name: "Deactivate worker@example.com" }, SLOW))[0]!);

    await deactivate();
    const dialog = await screen.findByRole(
      "alertdialog",
      { name: "Deactivate worker@example.com?" },
      { timeout: 5000 },
    );
    expect(dialog.textContent).toContain("signed out at once");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(network.requests("POST", "/api/admins/2/deactivate")).toHaveLength(0);

    await deactivate();
    const again = await screen.findByRole("alertdialog", { name: "Deactivate worker@example.com?" }, { timeout: 5000 });
    await user.click(within(again).getByRole("button", { name: "Deactivate" }));
    await waitFor(() => expect(network.requests("POST", "/api/admins/2/deactivate")).toHaveLength(1));
    await waitFor(() => expect(toasts()).toContain("Staff account deactivated. Its open sessions have ended."));
    expect(
      (await screen.findAllByRole("button", { name: "Reactivate worker@example.com" }, SLOW)).length,
    ).toBeGreaterThan(0);
  }, 30_000);

  it("reactivates without asking", async () => {
    const { network, user, toasts } = renderStaff();
    network.on("GET", "/api/admins", {
      body: { staff: [{ ...member, active: false }], pagination: { page: 1, pageSize: 20, total: 1, totalPages: 1 } },
    });
    network.on("POST", "/api/admins/2/reactivate", {
      body: { message: "Staff account reactivated.", staff: member },
    });
    await user.click((await screen.findAllByRole("button", { name: "Reactivate worker@example.com" }, SLOW))[0]!);
    await waitFor(() => expect(toasts()).toContain("Staff account reactivated."));
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("says the role was changed in the server's words, not 'Status updated!'", async () => {
    const { network, user, toasts } = renderStaff();
    network.on("PATCH", "/api/admins/2/role", {
      body: { message: "Role updated.", staff: { ...member, role: "manager" } },
    });
    await user.click((await screen.findAllByRole("button", { name: "Edit role of worker@example.com" }, SLOW))[0]!);
    await user.selectOptions(screen.getAllByRole("combobox", { name: "role of worker@example.com" })[0]!, "manager");
    await user.click(screen.getAllByRole("button", { name: "Confirm" })[0]!);
    await waitFor(() => expect(toasts()).toContain("Role updated."));
    expect(toasts()).not.toContain("Status updated!");
    expect(network.requests("PATCH", "/api/admins/2/role").at(-1)?.body).toEqual({ role: "manager" });
  });
});
