import { PRESET_BOXES } from "@app/shared/packages/packages";
import { RATE_SERVICE_LABELS, RATE_SERVICES } from "@app/shared/rates/rates";
import { ratesContract } from "@app/shared/rates/contract";
import {
  QUOTE_TEXTS,
  type QuoteInput,
  type QuoteOptions,
  type QuoteResponse,
  quoteInputSchema,
} from "@app/shared/rates/quote";
import { useEffect, useState } from "react";
import { errorMessage } from "../../lib/api";
import { call } from "../../lib/client";
import { SelectField, TextField } from "../ui/field";
import { Form, SubmitButton, useFormMessage } from "../ui/form";
import { useSchemaForm } from "../ui/use-schema-form";

const EMPTY: QuoteInput = {
  origin: "",
  destination: "Lagos",
  service: "all",
  box: "custom",
  weight: "",
  weight_unit: "kg",
  length: "",
  width: "",
  height: "",
  length_unit: "cm",
};

/** One service's price with every step that led to it. */
function ServiceQuoteCard({ quote }: { quote: QuoteResponse["quotes"][number] }) {
  return (
    <article
      aria-label={`${quote.service_label} quote`}
      data-testid="quote-result"
      data-service={quote.service}
      className="rounded-lg border border-slate-200 bg-white p-4 text-slate-800"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{quote.service_label}</h3>
        <p className="text-xl font-bold" data-testid="quote-total">
          {quote.total_text}
        </p>
      </div>
      <p className="text-sm text-slate-600">Transit: {quote.transit_text}</p>
      <dl className="mt-3 grid gap-1 text-sm sm:grid-cols-[auto_1fr] sm:gap-x-4">
        <dt className="font-medium">Actual weight</dt>
        <dd>
          {quote.actual.exact ? "" : "≈ "}
          {quote.actual.value} {quote.actual.unit}
        </dd>
        <dt className="font-medium">Volumetric weight</dt>
        <dd data-testid="quote-volumetric">
          {quote.volumetric.formula} <span className="text-slate-500">({quote.divisor_text})</span>
        </dd>
        <dt className="font-medium">Chargeable weight</dt>
        <dd data-testid="quote-chargeable">{quote.chargeable.formula}</dd>
      </dl>
      <ul className="mt-3 space-y-1 text-sm" aria-label="Price">
        {quote.lines.map((line) => (
          <li key={line.kind} data-testid="quote-line">
            <span className="font-medium">{line.label}:</span> {line.formula}
          </li>
        ))}
      </ul>
    </article>
  );
}

/**
 * The instant quote (public home page and portal): the same numbers an invoice of that parcel would have, since
 * the server prices it with the shared engine and the current rate card of each service.
 */
export default function InstantQuote({
  titled = true,
}: {
  /** False where the page's own title names it. */ titled?: boolean;
}) {
  const [options, setOptions] = useState<QuoteOptions["routes"] | null>(null);
  const [result, setResult] = useState<QuoteResponse | null>(null);
  const [ready, setReady] = useState(false);
  const message = useFormMessage();
  useEffect(() => {
    setReady(true);
    call(ratesContract.quoteOptions, {})
      .then((answer) => setOptions(answer.routes))
      .catch(() => setOptions([]));
  }, []);
  const form = useSchemaForm(quoteInputSchema, {
    defaultValues: EMPTY,
    onSubmitStart: message.clear,
    submit: async () => {
      const answer = await call(ratesContract.quote, { body: form.getValues() }, { fallback: QUOTE_TEXTS.failed });
      setResult(answer);
      if (answer.quotes.length === 0) message.fail(QUOTE_TEXTS.noCards);
    },
    onFailure: (error) => message.fail(errorMessage(error, QUOTE_TEXTS.failed)),
  });
  const { register, formState, watch, getValues, setValue } = form;
  const errors = formState.errors;
  const box = watch("box");
  const custom = !box || box === "custom";
  const origins = options ?? [];
  const origin = watch("origin");
  const services = origins.find((o) => o.origin === origin)?.services ?? RATE_SERVICES;
  // A warehouse that does not offer the service chosen drops it from the list: the browser then shows 'All services'
  // but the form kept the old one, and the quote asked for a service the route has no card of ('no published prices').
  useEffect(() => {
    const service = getValues("service");
    if (service !== "all" && !services.includes(service as (typeof services)[number])) setValue("service", "all");
  }, [services, getValues, setValue]);
  // The price shown is the price of the parcel shown: any change takes it away until it is asked again.
  useEffect(() => {
    const watching = watch(() => setResult(null));
    return () => watching.unsubscribe();
  }, [watch]);

  return (
    <div className="space-y-4">
      {titled && (
        <h2 id="instant-quote-title" className="text-xl font-bold text-slate-900">
          {QUOTE_TEXTS.title}
        </h2>
      )}
      <p className="text-sm text-slate-600">
        Weight and size in, price out: we charge the greater of the actual and the volumetric weight, rounded up as the
        rate card says, and show every step.
      </p>
      <Form form={form} data-ready={ready} aria-label={QUOTE_TEXTS.title} className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Ships from" error={errors.origin?.message} {...register("origin")}>
          <option value="">{options ? "Choose a warehouse" : "Loading warehouses…"}</option>
          {origins.map((o) => (
            <option key={`${o.origin}-${o.destination}`} value={o.origin}>
              {o.origin_label}
            </option>
          ))}
        </SelectField>
        <SelectField label="Service" error={errors.service?.message} {...register("service")}>
          <option value="all">All services</option>
          {services.map((s) => (
            <option key={s} value={s}>
              {RATE_SERVICE_LABELS[s]}
            </option>
          ))}
        </SelectField>
        <div className="grid grid-cols-[1fr_auto] gap-2">
          <TextField label="Weight" inputMode="decimal" error={errors.weight?.message} {...register("weight")} />
          <SelectField label="Unit" aria-label="Weight unit" {...register("weight_unit")}>
            <option value="kg">kg</option>
            <option value="lb">lb</option>
          </SelectField>
        </div>
        <SelectField label="Box" error={errors.box?.message} {...register("box")}>
          <option value="custom">My own size</option>
          {PRESET_BOXES.map((b) => (
            <option key={b.name} value={b.name}>
              {b.name} ({b.length} × {b.width} × {b.height} cm)
            </option>
          ))}
        </SelectField>
        {custom && (
          <div className="grid grid-cols-2 gap-2 sm:col-span-2 sm:grid-cols-4">
            <TextField label="Length" inputMode="decimal" error={errors.length?.message} {...register("length")} />
            <TextField label="Width" inputMode="decimal" error={errors.width?.message} {...register("width")} />
            <TextField label="Height" inputMode="decimal" error={errors.height?.message} {...register("height")} />
            <SelectField label="Unit" aria-label="Length unit" {...register("length_unit")}>
              <option value="cm">cm</option>
              <option value="in">in</option>
            </SelectField>
          </div>
        )}
        <div className="space-y-3 sm:col-span-2">
          <SubmitButton
            bare
            busyLabel="Pricing..."
            className="w-full rounded-md bg-brand-700 px-4 py-3 text-sm font-bold tracking-wide text-white hover:bg-brand-800 disabled:opacity-70 aria-disabled:opacity-70"
          >
            GET INSTANT QUOTE
          </SubmitButton>
          {message.shown}
        </div>
      </Form>
      {result && result.quotes.length > 0 && (
        <section aria-label="Quotes" aria-live="polite" className="space-y-3">
          <p className="text-sm text-slate-600">
            {result.origin_label} → {result.destination}
          </p>
          {result.quotes.map((q) => (
            <ServiceQuoteCard key={q.service} quote={q} />
          ))}
        </section>
      )}
    </div>
  );
}
