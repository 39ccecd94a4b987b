import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PACKING_TEXTS } from "@app/shared/ship-requests/staff";
import { fakeNetwork } from "../../../../../test/fake-network";
import { renderPage } from "../../../../../test/render";
import { staffAdmin } from "../../../../../test/staff";
import { RequireAdmin } from "../../../../lib/admin-session";
import { PackForm } from "./pack-form";

/** The packing table's confirm step against a faked API: what the packer reads before "Pack and invoice". */
const PRICE = "/api/admin/ship-requests/7/pack/price";
const manager = staffAdmin("manager");
const amount = (total_minor: number) => ({ total_minor, currency: "USD", text: `$${(total_minor / 100).toFixed(2)}` });

/** The form with one box filled in, against an API whose price answers `answer`. */
async function filledIn(answer: Record<string, unknown>, photosMissing = false) {
  const network = fakeNetwork()
    .on("GET", "/api/admins/me", { body: { admin: manager } })
    .on("POST", PRICE, {
      body: { insurance_unpriced: false, duty: null, notes: [], contents_photos_missing: false, ...answer },
    });
  const { user } = renderPage(
    <RequireAdmin>
      <PackForm requestId={7} photosMissing={photosMissing} />
    </RequireAdmin>,
  );
  for (const label of ["Weight", "Length", "Width", "Height"]) {
    await user.type(await screen.findByLabelText(label, { exact: true }), "10");
  }
  return { network, user };
}

async function priced(answer: Record<string, unknown>) {
  const { user } = await filledIn(answer);
  await user.click(screen.getByRole("button", { name: "Pack and invoice" }));
  return screen.findByRole("alertdialog");
}

describe("the pack form's confirm dialog", () => {
  it("lists the duty as its own line, so the lines add up to the amount in the title", async () => {
    const dialog = await priced({
      amount: amount(32738),
      boxes: [
        { label: "Box 1 of 2", total_minor: 12080 },
        { label: "Box 2 of 2", total_minor: 8630 },
      ],
      duty: { label: "Duties and taxes (estimated)", total_minor: 12028 },
    });
    expect(dialog.textContent).toContain("Pack and invoice $327.38?");
    const lines = within(dialog).getByRole("list", { name: "What the amount is made of" });
    expect(
      within(lines)
        .getAllByRole("listitem")
        .map((li) => li.textContent),
    ).toEqual(["Box 1 of 2: $120.80", "Box 2 of 2: $86.30", "Duties and taxes (estimated): $120.28"]);
  });

  it("shows why no duty is on the invoice before the packer confirms", async () => {
    const note = "No duties and taxes on the invoice: Line 1 (Office chair) has no HS code.";
    const dialog = await priced({
      amount: amount(7200),
      boxes: [{ label: "Box 1 of 1", total_minor: 7200 }],
      notes: [note],
    });
    expect(within(dialog).getByRole("alert").textContent).toBe(note);
    expect(within(dialog).queryByRole("list")).toBeNull();
  });

  it("warns that packing is refused while the photos of the contents the customer asked for are missing", async () => {
    const dialog = await priced({
      amount: amount(7200),
      boxes: [{ label: "Box 1 of 1", total_minor: 7200 }],
      contents_photos_missing: true,
    });
    expect(within(dialog).getByRole("alert").textContent).toBe(
      "The customer asked for photos of the contents: add at least one packing photo first.",
    );
    // Confirm would only be refused (409): it is disabled, Cancel still closes.
    expect(within(dialog).getByRole("button", { name: /^Pack and invoice/ })).toHaveProperty("disabled", true);
    expect(within(dialog).getByRole("button", { name: "Cancel" })).toHaveProperty("disabled", false);
  });
});

describe("the pack form of a request whose customer asked for photos of the contents", () => {
  it("says beside 'Pack and invoice' that a packing photo is needed, and does not price or pack until one is taken", async () => {
    const { network, user } = await filledIn({ amount: amount(7200), boxes: [] }, true);
    const button = screen.getByRole("button", { name: "Pack and invoice" });
    // Visible before any click, and read with the button (which stays focusable).
    expect(button.getAttribute("aria-disabled")).toBe("true");
    expect(button.getAttribute("aria-describedby")).toBeTruthy();
    const hint = document.getElementById(button.getAttribute("aria-describedby") ?? "");
    expect(hint?.textContent).toBe(PACKING_TEXTS.contentsPhotosMissing);
    button.focus();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(network.requests("POST", PRICE)).toEqual([]);
  });

  it("is a plain button without the message once a photo is taken (or none was asked)", async () => {
    await filledIn({ amount: amount(7200), boxes: [] });
    const button = screen.getByRole("button", { name: "Pack and invoice" });
    expect(button.hasAttribute("aria-disabled")).toBe(false);
    expect(screen.queryByText(PACKING_TEXTS.contentsPhotosMissing)).toBeNull();
  });
});
