import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import type { PublicUser } from "@app/shared/accounts/accounts";
import { MailWarning } from "lucide-react";
import { busyButtonProps } from "../../../components/ui/button";
import { useResendConfirmation } from "../api/confirm-email";

/**
 * Shown on every portal page while the account's e-mail address is not confirmed: why some actions are refused, and
 * "Send the link again" (the server caps it at 3 an hour and says so).
 */
export function ConfirmEmailBanner({ user }: { user: PublicUser }) {
  const state = useResendConfirmation();
  if (user.email_confirmed) return null;
  return (
    <section
      aria-label="Confirm your e-mail address"
      className="mb-4 flex flex-col gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 sm:flex-row sm:items-center"
    >
      <MailWarning aria-hidden="true" size={20} className="shrink-0" />
      <div className="flex-1 space-y-1">
        <p>{CONFIRM_TEXTS.banner(user.email_address)}</p>
        <p aria-live="polite" className={state.failed ? "font-semibold text-red-700" : "font-semibold"}>
          {state.message}
        </p>
      </div>
      <button
        type="button"
        {...busyButtonProps(state.sending, () => void state.resend())}
        className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 aria-disabled:opacity-70"
      >
        {state.sending ? "Sending..." : CONFIRM_TEXTS.resend}
      </button>
    </section>
  );
}
