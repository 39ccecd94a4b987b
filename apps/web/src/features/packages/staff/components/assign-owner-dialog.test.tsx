import type { StaffPackage } from "@app/shared/packages/staff";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../../test/fake-network";
import { findOpenDialog, renderPage } from "../../../../../test/render";
import { staffAdmin } from "../../../../../test/staff";
import { RequireAdmin } from "../../../../lib/admin-session";
import { AssignOwnerButton } from "./assign-owner-dialog";

/**
 * WCAG 4.1.3: the lines that follow an assignment ('… is now Ada's; they have been e-mailed …', then 'Moved to bin
 * …') go into status regions that were in the dialog, empty, before them: several screen readers do not announce a
 * status region inserted together with its text.
 */
const staff = staffAdmin("manager");
const ada = { id: 42, name: "Ada Lovelace", suite_number: "SW10001", email_address: "ada@example.com" };
const parcel: StaffPackage = {
  id: 5,
  package_code: "SWP100005",
  status: "received",
  warehouse: "Trail Richmond",
  warehouse_label: "Stafford, Texas, USA",
  carrier: "UPS",
  carrier_tracking_number: "1Z999AA10123456784",
  store: null,
  description: "Winter shoes",
  declared_value: null,
  declared_currency: null,
  weight_grams: 2000,
  length_mm: 300,
  width_mm: 200,
  height_mm: 100,
  volumetric_grams: 1200,
  condition: "good",
  condition_note: null,
  photos: [],
  received_at: "2026-12-01T10:00:00Z",
  storage: null,
  created_at: "2026-12-01T10:00:00Z",
  owner: null,
  label_owner_text: "A. Lovelace",
  bin_location: "UNK-1",
  received_by: null,
  receipt: null,
  updated_at: "2026-12-01T10:00:00Z",
  history: [],
  audit: [],
};

describe("the assignment dialog's announcements", () => {
  it("fills status regions that were there before the assignment and the move", async () => {
    const network = fakeNetwork()
      .on("GET", "/api/admins/me", { body: { admin: staff } })
      .on("GET", "/api/admin/customers/search", { body: { customers: [ada] } })
      .on("POST", "/api/admin/packages/5/owner", {
        body: { message: "SWP100005 assigned to Ada Lovelace.", package: { ...parcel, owner: ada } },
      })
      .on("PATCH", "/api/admin/packages/5", {
        body: { message: "Saved.", package: { ...parcel, owner: ada, bin_location: "B-12" } },
      });
    const { user } = renderPage(
      <RequireAdmin>
        <AssignOwnerButton packageId={5} packageCode="SWP100005" labelText="A. Lovelace" />
      </RequireAdmin>,
    );
    await user.click(await screen.findByRole("button", { name: "Assign SWP100005 to a customer" }));
    const dialog = within(await findOpenDialog("Assign SWP100005 to a customer"));
    const [assignedRegion] = dialog.getAllByRole("status");
    expect(assignedRegion?.textContent).toBe("");

    await user.type(dialog.getByRole("combobox", { name: /Customer/ }), "SW10001");
    await user.click(await dialog.findByRole("option", { name: /Ada Lovelace/ }));
    await user.click(dialog.getByRole("button", { name: "Assign" }));
    await waitFor(() =>
      expect(assignedRegion?.textContent).toBe(
        "SWP100005 is now Ada Lovelace (SW10001)'s; they have been e-mailed. Its label still says the owner is unknown.",
      ),
    );
    expect(network.requests("POST", "/api/admin/packages/5/owner").map((r) => r.body)).toEqual([{ customer_id: 42 }]);

    // The move's region is there, empty, with the form.
    const movedRegion = dialog.getAllByRole("status").find((region) => region !== assignedRegion);
    expect(movedRegion?.textContent).toBe("");
    await user.type(dialog.getByLabelText("Move it to bin"), "B-12");
    await user.click(dialog.getByRole("button", { name: "Move" }));
    await waitFor(() => expect(movedRegion?.textContent).toBe("Moved to bin B-12."));
    expect(dialog.getAllByRole("status")).toEqual([assignedRegion, movedRegion]);
    expect(dialog.getByRole("link", { name: /Print the new label/ }).getAttribute("href")).toBe(
      "/api/admin/packages/5/label",
    );
  });
});
