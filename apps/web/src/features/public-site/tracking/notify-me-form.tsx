import { TRACKING_NOTIFY_TEXTS } from "@app/shared/tracking/notify";
import { type FormEvent, useId, useState } from "react";
import { Form, SubmitButton, useFormMessage } from "../../../components/ui/form";
import { ApiError } from "../../../lib/api";
import { subscribeToTracking } from "../api/track-notify";

/**
 * "Notify me" under a tracking result: the visitor's e-mail gets each milestone of this number once they confirm by
 * the e-mailed link. The schema (and zod) loads when the visitor starts typing, like the lookup's.
 */
export function NotifyMeForm({ trackingNumber }: { trackingNumber: string }) {
  const inputId = useId();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const message = useFormMessage();
  const loadSchema = () => import("@app/shared/tracking/tracking");

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    message.clear();
    const { trackingSubscribeSchema } = await loadSchema();
    const parsed = trackingSubscribeSchema.safeParse({ tracking_number: trackingNumber, email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      const result = await subscribeToTracking(parsed.data);
      message.succeed(result.message);
      setEmail("");
    } catch (failure) {
      message.fail(failure instanceof ApiError ? failure.message : TRACKING_NOTIFY_TEXTS.failed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Form
      form={{ onSubmit: (event) => void onSubmit(event), pending }}
      aria-label="Notify me"
      className="mt-10 space-y-3 rounded-lg bg-brand-50 p-4"
    >
      <h3 className="text-lg font-bold text-slate-900">Notify me</h3>
      <p className="text-sm text-slate-700">Get an e-mail at each milestone of this shipment.</p>
      <label htmlFor={inputId} className="block text-sm font-medium text-slate-700">
        Email address
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={() => void loadSchema()}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-message` : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500"
        />
        <SubmitButton
          bare
          busyLabel="Submitting..."
          className="rounded-md bg-brand-700 px-5 py-2 font-bold text-white hover:bg-brand-800 disabled:opacity-70 aria-disabled:opacity-70"
        >
          Notify me
        </SubmitButton>
      </div>
      {error && (
        <p id={`${inputId}-message`} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      {message.shown}
    </Form>
  );
}
