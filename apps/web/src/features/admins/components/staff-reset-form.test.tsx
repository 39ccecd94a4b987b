import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { expectFocusOn, pressByKeyboard } from "../../../../test/focus";
import { renderPage } from "../../../../test/render";
import { CODE_ACCEPTED, StaffResetForm } from "./staff-reset-form";

/** Focus is on the message reading `text`, in the card's status line. */
async function expectFocusOnStatus(text: string) {
  const message = await expectFocusOn(text);
  expect(message.closest("[role=status]")).not.toBeNull();
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
    await expectFocusOnStatus("If the address has an account, we have sent a 6-digit reset code.");
    await view.user.tab();
    expect(document.activeElement).toBe(view.getByLabelText(/Code/));

    await view.user.keyboard("123456");
    await pressByKeyboard(view, "Verify");
    await expectFocusOnStatus(CODE_ACCEPTED);
    await view.user.tab();
    expect(document.activeElement).toBe(view.getByLabelText("New Password"));

    await view.user.keyboard("NewSecret123");
    await pressByKeyboard(view, "Reset Password");
    await expectFocusOnStatus("Password reset successful!");
    expect(view.getByRole("link", { name: "Log in with your new password" })).toBeTruthy();
  });
});
