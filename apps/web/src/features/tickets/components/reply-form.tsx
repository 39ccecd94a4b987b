import { TICKET_TEXTS, ticketResponseFormSchema } from "@app/shared/tickets/tickets";
import { TextAreaField } from "../../../components/ui/field";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { useReplyToTicket } from "../api/reply-to-ticket";

/**
 * The required reply textarea; the Reply button reads 'Loading...' while sending. On a closed ticket it says that a
 * reply opens the ticket again (the server's rule), read with the field.
 */
export function ReplyForm({ ticketId, closed = false }: { ticketId: number; closed?: boolean }) {
  const reply = useReplyToTicket(ticketId);
  const form = useSchemaForm(ticketResponseFormSchema, {
    defaultValues: { messages: "" },
    submit: async ({ messages }) => {
      const answer = await reply.mutateAsync(messages);
      toastSuccess(answer?.message ?? TICKET_TEXTS.responded);
      form.reset({ messages: "" });
    },
    onFailure: (error) => toastError(errorMessage(error, TICKET_TEXTS.replyFailed)),
  });
  return (
    <Form form={form} className="space-y-3">
      <TextAreaField
        label="Your reply"
        required
        rows={4}
        hint={closed ? TICKET_TEXTS.closedReply : undefined}
        error={form.formState.errors.messages?.message}
        {...form.register("messages")}
      />
      <SubmitButton busyLabel="Loading...">Reply</SubmitButton>
    </Form>
  );
}
