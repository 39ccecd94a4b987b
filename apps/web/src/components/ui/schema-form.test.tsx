import { ACCOUNT_MESSAGES, type ChangePasswordInput } from "@app/shared/accounts/accounts";
import { accountsContract } from "@app/shared/accounts/contract";
import { screen, waitFor } from "@testing-library/react";
import { z } from "zod";
import { describe, expect, it } from "vitest";
import { deferred, fakeNetwork } from "../../../test/fake-network";
import { renderPage } from "../../../test/render";
import { call } from "../../lib/client";
import { ChangePasswordForm } from "./change-password-form";
import { TextField } from "./field";
import { Form, SubmitButton } from "./form";
import { useSchemaForm } from "./use-schema-form";

/**
 * The schema form primitive (useSchemaForm + Form + fields + SubmitButton) as a real form uses it: the change-password
 * form, validated by the shared changePasswordFormSchema, sending through the API client to a faked server.
 */
const PATH = "/api/password/change-password";
const change = (input: ChangePasswordInput) =>
  call(accountsContract.changePassword, { body: input }, { fallback: ACCOUNT_MESSAGES.passwordFailure });

function renderForm() {
  const view = renderPage(<ChangePasswordForm change={change} />);
  const field = (label: string) => view.getByLabelText(label) as HTMLInputElement;
  return { ...view, old: field("Old Password"), next: field("New Password"), confirm: field("Confirm Password") };
}

/** The message linked to a field for screen readers (its aria-describedby), or undefined. */
function messageOf(input: HTMLElement) {
  const id = input.getAttribute("aria-describedby");
  return id ? document.getElementById(id)?.textContent : undefined;
}

describe("the schema form", () => {
  it("shows the shared schema's messages under their fields, marks them invalid and sends nothing", async () => {
    const network = fakeNetwork().on("POST", PATH, { body: { message: "Password changed." } });
    const { user, old, next, confirm } = renderForm();
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    expect(messageOf(old)).toBe("Old password is required");
    expect(messageOf(next)).toBe("Password is required");
    expect(messageOf(confirm)).toBe("Confirm password is required");
    for (const input of [old, next, confirm]) expect(input.getAttribute("aria-invalid")).toBe("true");

    await user.type(old, "Current123");
    await user.type(next, "weakpass");
    await user.type(confirm, "different");
    await user.click(screen.getByRole("button", { name: "Change Password" }));
    expect(messageOf(old)).toBeUndefined();
    expect(old.getAttribute("aria-invalid")).toBe("false");
    expect(messageOf(next)).toBe("Password must contain at least one uppercase letter");
    expect(messageOf(confirm)).toBe("Passwords must match");
    expect(network.sent).toEqual([]);
  });

  it("is pending while the server works: the button waits with its busy label, keeping focus; then the form starts over", async () => {
    const answer = deferred();
    const network = fakeNetwork().on("POST", PATH, () => answer.promise);
    const { user, old, next, confirm, findByRole } = renderForm();
    await user.type(old, "Current123");
    await user.type(next, "Newpass123");
    await user.type(confirm, "Newpass123");
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    const busy = (await findByRole("button", { name: "Submitting..." })) as HTMLButtonElement;
    // aria-disabled, not disabled: a disabled button drops the focus of whoever pressed it to <body> (WCAG 2.4.3).
    expect(busy.disabled).toBe(false);
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(busy);
    // Pressed again, or Enter in a field, while it waits: nothing more is sent.
    await user.click(busy);
    await user.type(confirm, "{Enter}");
    expect(network.requests("POST", PATH)).toHaveLength(1);
    // The API takes the schema's output: the confirmation stays in the browser.
    expect(network.requests("POST", PATH).map((r) => r.body)).toEqual([
      { old_password: "Current123", new_password: "Newpass123" },
    ]);

    answer.resolve({ body: { message: "Password changed." } });
    const idle = (await findByRole("button", { name: "Change Password" })) as HTMLButtonElement;
    expect(idle.disabled).toBe(false);
    expect(idle.getAttribute("aria-disabled")).toBeNull();
    expect([old.value, next.value, confirm.value]).toEqual(["", "", ""]);
  });

  it("puts the server's field messages under their fields and keeps what was typed", async () => {
    fakeNetwork().on("POST", PATH, {
      status: 400,
      body: { error: "Old password is incorrect", fields: { old_password: "Old password is incorrect" } },
    });
    const { user, old, next, confirm, findByText } = renderForm();
    await user.type(old, "Wrong1234");
    await user.type(next, "Newpass123");
    await user.type(confirm, "Newpass123");
    await user.click(screen.getByRole("button", { name: "Change Password" }));

    await findByText("Old password is incorrect");
    expect(messageOf(old)).toBe("Old password is incorrect");
    expect(old.getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(next)).not.toBe("Old password is incorrect");
    expect([old.value, next.value]).toEqual(["Wrong1234", "Newpass123"]);
    expect((screen.getByRole("button", { name: "Change Password" }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("focuses the first invalid field in page order, not the first registered", async () => {
    const { user } = renderPage(<ChildFirstForm />);
    await user.click(screen.getByRole("button", { name: "Send" }));
    // The parent registers Second while rendering, before its child registers First (above it on the page).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("First")));

    await user.type(screen.getByLabelText("First"), "filled");
    await user.click(screen.getByRole("button", { name: "Send" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Second")));
  });
});

const twoFields = z.object({
  first: z.string().min(1, "Enter the first."),
  second: z.string().min(1, "Enter the second."),
});
type TwoFields = z.infer<typeof twoFields>;

function FirstField({ form }: { form: ReturnType<typeof useSchemaForm<TwoFields, TwoFields>> }) {
  return <TextField label="First" error={form.formState.errors.first?.message} {...form.register("first")} />;
}

/** A form whose child component (above) registers its field after the parent's own (below). */
function ChildFirstForm() {
  const form = useSchemaForm(twoFields, { defaultValues: { first: "", second: "" }, submit: () => undefined });
  const second = form.register("second");
  return (
    <Form form={form} aria-label="Two fields">
      <FirstField form={form} />
      <TextField label="Second" error={form.formState.errors.second?.message} {...second} />
      <SubmitButton busyLabel="Sending...">Send</SubmitButton>
    </Form>
  );
}
