import { newsletterSchema, VISITOR_TEXTS } from "@app/shared/visitors/visitors";
import { Form, SubmitButton, useFormMessage } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { errorMessage } from "../../../lib/api";
import { subscribe } from "../api/subscribe";
import { Honeypot, useHydrated } from "./form-parts";

interface Props {
  idPrefix: string;
  submitLabel: string;
  /** Light text on the dark footer. */
  dark?: boolean;
}

/** The newsletter sign-up (footer block and the 'Get Latest Updates!' dialog). */
export default function NewsletterForm({ idPrefix, submitLabel, dark = false }: Props) {
  const message = useFormMessage();
  const ready = useHydrated();
  const form = useSchemaForm(newsletterSchema, {
    defaultValues: { email_address: "", company_website: "" },
    onSubmitStart: message.clear,
    submit: async (values) => {
      const result = await subscribe(values);
      message.succeed(result.alreadySubscribed ? result.message : VISITOR_TEXTS.subscribed);
      form.reset();
    },
    onFailure: (error) => message.fail(errorMessage(error, VISITOR_TEXTS.newsletterFailed)),
  });
  const error = form.formState.errors.email_address?.message;
  const inputId = `${idPrefix}-newsletter-email`;

  return (
    <Form form={form} data-ready={ready} aria-label="Newsletter" className="relative space-y-2">
      <label htmlFor={inputId} className={dark ? "sr-only" : "block text-sm font-medium text-slate-700"}>
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="Your email address"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-message` : undefined}
          className="min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none aria-[invalid=true]:border-red-500"
          {...form.register("email_address")}
        />
        <SubmitButton
          bare
          busyLabel="Submitting..."
          className="shrink-0 rounded-md bg-accent-500 px-4 py-2 text-sm font-bold text-slate-900 hover:bg-accent-600 disabled:opacity-70 aria-disabled:opacity-70"
        >
          {submitLabel}
        </SubmitButton>
      </div>
      {error && (
        <p id={`${inputId}-message`} role="alert" className={`text-sm ${dark ? "text-red-300" : "text-red-600"}`}>
          {error}
        </p>
      )}
      <Honeypot form={form} idPrefix={`${idPrefix}-newsletter`} />
      {message.shown}
    </Form>
  );
}
