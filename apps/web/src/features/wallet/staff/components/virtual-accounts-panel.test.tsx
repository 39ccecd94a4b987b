import type { StaffVirtualAccount } from "@app/shared/wallet/virtual-accounts";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../../test/fake-network";
import { renderPage } from "../../../../../test/render";
import { VirtualAccountsPanel } from "./virtual-accounts-panel";

/**
 * A customer's account numbers on the staff customer page (decision 0093), against a faked API: who may close one,
 * the reason the form asks for before anything is sent, and what the panel shows after the server's answer.
 */
const LIST = "/api/admin/customers/7/virtual-accounts";
const CLOSE = "/api/admin/customers/7/virtual-account/deactivate";
const open: StaffVirtualAccount = {
  id: 2,
  status: "assigned",
  account_number: "9912345678",
  account_name: "SANDBOX/ADA OBI",
  bank_name: "Sandbox Bank",
  assigned_at: "2026-11-20T10:00:00Z",
  deactivated_at: null,
  deactivated_by: null,
  deactivation_reason: null,
};
const closed: StaffVirtualAccount = {
  ...open,
  status: "deactivated",
  deactivated_at: "2026-11-30T09:00:00Z",
  deactivated_by: "Olu Owner",
  deactivation_reason: "Number posted on a public page",
};

describe("the customer's account numbers (staff)", () => {
  it("shows the number in use without a way to close it to staff who may not", async () => {
    fakeNetwork().on("GET", LIST, { body: { accounts: [open] } });
    const view = renderPage(<VirtualAccountsPanel customerId={7} canClose={false} />);
    expect(await view.findByText("9912345678")).toBeTruthy();
    expect(view.getByText("In use")).toBeTruthy();
    expect(view.queryByRole("button", { name: /Deactivate/ })).toBeNull();
  });

  it("asks for the reason before sending, then shows the number closed with who and why", async () => {
    let accounts = [open];
    const network = fakeNetwork()
      .on("GET", LIST, () => ({ body: { accounts } }))
      .on("POST", CLOSE, () => {
        accounts = [closed];
        return {
          body: {
            message:
              "Account number 9912345678 is deactivated. The customer was told by e-mail and may ask for a new one.",
            account: closed,
          },
        };
      });
    const view = renderPage(<VirtualAccountsPanel customerId={7} canClose={true} />);
    await view.user.click(await view.findByRole("button", { name: "Deactivate 9912345678" }));
    await view.user.click(view.getByRole("button", { name: "Deactivate 9912345678" }));
    expect(await view.findByText("Say why the account number is closed")).toBeTruthy();
    expect(network.requests("POST", CLOSE)).toEqual([]);

    await view.user.type(view.getByLabelText(/Why is this account number closed/), "Number posted on a public page");
    await view.user.click(view.getByRole("button", { name: "Deactivate 9912345678" }));
    await waitFor(() => expect(view.getByText("Reason: Number posted on a public page")).toBeTruthy());
    expect(network.requests("POST", CLOSE).map((r) => r.body)).toEqual([{ reason: "Number posted on a public page" }]);
    expect(view.getByText("Deactivated")).toBeTruthy();
    expect(view.getByText(/Deactivated .* by Olu Owner/)).toBeTruthy();
    expect(view.queryByRole("button", { name: /Deactivate/ })).toBeNull();
    await waitFor(() =>
      expect(view.toasts()).toContain(
        "Account number 9912345678 is deactivated. The customer was told by e-mail and may ask for a new one.",
      ),
    );
  });

  it("keeps the form and says so when the provider refuses", async () => {
    fakeNetwork()
      .on("GET", LIST, { body: { accounts: [open] } })
      .on("POST", CLOSE, {
        status: 502,
        body: {
          error: "The payment provider did not deactivate the account number. Nothing was changed: please try again.",
        },
      });
    const view = renderPage(<VirtualAccountsPanel customerId={7} canClose={true} />);
    await view.user.click(await view.findByRole("button", { name: "Deactivate 9912345678" }));
    await view.user.type(view.getByLabelText(/Why is this account number closed/), "Fraud report");
    await view.user.click(view.getByRole("button", { name: "Deactivate 9912345678" }));
    await waitFor(() =>
      expect(view.toasts()).toContain(
        "The payment provider did not deactivate the account number. Nothing was changed: please try again.",
      ),
    );
    expect(view.getByText("In use")).toBeTruthy();
    expect(view.getByLabelText(/Why is this account number closed/)).toBeTruthy();
  });

  it("takes the keyboard into the reason when the form opens, and back to its button on Cancel", async () => {
    fakeNetwork().on("GET", LIST, { body: { accounts: [open] } });
    const view = renderPage(<VirtualAccountsPanel customerId={7} canClose={true} />);
    await view.user.click(await view.findByRole("button", { name: "Deactivate 9912345678" }));
    await waitFor(() => expect(document.activeElement).toBe(view.getByLabelText(/Why is this account number closed/)));
    await view.user.click(view.getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(document.activeElement).toBe(view.getByRole("button", { name: "Deactivate 9912345678" })),
    );
  });

  it("says when the customer has not asked for a number", async () => {
    fakeNetwork().on("GET", LIST, { body: { accounts: [] } });
    const view = renderPage(<VirtualAccountsPanel customerId={7} canClose={true} />);
    expect(await view.findByText("This customer has not asked for an account number.")).toBeTruthy();
  });
});
