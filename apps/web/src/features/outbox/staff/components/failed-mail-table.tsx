import { formatPortalDate } from "@app/shared/format";
import { FAILED_MAIL_TEXTS, type FailedMail } from "@app/shared/outbox.staff";
import { Send } from "lucide-react";
import { Button } from "../../../../components/ui/button";
import { type Column, DataTable } from "../../../../components/ui/data-table";

interface Props {
  mail: FailedMail[] | undefined;
  loading: boolean;
  /** The id being queued again, if any (its button waits). */
  pendingId?: number;
  onResend: (mail: FailedMail) => void;
}

/** Each failed e-mail with the reason the mail server gave, and a button to send it again. */
export function FailedMailTable({ mail, loading, pendingId, onResend }: Props) {
  const columns: Column<FailedMail>[] = [
    { header: "To", cell: (m) => m.to, className: "whitespace-normal! min-w-[10rem] max-w-[14rem] break-all" },
    { header: "Subject", cell: (m) => m.subject, className: "whitespace-normal! min-w-[10rem] max-w-xs" },
    {
      header: "Error",
      cell: (m) => <span className="font-mono text-xs text-red-700">{m.error ?? "—"}</span>,
      className: "whitespace-normal! min-w-[14rem] max-w-md break-words",
    },
    { header: "Attempts", cell: (m) => m.attempts },
    { header: "Queued", cell: (m) => formatPortalDate(m.created_at) },
    {
      header: "Action",
      cell: (m) => (
        <Button
          variant="secondary"
          disabled={pendingId === m.id}
          aria-label={`${FAILED_MAIL_TEXTS.resend}: ${m.subject} to ${m.to}`}
          onClick={() => onResend(m)}
        >
          <Send size={14} /> {pendingId === m.id ? "Sending..." : FAILED_MAIL_TEXTS.resend}
        </Button>
      ),
    },
  ];
  return <DataTable columns={columns} rows={mail} rowKey={(m) => m.id} loading={loading} caption="Failed e-mails" />;
}
