import { RETURN_TEXTS } from "@app/shared/ship-requests/packing.staff";
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { fakeNetwork } from "../../../../../test/fake-network";
import { renderPage } from "../../../../../test/render";
import { ReturnToCustomer } from "./return-to-customer";

/**
 * "Return to customer" on the packing table (decision 0140): the dialog asks the reason before anything is sent,
 * sends it, and shows the server's answer, whether it returned the request or refused.
 */
const RETURN = "/api/admin/ship-requests/9/return";
const TITLE = "Return ship request #9 to the customer?";
const REASON = "Line 2 (used clothing) cannot be shipped to Nigeria.";

async function openDialog() {
  const onReturned = vi.fn();
  const view = renderPage(<ReturnToCustomer requestId={9} onReturned={onReturned} />);
  await view.user.click(view.getByRole("button", { name: "Return to customer" }));
  // An alert dialog (it cannot be undone), once it takes clicks (Radix turns its pointer events on a render later).
  const dialog = await screen.findByRole("alertdialog", { name: TITLE });
  await waitFor(() => expect(dialog.style.pointerEvents).toBe("auto"));
  return { view, dialog: within(dialog), onReturned };
}

describe("Return to customer (staff)", () => {
  it("asks the reason first, then sends it and hands on the server's message", async () => {
    const network = fakeNetwork().on("POST", RETURN, {
      body: { message: RETURN_TEXTS.returned(9), id: 9, status: "cancelled", returned_reason: REASON },
    });
    const { view, dialog, onReturned } = await openDialog();
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText(/Reason/)));

    await view.user.click(dialog.getByRole("button", { name: "Return to customer" }));
    expect(await dialog.findByText("Say why the request is returned to the customer")).toBeTruthy();
    expect(network.requests("POST", RETURN)).toEqual([]);

    await view.user.type(dialog.getByLabelText(/Reason/), REASON);
    await view.user.click(dialog.getByRole("button", { name: "Return to customer" }));
    await waitFor(() => expect(onReturned).toHaveBeenCalledWith(RETURN_TEXTS.returned(9)));
    expect(network.requests("POST", RETURN).map((r) => r.body)).toEqual([{ reason: REASON }]);
    await waitFor(() => expect(view.queryByRole("alertdialog")).toBeNull());
  });

  it("shows the server's refusal in the dialog and keeps the reason", async () => {
    const refusal = "Only a submitted ship request can be returned to the customer: this one is packed.";
    fakeNetwork().on("POST", RETURN, { status: 409, body: { error: refusal } });
    const { view, dialog, onReturned } = await openDialog();
    await view.user.type(dialog.getByLabelText(/Reason/), REASON);
    await view.user.click(dialog.getByRole("button", { name: "Return to customer" }));
    expect(await dialog.findByText(refusal)).toBeTruthy();
    expect((dialog.getByLabelText(/Reason/) as HTMLTextAreaElement).value).toBe(REASON);
    expect(onReturned).not.toHaveBeenCalled();
  });
});
