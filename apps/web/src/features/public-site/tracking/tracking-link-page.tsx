import { type FormEvent, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { Link } from "../../../components/ui/link";
import { FormMessage } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { ApiError } from "../../../lib/api";
import { useFocusWhenShown } from "../../../lib/use-focus-when-shown";
import { PageBanner } from "../components/page-banner";
import { usePageMeta } from "../page-meta";
import { titled } from "../page-title";

type Outcome =
  | { state: "checking" }
  | { state: "ready" }
  | { state: "sending" }
  | { state: "done"; message: string; trackingNumber: string }
  /** `answered`: the failure replaced the form after a press (a link bad from the start has none to replace). */
  | { state: "failed"; error: string; answered: boolean };

/**
 * The page a "Notify me" e-mail's link opens (confirm, unsubscribe). It acts only when the person presses the button,
 * so a mail scanner that opens links (even one running scripts) changes nothing; then it says what happened, with a
 * way back to the shipment. The prerendered page (no token at build) says it is checking the link.
 */
export function TrackingLinkPage({
  title,
  description,
  intro,
  actionLabel,
  act,
  invalid,
}: {
  title: string;
  description: string;
  intro: string;
  actionLabel: string;
  act: (token: string) => Promise<{ message: string; tracking_number: string }>;
  invalid: string;
}) {
  usePageMeta({ title: titled(title), description });
  const token = useSearchParams()[0].get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome>({ state: "checking" });

  useEffect(() => {
    setOutcome(token ? { state: "ready" } : { state: "failed", error: invalid, answered: false });
  }, [token, invalid]);

  // The pressed button goes with the form: what replaced it takes its focus.
  const result = useFocusWhenShown<HTMLParagraphElement>(
    outcome.state === "done" || (outcome.state === "failed" && outcome.answered),
  );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome({ state: "sending" });
    try {
      const result = await act(token);
      setOutcome({ state: "done", message: result.message, trackingNumber: result.tracking_number });
    } catch (error) {
      setOutcome({ state: "failed", error: error instanceof ApiError ? error.message : invalid, answered: true });
    }
  };

  return (
    <>
      <PageBanner title={title} />
      <div className="bg-slate-50">
        <div aria-live="polite" className="mx-auto max-w-3xl space-y-6 px-6 py-12">
          {outcome.state === "checking" && <p className="text-slate-600">Checking your link...</p>}
          {(outcome.state === "ready" || outcome.state === "sending") && (
            <Form
              form={{ onSubmit: (event) => void onSubmit(event), pending: outcome.state === "sending" }}
              aria-label={title}
              className="space-y-4"
            >
              <p className="text-slate-700">{intro}</p>
              <SubmitButton
                bare
                busyLabel="Sending..."
                className="rounded-md bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800 disabled:opacity-70 aria-disabled:opacity-70"
              >
                {actionLabel}
              </SubmitButton>
            </Form>
          )}
          {outcome.state === "failed" && (
            <FormMessage kind="error" focusRef={result}>
              {outcome.error}
            </FormMessage>
          )}
          {outcome.state === "done" && (
            <FormMessage kind="success" focusRef={result}>
              {outcome.message}
            </FormMessage>
          )}
          {outcome.state === "done" && (
            <Link
              to={`/track-package/${encodeURIComponent(outcome.trackingNumber)}`}
              className="inline-block font-semibold text-brand-700 underline"
            >
              Track {outcome.trackingNumber}
            </Link>
          )}
          {outcome.state === "failed" && (
            <Link to="/track-package" className="inline-block font-semibold text-brand-700 underline">
              Track a package
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
