import { TICKET_DEPARTMENTS, TICKET_WAREHOUSES } from "@app/shared/enums";
import { TICKET_TEXTS, type TicketFormInput, ticketFormSchema, ticketImagesProblem } from "@app/shared/tickets";
import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { Field, SelectField, TextAreaField, TextField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
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
  const fileInput = useRef<HTMLInputElement>(null);
  const [images, setImages] = useState<File[]>([]);
  const [imagesError, setImagesError] = useState<string>();
  const form = useSchemaForm(ticketFormSchema, {
    defaultValues: EMPTY,
    submit: async (fields) => {
      const problem = ticketImagesProblem(images);
      setImagesError(problem);
      if (problem) return;
      const answer = await create.mutateAsync({ fields, images });
      toastSuccess(answer?.message ?? TICKET_TEXTS.created);
      form.reset(EMPTY);
      setImages([]);
      if (fileInput.current) fileInput.current.value = "";
      navigate("/user/support");
    },
    fieldErrorHandlers: { images: setImagesError },
    onFailure: (error) => toastError(errorMessage(error, TICKET_TEXTS.createFailed)),
  });
  const { errors } = form.formState;

  const chooseImages = (files: FileList | null) => {
    const chosen = Array.from(files ?? []);
    setImages(chosen);
    setImagesError(ticketImagesProblem(chosen));
  };

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
      <Field label="Images (optional)" error={imagesError} hint="JPEG, PNG, GIF or WebP; up to 10 images of 5 MB each.">
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            name="images"
            accept="image/jpeg,image/png,image/gif,image/webp"
            multiple
            onChange={(e) => chooseImages(e.target.files)}
          />
        )}
      </Field>
      <SubmitButton busyLabel="Submitting...">Submit</SubmitButton>
    </Form>
  );
}
