import type { InvoiceStatus } from "@app/shared/core/enums";
import {
  DOCUMENT_TEXTS,
  invoicePdfPath,
  receiptPdfPath,
  staffInvoicePdfPath,
  staffReceiptPdfPath,
} from "@app/shared/documents/contract";
import { buttonClass } from "../../../components/ui/button";

interface DownloadableInvoice {
  id: number;
  status: InvoiceStatus;
  transaction_id: string;
  amount_paid_minor: number;
}

/** An invoice with any payment applied (partly paid, paid, or since refunded) has a receipt to download. */
const hasReceipt = (invoice: DownloadableInvoice) =>
  invoice.amount_paid_minor > 0 || invoice.status === "paid" || invoice.status === "refunded";

/**
 * The invoice's PDF and, once anything is paid, its receipt: plain download links (the session cookie goes with them), left out
 * of the printed page. `staff` links to the staff routes of the same documents.
 */
export function InvoiceDownloads({ invoice, staff = false }: { invoice: DownloadableInvoice; staff?: boolean }) {
  const pdf = staff ? staffInvoicePdfPath : invoicePdfPath;
  const receipt = staff ? staffReceiptPdfPath : receiptPdfPath;
  return (
    <div className="no-print flex flex-wrap gap-3" data-testid="invoice-downloads">
      <a href={pdf(invoice.id)} download={`invoice-${invoice.transaction_id}.pdf`} className={buttonClass("secondary")}>
        {DOCUMENT_TEXTS.downloadInvoice}
      </a>
      {hasReceipt(invoice) && (
        <a
          href={receipt(invoice.id)}
          download={`receipt-${invoice.transaction_id}.pdf`}
          className={buttonClass("secondary")}
        >
          {DOCUMENT_TEXTS.downloadReceipt}
        </a>
      )}
    </div>
  );
}
