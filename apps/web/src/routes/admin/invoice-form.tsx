import { STAFF_INVOICE_REFERENCE_TYPES, type StaffInvoiceReferenceType } from "@app/shared/core/enums";
import { INVOICE_STAFF_TEXTS } from "@app/shared/invoices/staff";
import { can } from "@app/shared/core/roles";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { EmptyState, PageHeader } from "../../components/ui/card";
import { InvoiceForm } from "../../features/invoices/staff/components/invoice-form";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/**
 * /admin/invoice/form: a new invoice (customer and record picked in the form); /admin/invoice/form/{record id}
 * ?type=procurement&user_id=7: opened from a list row's 'Create Invoice', customer and record already chosen.
 */
export default function AdminInvoiceFormPage() {
  useDocumentTitle(INVOICE_STAFF_TEXTS.formTitle);
  const admin = useAdmin();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const type = search.get("type");
  const referenceType = (STAFF_INVOICE_REFERENCE_TYPES as readonly string[]).includes(type ?? "")
    ? (type as StaffInvoiceReferenceType)
    : undefined;
  if (!can(admin.role, "invoices.create", admin.warehouses)) {
    return <EmptyState>Only managers and owners can create invoices.</EmptyState>;
  }
  return (
    <div>
      <PageHeader title={INVOICE_STAFF_TEXTS.formTitle} />
      <InvoiceForm
        defaults={{
          referenceType,
          referenceId: id && /^\d+$/.test(id) ? id : undefined,
          userId: search.get("user_id") ?? undefined,
          totalAmount: search.get("total_amount") ?? undefined,
          currency: search.get("currency") ?? undefined,
        }}
        onCreated={(invoiceId) => navigate(`/admin/invoices/${invoiceId}`, { replace: true })}
      />
    </div>
  );
}
