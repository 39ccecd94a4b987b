import { SHIPPING_OPTIONS } from "@app/shared/core/enums";
import { type EstimateInput, estimateSchema, VISITOR_TEXTS } from "@app/shared/visitors/visitors";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { sendVisitorMessage } from "../api/send-visitor-message";
import { Honeypot } from "./form-parts";
import { useVisitorForm } from "./use-visitor-form";

// The select starts unchosen; the schema reads '' as 'Shipping type is required'.
const EMPTY = {
  name: "",
  email: "",
  shippingOption: "" as EstimateInput["shippingOption"],
  productSize: "",
  cityDeparture: "",
  deliveryCity: "",
  message: "",
  company_website: "",
} satisfies EstimateInput;

/** The free estimate request (#quote on the home page). */
export default function EstimateForm() {
  const { form, message, ready } = useVisitorForm(
    estimateSchema,
    EMPTY,
    (values) => sendVisitorMessage({ kind: "estimate", ...values }),
    {
      sent: VISITOR_TEXTS.enquirySent,
      failed: VISITOR_TEXTS.enquiryFailed,
    },
  );
  const { errors } = form.formState;

  return (
    <Form form={form} data-ready={ready} aria-label="Free estimate" className="relative grid gap-4 sm:grid-cols-2">
      <TextField label="Your Name" autoComplete="name" error={errors.name?.message} {...form.register("name")} />
      <TextField
        label="Your Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <SelectField label="Shipping Type" error={errors.shippingOption?.message} {...form.register("shippingOption")}>
        <option value="">Select a shipping type</option>
        {SHIPPING_OPTIONS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <TextField
        label="Product Size"
        placeholder="e.g. 2 boxes, 15 kg"
        error={errors.productSize?.message}
        {...form.register("productSize")}
      />
      <TextField label="City of Departure" error={errors.cityDeparture?.message} {...form.register("cityDeparture")} />
      <TextField label="Delivery City" error={errors.deliveryCity?.message} {...form.register("deliveryCity")} />
      <TextAreaField
        label="Message (optional)"
        rows={3}
        wrapperClassName="sm:col-span-2"
        error={errors.message?.message}
        {...form.register("message")}
      />
      <Honeypot form={form} idPrefix="estimate" />
      <div className="space-y-3 sm:col-span-2">
        <SubmitButton
          bare
          busyLabel="Sending..."
          className="w-full rounded-md bg-accent-500 px-4 py-3 text-sm font-bold tracking-wide text-slate-900 hover:bg-accent-600 disabled:opacity-70 aria-disabled:opacity-70"
        >
          GET FREE ESTIMATE
        </SubmitButton>
        {message.shown}
      </div>
    </Form>
  );
}
