import { TICKET_TEXTS, type TicketResponseFormInput, ticketResponseFormSchema } from "@app/shared/tickets";
import { zodResolver } from "../../../lib/zod-resolver";
import { useForm } from "react-hook-form";
import { Button } from "../../../components/ui/button";
import { TextAreaField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { useReplyToTicket } from "../api/reply-to-ticket";

/** The required reply textarea; the Reply button reads 'Loading...' while sending. */
export function ReplyForm({ ticketId }: { ticketId: number }) {
  const reply = useReplyToTicket(ticketId);
  const form = useForm<TicketResponseFormInput>({
    resolver: zodResolver(ticketResponseFormSchema),
    defaultValues: { messages: "" },
  });
  const submit = form.handleSubmit(async ({ messages }) => {
    try {
      const answer = await reply.mutateAsync(messages);
      toastSuccess(answer?.message ?? TICKET_TEXTS.responded);
      form.reset({ messages: "" });
    } catch (error) {
      toastError(errorMessage(error, TICKET_TEXTS.replyFailed));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <TextAreaField
        label="Your reply"
        required
        rows={4}
        error={form.formState.errors.messages?.message}
        {...form.register("messages")}
      />
      <Button type="submit" disabled={reply.isPending}>
        {reply.isPending ? "Loading..." : "Reply"}
      </Button>
    </form>
  );
}
