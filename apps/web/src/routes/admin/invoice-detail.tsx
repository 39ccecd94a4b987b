import { INVOICE_STAFF_TEXTS } from "@app/shared/invoices/staff";
import { useParams } from "react-router";
import { AuditTrail } from "../../components/admin-list/audit-trail";
import { Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { PrintCard } from "../../components/ui/print-card";
import { InvoiceDownloads } from "../../features/documents/components/invoice-downloads";
import { useStaffInvoice } from "../../features/invoices/staff/api/get-invoice";
import { PriceEvidence } from "../../features/invoices/components/price-evidence";
import { InvoiceCard } from "../../features/invoices/staff/components/invoice-card";
import { RefundPanel } from "../../features/invoices/staff/components/refund-panel";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { staffOnlyPage } from "../../components/admin-list/staff-only";

/** Go Back is one step back; opened from a link or a reload there is none, so it goes to the list. */
const backTarget = (list: string) => ((window.history.state?.idx ?? 0) > 0 ? undefined : list);

function AdminInvoiceDetailPage() {
  const id = Number(useParams().id);
  const query = useStaffInvoice(id);
  useDocumentTitle(query.data ? `Invoice ${query.data.transaction_id}` : "Invoice");
  if (query.isPending && query.fetchStatus !== "idle") return <Spinner />;
  if (!query.data) {
    return <RecordLoadFailed query={query} what="invoice" notFound={INVOICE_STAFF_TEXTS.notFound} />;
  }
  return (
    <div>
      <PrintCard backTo={backTarget("/admin/invoices")}>
        <InvoiceCard invoice={query.data} />
        <div className="mt-4">
          <InvoiceDownloads invoice={query.data} staff />
        </div>
        {query.data.evidence && (
          <div className="mt-6 border-t border-slate-200 pt-6">
            <PriceEvidence evidence={query.data.evidence} />
          </div>
        )}
      </PrintCard>
      <RefundPanel invoice={query.data} />
      <AuditTrail entries={query.data.audit} />
    </div>
  );
}

export default staffOnlyPage(["customers.view"], "Invoice", AdminInvoiceDetailPage);
