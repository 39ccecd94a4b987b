import { isPayable, type Invoice } from "@app/shared/invoices/invoices";
import { useLocation, useParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { PrintCard } from "../../components/ui/print-card";
import { EstimateComparisonPanel } from "../../components/estimate-comparison";
import { useState } from "react";
import { useInvoiceEvidence } from "../../features/invoices/api/get-evidence";
import { useInvoice } from "../../features/invoices/api/get-invoice";
import { InvoiceCard } from "../../features/invoices/components/invoice-card";
import { PriceEvidence } from "../../features/invoices/components/price-evidence";
import { QuestionChargeDialog } from "../../features/invoices/components/question-charge-dialog";
import { InvoiceDownloads } from "../../features/documents/components/invoice-downloads";
import { PayButton } from "../../features/payments/components/pay-button";
import { PayFromWallet } from "../../features/wallet/components/pay-from-wallet";
import { useCustomer } from "../../lib/customer-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** True when this tab has an earlier page of ours to go back to (not a fresh tab from a shared link). */
function hasInAppHistory(): boolean {
  return ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
}

/**
 * /user/invoice/{id}: the invoice payment screen. The list passes the invoice in navigation state so
 * it shows at once; the page still fetches it by id, so a reload or a shared link works and the status
 * is the server's. Paid and cancelled invoices have no pay button.
 */
export default function InvoiceDetailPage() {
  const id = Number(useParams().id);
  const fromList = (useLocation().state as { invoice?: Invoice } | null)?.invoice;
  const query = useInvoice(id);
  const priced = useInvoiceEvidence(id).data;
  const evidence = priced?.evidence;
  const estimate = priced?.estimate;
  const [questionedLine, setQuestionedLine] = useState<number | null>(null);
  const customer = useCustomer();
  const invoice = query.data ?? (fromList?.id === id ? fromList : undefined);
  useDocumentTitle(invoice ? `Invoice ${invoice.transaction_id}` : "Invoice");
  const backTo = hasInAppHistory() ? undefined : "/user/invoices";

  if (!invoice) {
    if (query.isError || !Number.isInteger(id) || id < 1) {
      return (
        <div>
          <Link to="/user/invoices" className={buttonClass("secondary")}>
            Go Back
          </Link>
          <RecordLoadFailed query={query} what="invoice" notFound="Invoice not found." />
        </div>
      );
    }
    return <Spinner />;
  }
  // The pay button waits for the server's copy: a stale list row must not offer to pay a paid invoice.
  const canPay = query.data !== undefined && isPayable(query.data.status);
  return (
    <div className="max-w-3xl space-y-4">
      {estimate && (
        <div className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
          <EstimateComparisonPanel
            comparison={estimate}
            question={
              evidence && (
                <button
                  type="button"
                  className="text-sm font-medium text-brand-700 underline underline-offset-2"
                  onClick={() => setQuestionedLine(0)}
                >
                  Question this charge
                </button>
              )
            }
          />
        </div>
      )}
      <PrintCard backTo={backTo}>
        <InvoiceCard
          invoice={invoice}
          customerName={`${customer.firstname} ${customer.lastname}`}
          action={canPay ? <PayButton invoice={invoice} email={customer.email_address} /> : undefined}
        />
        {canPay && <PayFromWallet invoiceId={invoice.id} />}
        {query.data && (
          <div className="mt-4">
            <InvoiceDownloads invoice={query.data} />
          </div>
        )}
        {evidence && (
          <div className="mt-6 border-t border-slate-200 pt-6">
            <PriceEvidence evidence={evidence} onQuestion={setQuestionedLine} />
          </div>
        )}
      </PrintCard>
      {evidence && (
        <QuestionChargeDialog
          invoice={invoice}
          evidence={evidence}
          line={questionedLine}
          onClose={() => setQuestionedLine(null)}
        />
      )}
    </div>
  );
}
