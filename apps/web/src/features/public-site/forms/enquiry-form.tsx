import { zodResolver } from "../../../lib/zod-resolver";
import { type EnquiryInput, enquirySchema, VISITOR_TEXTS } from "@app/shared/visitors";
import { useForm } from "react-hook-form";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { sendVisitorMessage } from "../api/send-visitor-message";
import { applyServerFieldErrors, failureText, Honeypot, OutcomeMessage, useHydrated, useOutcome } from "./form-parts";

const EMPTY: EnquiryInput = { name: "", email: "", phone: "", message: "", company_website: "" };

/** 'Enquire Now' on the home page. */
export default function EnquiryForm() {
  const form = useForm<EnquiryInput>({ resolver: zodResolver(enquirySchema), defaultValues: EMPTY });
  const { outcome, clear, succeed, fail } = useOutcome();
  const ready = useHydrated();
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const result = await sendVisitorMessage({ kind: "enquiry", ...values });
      if (!result.success) return fail(VISITOR_TEXTS.enquiryFailed);
      succeed(VISITOR_TEXTS.enquirySent);
      form.reset(EMPTY);
    } catch (error) {
      applyServerFieldErrors(form, error);
      fail(failureText(error));
    }
  });

  return (
    <form
      noValidate
      data-ready={ready}
      aria-labelledby="enquiry-title"
      className="relative space-y-4 rounded-xl bg-white p-6 text-left shadow-xl"
      onSubmit={(event) => {
        clear();
        void onSubmit(event);
      }}
    >
      <h2 id="enquiry-title" className="text-2xl font-bold text-brand-700">
        Enquire Now
      </h2>
      <TextField label="Full Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        error={errors.phone?.message}
        {...form.register("phone")}
      />
      <TextAreaField label="Message" rows={3} error={errors.message?.message} {...form.register("message")} />
      <Honeypot form={form} idPrefix="enquiry" />
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-700 px-4 py-3 text-sm font-bold tracking-wide text-white hover:bg-brand-800 disabled:opacity-70"
      >
        {isSubmitting ? "Submitting..." : "SUBMIT NOW"}
      </button>
      <p className="text-center text-sm text-slate-600">We will get back to you within 24 hours.</p>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
