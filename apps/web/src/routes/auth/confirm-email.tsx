import { COMPANY } from "@app/shared/core/company";
import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { busyButtonProps } from "../../components/ui/button";
import { Link } from "../../components/ui/link";
import { FormMessage } from "../../components/ui/field";
import { confirmEmail } from "../../features/accounts/api/confirm-email";
import { AuthCard, authLinkClass } from "../../features/accounts/components/auth-card";
import { ApiError } from "../../lib/api";
import { useFocusWhenShown } from "../../lib/use-focus-when-shown";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** `answered`: the result replaced the form after a press (a link bad from the start has none to replace). */
type Outcome =
  | { state: "checking" | "ready" | "sending" }
  | { state: "done" | "failed"; message: string; answered: boolean };

/**
 * /confirm-email?token=: the link of the confirmation e-mail. It confirms when the person presses the button (a mail
 * scanner that opens links changes nothing), then says what happened. The prerendered page says it is checking.
 */
export default function ConfirmEmailPage() {
  useDocumentTitle(`Confirm Your E-mail | ${COMPANY.name}`);
  const token = useSearchParams()[0].get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome>({ state: "checking" });

  useEffect(() => {
    setOutcome(token ? { state: "ready" } : { state: "failed", message: CONFIRM_TEXTS.badLink, answered: false });
  }, [token]);

  // The pressed button goes with the form: what replaced it takes its focus.
  const result = useFocusWhenShown<HTMLParagraphElement>("answered" in outcome && outcome.answered);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ state: "sending" });
    try {
      setOutcome({ state: "done", message: (await confirmEmail(token)).message, answered: true });
    } catch (error) {
      const message = error instanceof ApiError ? error.message : CONFIRM_TEXTS.badLink;
      setOutcome({ state: "failed", message, answered: true });
    }
  };

  return (
    <AuthCard
      title="Confirm your e-mail address"
      footer={
        <p>
          <Link to={outcome.state === "done" ? "/user/home" : "/login"} className={authLinkClass}>
            {outcome.state === "done" ? "Go to my account" : "Log in"}
          </Link>
        </p>
      }
    >
      <div aria-live="polite" className="space-y-4">
        {outcome.state === "checking" && <p className="text-slate-600">Checking your link...</p>}
        {(outcome.state === "ready" || outcome.state === "sending") && (
          <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
            <p className="text-slate-700">Press the button to confirm that this e-mail address is yours.</p>
            <button
              type="submit"
              {...busyButtonProps(outcome.state === "sending", undefined)}
              className="w-full rounded-md bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800 aria-disabled:opacity-70"
            >
              {outcome.state === "sending" ? "Confirming..." : "Confirm my e-mail address"}
            </button>
          </form>
        )}
        {(outcome.state === "failed" || outcome.state === "done") && (
          <FormMessage kind={outcome.state === "done" ? "success" : "error"} focusRef={result}>
            {outcome.message}
          </FormMessage>
        )}
      </div>
    </AuthCard>
  );
}
