import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { CODE_ACCEPTED, StaffResetForm } from "./staff-reset-form";

/** Presses the step's button by keyboard, as a keyboard user does, once it takes presses. */
async function pressByKeyboard({ user }: ReturnType<typeof renderPage>, name: string) {
  const button = await screen.findByRole("button", { name });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  button.focus();
  await user.keyboard("{Enter}");
}

/** Focus is on the message reading `text`, focusable by script only (not on <body>, where the removed button left it). */
async function expectFocusOn(text: string) {
  await waitFor(() => expect(document.activeElement?.textContent).toBe(text));
  expect((document.activeElement as HTMLElement).tabIndex).toBe(-1);
  expect(document.activeElement?.closest("[role=status]")).not.toBeNull();
}

describe("the staff forgot-password card", () => {
  it("hands focus at each step to what happened, and Tab goes on to the next step's field", async () => {
    const network = fakeNetwork();
    network.on("POST", "/api/admins/otp/send-otp", {
      body: { message: "If the address has an account, we have sent a 6-digit reset code." },
    });
    network.on("POST", "/api/admins/otp/verify-otp", { body: { token: "reset-token" } });
    network.on("POST", "/api/admins/password/reset-password", { body: { message: "Password reset successful!" } });
    const view = renderPage(<StaffResetForm />);

    await view.user.type(view.getByLabelText(/Email/), "ada@swiftway.test");
    await pressByKeyboard(view, "Send Code");
    await expectFocusOn("If the address has an account, we have sent a 6-digit reset code.");
    await view.user.tab();
    expect(document.activeElement).toBe(view.getByLabelText(/Code/));

    await view.user.keyboard("123456");
    await pressByKeyboard(view, "Verify");
    await expectFocusOn(CODE_ACCEPTED);
    await view.user.tab();
    expect(document.activeElement).toBe(view.getByLabelText("New Password"));

    await view.user.keyboard("NewSecret123");
    await pressByKeyboard(view, "Reset Password");
    await expectFocusOn("Password reset successful!");
    expect(view.getByRole("link", { name: "Log in with your new password" })).toBeTruthy();
  });
});
