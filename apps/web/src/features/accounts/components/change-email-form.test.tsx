import type { PublicUser } from "@app/shared/accounts/accounts";
import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import { waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { customer, signInCustomer } from "../../../../test/customer";
import { type Answer, deferred, fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { queryClient } from "../../../lib/query-client";
import { customerSessionKey } from "../../../lib/session";
import { ChangeEmailForm } from "./change-email-form";

/**
 * "Change E-mail Address" (decision 0141): the shared schema's messages before anything is sent, the server's
 * refusals under their field, and after the request the truth: a link went to the new address, nothing changes
 * until it is opened.
 */
const CHANGE = "/api/details/email";
const RESEND = "/api/users/confirm-email/resend";
const ada = customer({ firstname: "Ada", lastname: "Lovelace", email_address: "ada@example.com" });

function renderForm(user: PublicUser = ada) {
  signInCustomer(user);
  const view = renderPage(<ChangeEmailForm />);
  const address = () => view.getByLabelText("New e-mail address") as HTMLInputElement;
  const password = () => view.getByLabelText("Current password") as HTMLInputElement;
  const submit = () => view.user.click(view.getByRole("button", { name: "Send Confirmation Link" }));
  return { view, address, password, submit };
}

describe("Change E-mail Address", () => {
  it("says what happens, and checks the fields with the shared schema before sending anything", async () => {
    const network = fakeNetwork();
    const { view, address, submit } = renderForm();
    expect(view.getByText(CONFIRM_TEXTS.changeIntro("ada@example.com"))).toBeTruthy();
    await submit();
    expect(await view.findByText("Please enter a valid email address")).toBeTruthy();
    expect(view.getByText("Enter your current password.")).toBeTruthy();
    expect(address().getAttribute("aria-invalid")).toBe("true");
    await waitFor(() => expect(document.activeElement).toBe(address()));
    await view.user.type(address(), "not-an-address");
    await submit();
    expect(view.getByText("Please enter a valid email address")).toBeTruthy();
    expect(network.sent).toEqual([]);
  });

  it("shows a wrong password and the account's own address under their fields", async () => {
    let answer: Answer = {
      status: 400,
      body: { error: "The password is not right.", fields: { password: "The password is not right." } },
    };
    fakeNetwork().on("PUT", CHANGE, () => answer);
    const { view, address, password, submit } = renderForm();
    await view.user.type(address(), "ada.new@example.com");
    await view.user.type(password(), "Wrong1234");
    await submit();
    const wrong = await view.findByText("The password is not right.");
    expect(password().getAttribute("aria-describedby")).toBe(wrong.id);
    expect(password().getAttribute("aria-invalid")).toBe("true");
    expect(address().value).toBe("ada.new@example.com");

    answer = {
      status: 400,
      body: { error: CONFIRM_TEXTS.sameAddress, fields: { email_address: CONFIRM_TEXTS.sameAddress } },
    };
    await submit();
    const same = await view.findByText(CONFIRM_TEXTS.sameAddress);
    expect(address().getAttribute("aria-describedby")).toBe(same.id);
    expect(view.queryByText("The password is not right.")).toBeNull();
  });

  it("shows a refusal without a field (too many links) above the button", async () => {
    fakeNetwork().on("PUT", CHANGE, { status: 429, body: { error: CONFIRM_TEXTS.tooManyPerHour } });
    const { view, address, password, submit } = renderForm();
    await view.user.type(address(), "ada.new@example.com");
    await view.user.type(password(), "Passw0rdX");
    await submit();
    expect((await view.findByRole("alert")).textContent).toBe(CONFIRM_TEXTS.tooManyPerHour);
  });

  it("is busy while sending, then says a link went to the new address and the current one stays until then", async () => {
    const next = "ada.new@example.com";
    const answer = deferred();
    const network = fakeNetwork()
      .on("PUT", CHANGE, () => answer.promise)
      .on("POST", RESEND, { body: { message: CONFIRM_TEXTS.sent(next) } });
    const { view, address, password, submit } = renderForm();
    await view.user.type(address(), " Ada.New@Example.com ");
    await view.user.type(password(), "Passw0rdX");
    await submit();
    const busy = await view.findByRole("button", { name: "Sending link..." });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    expect(network.requests("PUT", CHANGE).map((r) => r.body)).toEqual([
      { email_address: next, password: "Passw0rdX" },
    ]);

    answer.resolve({
      body: { user: { ...ada, pending_email: next }, message: CONFIRM_TEXTS.changeRequested(next) },
    });
    // Nothing is said to have been sent before the server answered.
    expect(view.getAllByRole("status").every((s) => s.textContent === "")).toBe(true);
    await waitFor(() =>
      expect(view.getAllByRole("status").some((s) => s.textContent === CONFIRM_TEXTS.changeRequested(next))).toBe(true),
    );
    // The account's address is still the old one; the form is empty for another try.
    expect(view.getByText("ada@example.com", { selector: "strong" })).toBeTruthy();
    expect(address().value).toBe("");
    expect(password().value).toBe("");
    expect(queryClient.getQueryData<PublicUser>(customerSessionKey)?.pending_email).toBe(next);

    // A confirmed account can have the link sent again (the server sends it to the new address).
    await view.user.click(view.getByRole("button", { name: CONFIRM_TEXTS.resend }));
    expect(await view.findByText(CONFIRM_TEXTS.sent(next))).toBeTruthy();
    expect(network.requests("POST", RESEND)).toHaveLength(1);
  });

  it("shows a change already waiting; an unconfirmed account is told to ask again instead of 'send again'", async () => {
    fakeNetwork();
    const { view } = renderForm({ ...ada, email_confirmed: false, pending_email: "ada.new@example.com" });
    expect(view.getByText(CONFIRM_TEXTS.pendingChange("ada.new@example.com", "ada@example.com"))).toBeTruthy();
    expect(view.getByText(CONFIRM_TEXTS.askAgain)).toBeTruthy();
    expect(view.queryByRole("button", { name: CONFIRM_TEXTS.resend })).toBeNull();
  });
});
