import { EVIDENCE_TEXTS, evidenceText, type InvoiceEvidence } from "@app/shared/invoices/evidence";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button";
import { TextAreaField } from "../../../components/ui/field";
import { errorMessage } from "../../../lib/api";
import { toastSuccess } from "../../../lib/toast";
import { useQuestionCharge } from "../api/get-evidence";

/**
 * "Question this charge": shows the evidence that the ticket will hold (the server adds it from the stored invoice,
 * so it is exactly what this page shows) and takes the customer's own words. On success the ticket opens.
 */
export function QuestionChargeDialog({
  invoice,
  evidence,
  line,
  onClose,
}: {
  invoice: { id: number; transaction_id: string };
  evidence: InvoiceEvidence;
  line: number | null;
  onClose: () => void;
}) {
  const [message, setMessage] = useState("");
  const [error, setError] = useState<string | undefined>();
  const question = useQuestionCharge(invoice.id);
  const navigate = useNavigate();
  const busy = question.isPending;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (line === null) return;
    if (!message.trim()) return setError("Message is required");
    try {
      const answer = await question.mutateAsync({ line, message });
      toastSuccess(answer.message);
      onClose();
      navigate(`/user/support/${answer.ticket_id}`);
    } catch (e) {
      setError(errorMessage(e, EVIDENCE_TEXTS.questionFailed));
    }
  }

  return (
    <Dialog.Root open={line !== null} onOpenChange={(next) => !next && !busy && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-5 shadow-xl focus:outline-none">
          <form onSubmit={submit} className="space-y-4">
            <Dialog.Title className="text-lg font-bold text-slate-900">{EVIDENCE_TEXTS.question}</Dialog.Title>
            <Dialog.Description className="text-sm text-slate-600">
              A support ticket will be opened with your words and this evidence.
            </Dialog.Description>
            {line !== null && (
              <pre
                className="whitespace-pre-wrap rounded-md bg-slate-50 p-3 text-xs text-slate-800"
                data-testid="question-evidence"
              >
                {evidenceText(invoice, evidence, line)}
              </pre>
            )}
            <TextAreaField
              label="Your question"
              required
              value={message}
              error={error}
              maxLength={3000}
              onChange={(e) => {
                setMessage(e.target.value);
                setError(undefined);
              }}
            />
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button type="submit" busy={busy}>
                {busy ? "Sending..." : "Submit question"}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
