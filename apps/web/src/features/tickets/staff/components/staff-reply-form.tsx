import { STAFF_TICKET_TEXTS, staffReplySchema } from "@app/shared/tickets/staff";
import { TextAreaField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useReplyAsStaff } from "../api/reply-as-staff";

/** The required staff reply; the customer is e-mailed by the server. */
export function StaffReplyForm({ ticketId }: { ticketId: number }) {
  const reply = useReplyAsStaff(ticketId);
  const form = useSchemaForm(staffReplySchema, {
    defaultValues: { response: "" },
    submit: async ({ response }) => {
      const answer = await reply.mutateAsync(response);
      toastSuccess(answer?.message ?? STAFF_TICKET_TEXTS.replied);
      form.reset({ response: "" });
    },
    onFailure: (error) => toastError(errorMessage(error, STAFF_TICKET_TEXTS.replyFailed)),
  });
  return (
    <Form form={form} className="no-print space-y-3">
      <TextAreaField
        label="Reply to customer"
        required
        rows={4}
        error={form.formState.errors.response?.message}
        {...form.register("response")}
      />
      <SubmitButton busyLabel="Loading...">Reply</SubmitButton>
    </Form>
  );
}
