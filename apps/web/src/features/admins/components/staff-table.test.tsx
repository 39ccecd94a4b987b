import type { StaffMember } from "@app/shared/admins/admins";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { ownerAdmin } from "../../../../test/staff";
import { RequireAdmin } from "../../../lib/admin-session";
import AdminStaffPage from "../../../routes/admin/staff";

/** /admin/staff's row actions against a faked API: what needs a second look before it is sent, and what it says. */
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

const page = (staff: StaffMember[]) => ({
  body: { staff, pagination: { page: 1, pageSize: 20, total: staff.length, totalPages: 1 } },
});

function renderStaff(staff: StaffMember[] = [member]) {
  const network = fakeNetwork()
    .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
    .on("GET", "/api/admins", page(staff));
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

  it("asks an owner before they give themselves another role, saying what they lose; then reads their session again", async () => {
    const me: StaffMember = { ...member, ...ownerAdmin, role: "owner" };
    const { network, user, toasts } = renderStaff([
      me,
      { ...member, role: "owner", id: 3, email: "other@example.com" },
    ]);
    network.on("PATCH", "/api/admins/1/role", {
      body: { message: "Role updated.", staff: { ...me, role: "manager" } },
    });
    const ask = async () => {
      await user.click(screen.getAllByRole("button", { name: "Confirm" })[0]!);
      return screen.findByRole("alertdialog", { name: "Change your own role to manager?" }, { timeout: 5000 });
    };
    const demote = async () => {
      await user.click((await screen.findAllByRole("button", { name: "Edit role of owner@example.com" }, SLOW))[0]!);
      await user.selectOptions(screen.getAllByRole("combobox", { name: "role of owner@example.com" })[0]!, "manager");
      return ask();
    };

    const dialog = await demote();
    expect(dialog.textContent).toContain("You stop being an owner at once and lose the staff list");
    expect(dialog.textContent).toContain("Only another owner can make you an owner again.");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(network.requests("PATCH", "/api/admins/1/role")).toHaveLength(0);

    const sessionReads = network.requests("GET", "/api/admins/me").length;
    // Cancel leaves the choice open in the row, as for a customer's e-mail.
    const again = await ask();
    await user.click(within(again).getByRole("button", { name: "Change my role" }));
    await waitFor(() => expect(toasts()).toContain("Role updated."));
    expect(network.requests("PATCH", "/api/admins/1/role").at(-1)?.body).toEqual({ role: "manager" });
    await waitFor(() => expect(network.requests("GET", "/api/admins/me").length).toBeGreaterThan(sessionReads));
  }, 30_000);

  it("shows an account that has not verified its e-mail as invited, not active; a deactivated one gets no new link", async () => {
    const invited = { ...member, id: 4, email: "invited@example.com", verified: false };
    const dropped = { ...member, id: 5, email: "dropped@example.com", verified: false, active: false };
    renderStaff([member, invited, dropped]);
    const rowOf = async (email: string) =>
      (await screen.findAllByRole("row", {}, SLOW)).find((row) => row.textContent?.includes(email))!;

    // Each row's badges as "stored value: text" (the role's badge is one of them).
    const badges = async (email: string) =>
      [...(await rowOf(email)).querySelectorAll("[data-status]")].map(
        (b) => `${b.getAttribute("data-status")}: ${b.textContent}`,
      );
    expect(await badges("invited@example.com")).toContain("unverified: Invited — not yet verified");
    expect(await badges("invited@example.com")).not.toContain("active: Active");
    expect(within(await rowOf("invited@example.com")).getByRole("button", { name: "Resend link" })).toBeTruthy();
    expect(await badges("worker@example.com")).toContain("active: Active");
    expect(await badges("dropped@example.com")).toContain("deactivated: Deactivated");
    expect(within(await rowOf("dropped@example.com")).queryByRole("button", { name: "Resend link" })).toBeNull();
  });
});
