import { formatPortalDate } from "@app/shared/core/format";
import { NOTIFICATION_CHANNEL_LABELS } from "@app/shared/notifications/notifications";
import { FAILED_MAIL_TEXTS, type FailedMail, failedMessageKey } from "@app/shared/outbox/staff";
import { Send } from "lucide-react";
import { Button } from "../../../../components/ui/button";
import { type Column, DataTable } from "../../../../components/ui/data-table";

interface Props {
  mail: FailedMail[] | undefined;
  loading: boolean;
  /** The key (failedMessageKey) of the message being queued again, if any (its button waits). */
  pendingKey?: string;
  onResend: (mail: FailedMail) => void;
}

/** Each failed e-mail, SMS or WhatsApp message with the reason it failed, and a button to send it again. */
export function FailedMailTable({ mail, loading, pendingKey, onResend }: Props) {
  const columns: Column<FailedMail>[] = [
    { header: "Channel", cell: (m) => NOTIFICATION_CHANNEL_LABELS[m.channel] },
    { header: "To", cell: (m) => m.to, className: "whitespace-normal! min-w-[10rem] max-w-[14rem] break-all" },
    {
      header: "Subject or text",
      cell: (m) => m.subject,
      className: "whitespace-normal! min-w-[10rem] max-w-xs break-words",
    },
    {
      header: "Error",
      cell: (m) => <span className="font-mono text-xs text-red-700">{m.error ?? "—"}</span>,
      className: "whitespace-normal! min-w-[14rem] max-w-md break-words",
    },
    { header: "Attempts", cell: (m) => m.attempts },
    { header: "Queued", cell: (m) => formatPortalDate(m.created_at) },
    {
      header: "Action",
      cell: (m) => {
        const pending = pendingKey === failedMessageKey(m);
        return (
          <Button
            variant="secondary"
            busy={pending}
            aria-label={`${FAILED_MAIL_TEXTS.resend}: ${NOTIFICATION_CHANNEL_LABELS[m.channel]} ${m.subject} to ${m.to}`}
            onClick={() => onResend(m)}
          >
            <Send size={14} /> {pending ? "Sending..." : FAILED_MAIL_TEXTS.resend}
          </Button>
        );
      },
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={mail}
      rowKey={failedMessageKey}
      loading={loading}
      caption="Failed e-mails and messages"
    />
  );
}
