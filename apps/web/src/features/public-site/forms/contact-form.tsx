import { type ContactInput, contactSchema, VISITOR_TEXTS } from "@app/shared/visitors/visitors";
import { TextAreaField, TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { sendVisitorMessage } from "../api/send-visitor-message";
import { Honeypot } from "./form-parts";
import { useVisitorForm } from "./use-visitor-form";

const EMPTY: ContactInput = { name: "", email: "", subject: "", message: "", company_website: "" };

/** The contact-us form. Its failure shows in error colours (the spec showed it in success colours, a slip). */
export default function ContactForm() {
  const { form, message, ready } = useVisitorForm(
    contactSchema,
    EMPTY,
    (values) => sendVisitorMessage({ kind: "contact", ...values }),
    {
      sent: VISITOR_TEXTS.contactSent,
      failed: VISITOR_TEXTS.contactFailed,
    },
  );
  const { errors } = form.formState;

  return (
    <Form form={form} data-ready={ready} aria-label="Contact us" className="relative grid gap-4 sm:grid-cols-2">
      <TextField label="Your Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <TextField
        label="Your Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <TextField
        label="Subject"
        wrapperClassName="sm:col-span-2"
        error={errors.subject?.message}
        {...form.register("subject")}
      />
      <TextAreaField
        label="Message"
        rows={5}
        wrapperClassName="sm:col-span-2"
        error={errors.message?.message}
        {...form.register("message")}
      />
      <Honeypot form={form} idPrefix="contact" />
      <div className="space-y-3 sm:col-span-2">
        <SubmitButton
          bare
          busyLabel="Sending..."
          className="rounded-md bg-brand-700 px-6 py-3 text-sm font-bold text-white hover:bg-brand-800 disabled:opacity-70 aria-disabled:opacity-70"
        >
          Send Message
        </SubmitButton>
        {message.shown}
      </div>
    </Form>
  );
}
