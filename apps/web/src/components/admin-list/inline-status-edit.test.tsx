import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { findOpenDialog, renderPage } from "../../../test/render";
import { InlineStatusEdit } from "./inline-status-edit";

/** Which changes the inline edit asks about first, and in whose words. */
function renderEdit(props: Partial<Parameters<typeof InlineStatusEdit>[0]> = {}) {
  const onConfirm = vi.fn(async () => ({}));
  const view = renderPage(
    <InlineStatusEdit
      value="Pending"
      options={["Pending", "In Transit", "Delivered"]}
      label="shipment status of SWG1"
      onConfirm={onConfirm}
      {...props}
    />,
  );
  const choose = async (next: string) => {
    await view.user.click(screen.getByRole("button", { name: "Edit shipment status of SWG1" }));
    await view.user.selectOptions(screen.getByRole("combobox", { name: "shipment status of SWG1" }), next);
    await view.user.click(screen.getByRole("button", { name: "Confirm" }));
  };
  return { ...view, onConfirm, choose };
}

describe("the inline status edit's second look", () => {
  it("asks before a change that e-mails the customer, and saves without asking otherwise", async () => {
    const { onConfirm, choose, user } = renderEdit({ emailsCustomer: (next) => next === "Delivered" });
    await choose("Delivered");
    const dialog = await findOpenDialog("Change shipment status of SWG1 to Delivered?", "alertdialog");
    expect(dialog.textContent).toContain("The customer will be e-mailed about this change.");
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith("Delivered"));
    // The page takes clicks again once the dialog has gone (Radix gives the body back its pointer events).
    await waitFor(() => expect(document.body.style.pointerEvents).toBe(""));

    await choose("In Transit");
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith("In Transit"));
  });

  it("asks in the caller's words when its confirmation names the change", async () => {
    const { onConfirm, choose, user } = renderEdit({
      confirmation: (next) =>
        next === "Delivered"
          ? { title: "Really deliver?", description: "It cannot be undone.", confirmLabel: "Deliver" }
          : undefined,
    });
    await choose("Delivered");
    const dialog = await findOpenDialog("Really deliver?", "alertdialog");
    expect(dialog.textContent).toContain("It cannot be undone.");
    await user.click(within(dialog).getByRole("button", { name: "Deliver" }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledWith("Delivered"));
  });
});
