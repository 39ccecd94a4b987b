import { formatMoney, formatPortalDate } from "@app/shared/core/format";
import { useState } from "react";
import {
  isRefundable,
  refundInvoiceSchema,
  refundsPaymentAlone,
  type StaffInvoice,
  INVOICE_STAFF_TEXTS as TEXTS,
} from "@app/shared/invoices/staff";
import { can } from "@app/shared/core/roles";
import { ConfirmDialog, loadConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { FormMessage, TextAreaField } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { useSchemaForm } from "../../../../components/ui/use-schema-form";
import { errorMessage } from "../../../../lib/api";
import { useAdmin } from "../../../../lib/admin-session";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useRefundInvoice } from "../api/refund-invoice";

/** Why a payment of the invoice needs a refund: paid twice, paid after the refund, or after it was cancelled. */
const dueText = (i: StaffInvoice) =>
  i.status === "paid" ? TEXTS.secondPaymentDue : i.status === "refunded" ? TEXTS.lateAfterRefundDue : TEXTS.refundDue;

/**
 * Money on an invoice: the warning when a payment needs a refund, the refund once recorded, and for managers and
 * owners the form that records one (a reason is required; paid online, it goes through the provider). A second
 * payment, or one after the refund, is refunded on its own and the invoice keeps its status.
 */
export function RefundPanel({ invoice }: { invoice: StaffInvoice }) {
  const admin = useAdmin();
  return (
    <section aria-label="Refund" className="no-print mt-6 space-y-3">
      {invoice.refund_due_at && <FormMessage kind="error">{dueText(invoice)}</FormMessage>}
      {invoice.refunded_at && (
        <p className="rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-800" data-testid="refund-record">
          Refunded on {formatPortalDate(invoice.refunded_at)}: {invoice.refund_reason}
          {invoice.refund_reference ? ` (refund ${invoice.refund_reference})` : " (off the website)"}
        </p>
      )}
      {isRefundable(invoice) && can(admin.role, "invoices.refund", admin.warehouses) && (
        <RefundForm invoice={invoice} alone={refundsPaymentAlone(invoice)} />
      )}
    </section>
  );
}

/**
 * The reason first (validated by the form), then a second look in a dialog: the refund goes back through the payment
 * provider at once and cannot be undone.
 */
function RefundForm({ invoice, alone }: { invoice: StaffInvoice; alone: boolean }) {
  const refund = useRefundInvoice(invoice.id);
  const [reason, setReason] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useSchemaForm(refundInvoiceSchema, {
    defaultValues: { reason: "" },
    submit: async ({ reason }) => {
      void loadConfirmDialog();
      setReason(reason);
    },
    onFailure: (error) => toastError(errorMessage(error, TEXTS.refundFailed)),
  });
  const confirm = async () => {
    if (reason === null) return;
    setBusy(true);
    try {
      const answer = await refund.mutateAsync(reason);
      setReason(null);
      toastSuccess(answer.message);
    } catch (error) {
      toastError(errorMessage(error, TEXTS.refundFailed));
    } finally {
      setBusy(false);
    }
  };
  const payment = invoice.status === "paid" ? "second payment" : "late payment";
  const what = alone ? `the ${payment}` : formatMoney(invoice.total_amount, invoice.currency);
  return (
    <>
      <Form form={form} className="max-w-xl space-y-3 rounded-md border border-slate-200 bg-white p-4">
        <h2 className="text-lg font-semibold text-slate-900">{alone ? `Refund the ${payment}` : "Record a refund"}</h2>
        <p className="text-sm text-slate-600">
          {alone
            ? `The ${payment} goes back to the customer through the payment provider; the invoice stays ${invoice.status}. This cannot be undone.`
            : "The whole amount goes back to the customer (through the payment provider when paid online). This cannot be undone."}
        </p>
        <TextAreaField
          label="Reason for the refund"
          required
          rows={3}
          error={form.formState.errors.reason?.message}
          {...form.register("reason")}
        />
        <SubmitButton variant="danger" busyLabel="Refunding...">
          Record refund
        </SubmitButton>
      </Form>
      <ConfirmDialog
        open={reason !== null}
        title={`Refund ${what} of invoice ${invoice.transaction_id}?`}
        description={`${alone ? `The ${payment}` : "The whole amount"} goes back to ${invoice.customer_name} now. This cannot be undone.`}
        busy={busy}
        confirmLabel="Refund"
        onConfirm={() => void confirm()}
        onCancel={() => setReason(null)}
      />
    </>
  );
}
