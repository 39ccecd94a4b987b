import { EVIDENCE_TEXTS, type QuestionChargeInput } from "@app/shared/invoices/evidence";
import { INVOICE_TEXTS } from "@app/shared/invoices/invoices";
import { invoicesContract } from "@app/shared/invoices/contract";
import { useMutation, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { invoiceKeys } from "./get-invoices";

/**
 * The invoice's pricing evidence (null for an invoice typed by staff) and, for a packed ship request's invoice, the
 * request's estimate beside it.
 */
export function useInvoiceEvidence(id: number) {
  return useQuery({
    queryKey: [...invoiceKeys.detail(id), "evidence"],
    queryFn: () => call(invoicesContract.evidence, { params: { id } }, { fallback: INVOICE_TEXTS.notFound }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** "Question this charge": opens a ticket holding the line's evidence; answers the new ticket's id. */
export function useQuestionCharge(id: number) {
  return useMutation({
    mutationFn: (body: QuestionChargeInput) =>
      call(invoicesContract.question, { params: { id }, body }, { fallback: EVIDENCE_TEXTS.questionFailed }),
  });
}
