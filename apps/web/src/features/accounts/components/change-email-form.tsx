import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import { type ChangeEmailInput, changeEmailSchema } from "@app/shared/accounts/email";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { LiveMessage, TextField } from "../../../components/ui/field";
import { Form, SubmitButton, useFormMessage } from "../../../components/ui/form";
import { PasswordField } from "../../../components/ui/password-field";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { ApiError, errorMessage } from "../../../lib/api";
import { useCustomer } from "../../../lib/customer-session";
import { useChangeEmail } from "../api/change-email";
import { useResendConfirmation } from "../api/confirm-email";

const EMPTY: ChangeEmailInput = { email_address: "", password: "" };

/**
 * "Change E-mail Address": the new address and the current password (PUT /api/details/email). Nothing changes until
 * the link mailed to the new address is opened (decision 0054), and the page says so: the change waiting, with the
 * server's message right after a request. A wrong password or the account's own address show under their field.
 */
export function ChangeEmailForm() {
  const user = useCustomer();
  const change = useChangeEmail();
  const outcome = useFormMessage();
  const [sent, setSent] = useState<string>();
  const form = useSchemaForm(changeEmailSchema, {
    defaultValues: EMPTY,
    onSubmitStart: outcome.clear,
    submit: async (values) => {
      const { message } = await change.mutateAsync(values);
      form.reset(EMPTY);
      setSent(message);
    },
    onFailure: (error) => {
      // A field's message shows under it; anything else (too many links, no answer) above the button.
      if (!(error instanceof ApiError && error.fields)) outcome.fail(errorMessage(error));
    },
  });
  const { errors } = form.formState;

  return (
    <div className="max-w-md space-y-5">
      <p className="text-sm text-slate-700">
        Your e-mail address is <strong className="break-all">{user.email_address}</strong>.
      </p>
      <PendingChange
        key={user.pending_email ?? ""}
        pending={user.pending_email}
        current={user.email_address}
        canResend={user.email_confirmed}
        sent={sent}
      />
      <Form form={form} className="space-y-4" aria-labelledby="change-email-heading">
        <h2 id="change-email-heading" className="text-base font-semibold text-slate-900">
          {user.pending_email ? "Use another address" : "New address"}
        </h2>
        <p className="text-sm text-slate-600">{CONFIRM_TEXTS.changeIntro(user.email_address)}</p>
        <TextField
          label="New e-mail address"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          error={errors.email_address?.message}
          {...form.register("email_address")}
        />
        <PasswordField
          label="Current password"
          autoComplete="current-password"
          hint="We ask for it so that nobody else using this device can move your account."
          error={errors.password?.message}
          {...form.register("password")}
        />
        {outcome.shown}
        <SubmitButton busyLabel="Sending link...">Send Confirmation Link</SubmitButton>
      </Form>
    </div>
  );
}

/**
 * The change waiting for its link: the server's message right after the request, else what is waiting. Its line is
 * always in the page (empty when nothing waits), so screen readers announce it when a request fills it. A confirmed
 * account can have the link sent again (the server sends it to the new address); an unconfirmed one's "send again"
 * goes to its own address, so it asks again with the form.
 */
function PendingChange({
  pending,
  current,
  canResend,
  sent,
}: {
  pending: string | null;
  current: string;
  canResend: boolean;
  sent?: string;
}) {
  const resend = useResendConfirmation();
  return (
    <div
      data-testid="pending-email"
      className={pending ? "space-y-3 rounded-md border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800" : ""}
    >
      <p role="status" className="break-words">
        {pending && (sent ?? CONFIRM_TEXTS.pendingChange(pending, current))}
      </p>
      {pending &&
        (canResend ? (
          <div className="space-y-2">
            <Button variant="secondary" onClick={() => void resend.resend()} busy={resend.sending}>
              {resend.sending ? "Sending..." : CONFIRM_TEXTS.resend}
            </Button>
            <LiveMessage
              note={resend.message ? { kind: resend.failed ? "error" : "success", text: resend.message } : null}
            />
          </div>
        ) : (
          <p>{CONFIRM_TEXTS.askAgain}</p>
        ))}
    </div>
  );
}
