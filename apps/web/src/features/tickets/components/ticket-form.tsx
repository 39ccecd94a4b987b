import { TICKET_DEPARTMENTS, TICKET_WAREHOUSES } from "@app/shared/core/enums";
import { imagesProblem } from "@app/shared/core/form-values";
import { TICKET_TEXTS, type TicketFormInput, ticketFormSchema } from "@app/shared/tickets/tickets";
import { useNavigate } from "react-router";
import { SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { ImagesField, useImagesField } from "../../../components/ui/images-field";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { useCreateTicket } from "../api/create-ticket";

const EMPTY: TicketFormInput = { subject: "", department: "" as never, warehouse: "" as never, message: "" };
const DEPARTMENT_LABELS: Record<(typeof TICKET_DEPARTMENTS)[number], string> = {
  "sales/billing": "Sales/Billing",
  technical: "Technical",
  "customer service": "Customer Service",
};

/** The support ticket form: the same schema as the API, images only, then back to 'My Tickets'. */
export function TicketForm() {
  const navigate = useNavigate();
  const create = useCreateTicket();
  const pictures = useImagesField(imagesProblem);
  const form = useSchemaForm(ticketFormSchema, {
    defaultValues: EMPTY,
    submit: async (fields) => {
      if (!pictures.check()) return;
      const answer = await create.mutateAsync({ fields, images: pictures.images });
      toastSuccess(answer?.message ?? TICKET_TEXTS.created);
      form.reset(EMPTY);
      pictures.clear();
      navigate("/user/support");
    },
    fieldErrorHandlers: { images: pictures.setError },
    onFailure: (error) => toastError(errorMessage(error, TICKET_TEXTS.createFailed)),
  });
  const { errors } = form.formState;

  return (
    <Form form={form} className="space-y-4">
      <TextField label="Subject" required error={errors.subject?.message} {...form.register("subject")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Department" required error={errors.department?.message} {...form.register("department")}>
          <option value="">Select a department</option>
          {TICKET_DEPARTMENTS.map((d) => (
            <option key={d} value={d}>
              {DEPARTMENT_LABELS[d]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Warehouse" required error={errors.warehouse?.message} {...form.register("warehouse")}>
          <option value="">Select a warehouse</option>
          {TICKET_WAREHOUSES.map((w) => (
            <option key={w} value={w}>
              {w}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label="Message" required rows={6} error={errors.message?.message} {...form.register("message")} />
      <ImagesField field={pictures} />
      <SubmitButton busyLabel="Submitting...">Submit</SubmitButton>
    </Form>
  );
}
