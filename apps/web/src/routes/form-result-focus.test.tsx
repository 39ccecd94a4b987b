import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../test/fake-network";
import { expectFocusOn, pressByKeyboard } from "../../test/focus";
import { renderPage } from "../../test/render";
import { ResetPasswordForm } from "../features/accounts/components/reset-password-form";
import { OwnerSetupForm } from "../features/setup/components/owner-setup-form";
import ConfirmEmailPage from "./auth/confirm-email";
import TrackConfirmPage from "./public/track-confirm";
import TrackUnsubscribePage from "./public/track-unsubscribe";

/**
 * A form that gives way to its result (WCAG 2.4.3): pressing its button by keyboard removed the button with the form,
 * and focus fell to <body>, leaving a keyboard or screen-reader user at the top of the page. The result's message
 * now takes focus when it appears; a page that opens with its result (a link bad from the start) moves nothing.
 */
describe("the e-mail confirmation page", () => {
  it("moves focus to what the confirmation says", async () => {
    fakeNetwork().on("POST", "/api/users/confirm-email", { body: { message: "Your e-mail address is confirmed." } });
    const view = renderPage(<ConfirmEmailPage />, { url: "/confirm-email?token=abc" });
    await pressByKeyboard(view, "Confirm my e-mail address");
    const message = await expectFocusOn("Your e-mail address is confirmed.");
    expect(message.getAttribute("role")).toBe("status");
    expect(screen.queryByRole("button", { name: /Confirm/ })).toBeNull();
  });

  it("moves focus to the refusal that replaced the form", async () => {
    fakeNetwork().on("POST", "/api/users/confirm-email", {
      status: 400,
      body: { error: "This link has expired. Send a new one from your account." },
    });
    const view = renderPage(<ConfirmEmailPage />, { url: "/confirm-email?token=abc" });
    await pressByKeyboard(view, "Confirm my e-mail address");
    const message = await expectFocusOn("This link has expired. Send a new one from your account.");
    expect(message.getAttribute("role")).toBe("alert");
  });

  it("leaves focus alone when the page opens with a link that has no token", async () => {
    fakeNetwork();
    renderPage(<ConfirmEmailPage />, { url: "/confirm-email" });
    await screen.findByRole("alert");
    expect(document.activeElement).toBe(document.body);
  });
});

describe.each([
  ["confirm", TrackConfirmPage, "Confirm my e-mail", "You will get an e-mail at each milestone of SWG4821ABC."],
  ["unsubscribe", TrackUnsubscribePage, "Unsubscribe", "You will no longer get e-mails about SWG4821ABC."],
])("the tracking %s page", (path, Page, button, said) => {
  it("moves focus to what the server said, beside the link back to the shipment", async () => {
    fakeNetwork().on("POST", `/api/track-notify/${path}`, { body: { message: said, tracking_number: "SWG4821ABC" } });
    const view = renderPage(<Page />, { url: `/track-package/${path}?token=t.1` });
    await pressByKeyboard(view, button);
    await expectFocusOn(said);
    expect(screen.getByRole("link", { name: "Track SWG4821ABC" })).toBeTruthy();
  });

  it("moves focus to the refusal that replaced the form", async () => {
    fakeNetwork().on("POST", `/api/track-notify/${path}`, { status: 400, body: { error: "This link has expired." } });
    const view = renderPage(<Page />, { url: `/track-package/${path}?token=t.1` });
    await pressByKeyboard(view, button);
    await expectFocusOn("This link has expired.");
  });

  it("leaves focus alone when the page opens with a link that has no token", async () => {
    fakeNetwork();
    renderPage(<Page />, { url: `/track-package/${path}` });
    await screen.findByRole("alert");
    expect(document.activeElement).toBe(document.body);
  });
});

describe("the new password form", () => {
  it("moves focus to 'Password reset successful!' when the form gives way to the login link", async () => {
    fakeNetwork().on("POST", "/api/password/reset-password", { body: { message: "Password reset." } });
    const view = renderPage(<ResetPasswordForm token="reset-token" />);
    await view.user.type(view.getByLabelText("New Password"), "NewSecret123");
    await pressByKeyboard(view, "Reset Password");
    await expectFocusOn("Password reset successful!");
    expect(view.getByRole("link", { name: "Login with your new password" })).toBeTruthy();
  });
});

describe("the first owner's form", () => {
  it("moves focus to the server's message when the form gives way to the login link", async () => {
    fakeNetwork().on("POST", "/api/setup", {
      status: 201,
      body: { message: "Owner account created. Log in to continue." },
    });
    const view = renderPage(<OwnerSetupForm token="setup-token" />);
    await view.user.type(view.getByLabelText("First Name"), "Ada");
    await view.user.type(view.getByLabelText("Last Name"), "Obi");
    await view.user.type(view.getByLabelText("Email"), "ada@example.com");
    await view.user.type(view.getByLabelText("Password"), "OwnerSecret123");
    await view.user.type(view.getByLabelText("Confirm Password"), "OwnerSecret123");
    await pressByKeyboard(view, "CREATE OWNER ACCOUNT");
    await expectFocusOn("Owner account created. Log in to continue.");
    expect(view.getByRole("link", { name: "Go to Admin Login" })).toBeTruthy();
  });
});
