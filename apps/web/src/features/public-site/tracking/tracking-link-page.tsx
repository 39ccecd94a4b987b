import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { FormMessage } from "../../../components/ui/field";
import { ApiError } from "../../../lib/api";
import { PageBanner } from "../components/page-banner";
import { usePageMeta } from "../page-meta";
import { titled } from "../page-title";

type Outcome =
  | { state: "checking" }
  | { state: "done"; message: string; trackingNumber: string }
  | { state: "failed"; error: string };

/**
 * The page a "Notify me" e-mail's link opens (confirm, unsubscribe): it sends the link's token once on load and
 * says what happened, with a way back to the shipment. The prerendered page (no token at build) says it is checking.
 */
export function TrackingLinkPage({
  title,
  description,
  act,
  invalid,
}: {
  title: string;
  description: string;
  act: (token: string) => Promise<{ message: string; tracking_number: string }>;
  invalid: string;
}) {
  usePageMeta({ title: titled(title), description });
  const token = useSearchParams()[0].get("token") ?? "";
  const [outcome, setOutcome] = useState<Outcome>({ state: "checking" });

  useEffect(() => {
    let current = true;
    if (!token) {
      setOutcome({ state: "failed", error: invalid });
      return;
    }
    act(token).then(
      (result) =>
        current && setOutcome({ state: "done", message: result.message, trackingNumber: result.tracking_number }),
      (error) => current && setOutcome({ state: "failed", error: error instanceof ApiError ? error.message : invalid }),
    );
    return () => {
      current = false;
    };
  }, [token, act, invalid]);

  return (
    <>
      <PageBanner title={title} />
      <div className="bg-slate-50">
        <div aria-live="polite" className="mx-auto max-w-3xl space-y-6 px-6 py-12">
          {outcome.state === "checking" && <p className="text-slate-600">Checking your link...</p>}
          {outcome.state === "failed" && <FormMessage kind="error">{outcome.error}</FormMessage>}
          {outcome.state === "done" && (
            <>
              <FormMessage kind="success">{outcome.message}</FormMessage>
              <Link
                to={`/track-package/${encodeURIComponent(outcome.trackingNumber)}`}
                className="inline-block font-semibold text-brand-700 underline"
              >
                Track {outcome.trackingNumber}
              </Link>
            </>
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
