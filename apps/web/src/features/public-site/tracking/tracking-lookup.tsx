import type { TrackingResult } from "@app/shared/tracking/tracking";
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from "react";
import { useNavigate, useParams } from "react-router";
import { FormMessage } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { ApiError } from "../../../lib/api";
import { TRACKING_FAILED, trackPackage } from "../api/track-package";
import { TrackingResultCard } from "./tracking-result";

// The shared schema (and zod with it) loads when the visitor starts typing, not with the page:
// a looked-up link (/track-package/{id}) never needs it.
const loadTrackingSchema = () => import("@app/shared/tracking/tracking");

type Lookup =
  | { state: "idle" }
  | { state: "loading" }
  | { state: "found"; result: TrackingResult }
  | { state: "failed"; error: string };

/**
 * The tracking form of /track-package and /track-package/{id}. A number different from the URL's
 * navigates to /track-package/{number} (a shareable link), which looks it up on load; the same
 * number is looked up again directly.
 */
export function TrackingLookup() {
  const { id } = useParams();
  const navigate = useNavigate();
  const inputId = useId();
  const [value, setValue] = useState(id ?? "");
  const [inputError, setInputError] = useState<string>();
  const [lookup, setLookup] = useState<Lookup>({ state: "idle" });
  const pending = useRef<AbortController | null>(null);

  const look = useCallback(async (trackingNumber: string) => {
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setLookup({ state: "loading" });
    try {
      const result = await trackPackage(trackingNumber, controller.signal);
      if (!controller.signal.aborted) setLookup({ state: "found", result });
    } catch (error) {
      if (controller.signal.aborted) return;
      setLookup({ state: "failed", error: error instanceof ApiError ? error.message : TRACKING_FAILED });
    }
  }, []);

  useEffect(() => {
    setValue(id ?? "");
    setInputError(undefined);
    if (id) void look(id);
    else setLookup({ state: "idle" });
    return () => pending.current?.abort();
  }, [id, look]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { trackingFormSchema } = await loadTrackingSchema();
    const parsed = trackingFormSchema.safeParse({ tracking_number: value });
    if (!parsed.success) {
      setInputError(parsed.error.issues[0]?.message);
      return;
    }
    setInputError(undefined);
    const trackingNumber = parsed.data.tracking_number;
    if (trackingNumber !== id) navigate(`/track-package/${encodeURIComponent(trackingNumber)}`);
    else void look(trackingNumber);
  };

  const loading = lookup.state === "loading";
  return (
    <div>
      <Form
        form={{ onSubmit: (event) => void onSubmit(event), pending: loading }}
        aria-label="Track a package"
        className="rounded-xl bg-white p-6 shadow-lg"
      >
        <label htmlFor={inputId} className="block font-semibold text-slate-900">
          Tracking Number
        </label>
        <div className="mt-2 flex flex-col gap-3 sm:flex-row">
          <input
            id={inputId}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            onFocus={() => void loadTrackingSchema()}
            placeholder="e.g. SWG4821ABC"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={Boolean(inputError)}
            aria-describedby={inputError ? `${inputId}-message` : undefined}
            className="min-w-0 flex-1 rounded-md border border-slate-300 px-4 py-3 font-mono text-lg placeholder:font-sans placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500"
          />
          <SubmitButton
            bare
            busyLabel="Tracking..."
            className="rounded-md bg-brand-700 px-8 py-3 font-bold text-white hover:bg-brand-800 disabled:opacity-70 aria-disabled:opacity-70"
          >
            Track
          </SubmitButton>
        </div>
        {inputError && (
          <p id={`${inputId}-message`} role="alert" className="mt-2 text-sm text-red-600">
            {inputError}
          </p>
        )}
      </Form>
      {/* The outcome is spoken as well as drawn: the result card appears below without taking focus. */}
      <div role="status" className="mt-6">
        {loading && <p className="text-slate-600">Looking up your package...</p>}
        {lookup.state === "failed" && <FormMessage kind="error">{lookup.error}</FormMessage>}
        {lookup.state === "found" && (
          <p className="sr-only">
            {`Tracking number ${lookup.result.tracking_number} found. Shipment status: ${lookup.result.shipment_status}. Payment status: ${lookup.result.payment_status}.`}
          </p>
        )}
      </div>
      {lookup.state === "found" && <TrackingResultCard result={lookup.result} />}
    </div>
  );
}
