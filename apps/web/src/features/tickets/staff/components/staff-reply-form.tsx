import { STAFF_TICKET_TEXTS, type StaffReplyInput, staffReplySchema } from "@app/shared/tickets.staff";
import { zodResolver } from "../../../../lib/zod-resolver";
import { useForm } from "react-hook-form";
import { Button } from "../../../../components/ui/button";
import { TextAreaField } from "../../../../components/ui/field";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useReplyAsStaff } from "../api/reply-as-staff";

/** The required staff reply; the customer is e-mailed by the server. */
export function StaffReplyForm({ ticketId }: { ticketId: number }) {
  const reply = useReplyAsStaff(ticketId);
  const form = useForm<StaffReplyInput>({ resolver: zodResolver(staffReplySchema), defaultValues: { response: "" } });
  const submit = form.handleSubmit(async ({ response }) => {
    try {
      const answer = await reply.mutateAsync(response);
      toastSuccess(answer?.message ?? STAFF_TICKET_TEXTS.replied);
      form.reset({ response: "" });
    } catch (error) {
      toastError(errorMessage(error, STAFF_TICKET_TEXTS.replyFailed));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="no-print space-y-3">
      <TextAreaField
        label="Reply to customer"
        required
        rows={4}
        error={form.formState.errors.response?.message}
        {...form.register("response")}
      />
      <Button type="submit" disabled={reply.isPending}>
        {reply.isPending ? "Loading..." : "Reply"}
      </Button>
    </form>
  );
}
