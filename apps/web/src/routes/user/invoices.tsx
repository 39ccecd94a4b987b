import { INVOICE_TEXTS } from "@app/shared/invoices/invoices";
import { Info } from "lucide-react";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../components/ui/card";
import { ListLoad } from "../../components/ui/list-load";
import { Pagination } from "../../components/ui/pagination";
import { useInvoices } from "../../features/invoices/api/get-invoices";
import { InvoiceTable } from "../../features/invoices/components/invoice-table";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/invoices: 'My Invoices', newest first; the transaction id opens the payment screen. */
export default function InvoicesPage() {
  useDocumentTitle(INVOICE_TEXTS.listTitle);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number(search.get("page")) || 1);
  const invoices = useInvoices(page);
  return (
    <div>
      <PageHeader title={INVOICE_TEXTS.listTitle} />
      <p className="mb-4 flex items-start gap-2 rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-800">
        <Info size={18} className="mt-px shrink-0" aria-hidden />
        {INVOICE_TEXTS.listNote}
      </p>
      <ListLoad query={invoices}>
        <InvoiceTable invoices={invoices.data?.invoices} loading={invoices.isPending} />
      </ListLoad>
      <Pagination
        info={invoices.data?.pagination}
        loadingPage={invoices.isPlaceholderData ? page : undefined}
        onPage={(p) => setSearch(p > 1 ? { page: String(p) } : {})}
      />
    </div>
  );
}
