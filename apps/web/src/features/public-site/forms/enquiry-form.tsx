import { type EnquiryInput, enquirySchema, VISITOR_TEXTS } from "@app/shared/visitors/visitors";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { sendVisitorMessage } from "../api/send-visitor-message";
import { Honeypot } from "./form-parts";
import { useVisitorForm } from "./use-visitor-form";

const EMPTY: EnquiryInput = { name: "", email: "", phone: "", message: "", company_website: "" };

/** 'Enquire Now' on the home page. */
export default function EnquiryForm() {
  const { form, message, ready } = useVisitorForm(
    enquirySchema,
    EMPTY,
    (values) => sendVisitorMessage({ kind: "enquiry", ...values }),
    {
      sent: VISITOR_TEXTS.enquirySent,
      failed: VISITOR_TEXTS.enquiryFailed,
    },
  );
  const { errors } = form.formState;

  return (
    <Form
      form={form}
      data-ready={ready}
      aria-labelledby="enquiry-title"
      className="relative space-y-4 rounded-xl bg-white p-6 text-left shadow-xl"
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
      <SubmitButton
        bare
        busyLabel="Submitting..."
        className="w-full rounded-md bg-brand-700 px-4 py-3 text-sm font-bold tracking-wide text-white hover:bg-brand-800 disabled:opacity-70 aria-disabled:opacity-70"
      >
        SUBMIT NOW
      </SubmitButton>
      <p className="text-center text-sm text-slate-600">We will get back to you within 24 hours.</p>
      {message.shown}
    </Form>
  );
}
