import { can } from "@app/shared/core/roles";
import { STAFF_CUSTOMER_TEXTS } from "@app/shared/customers/staff";
import { useParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { PrintCard } from "../../components/ui/print-card";
import { useStaffCustomer } from "../../features/customers/staff/api/get-staff-customer";
import { CustomerProfile, CustomerRecords } from "../../features/customers/staff/components/customer-records";
import { CustomerWalletPanel } from "../../features/wallet/staff/components/customer-wallet-panel";
import { VirtualAccountsPanel } from "../../features/wallet/staff/components/virtual-accounts-panel";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { staffOnlyPage } from "../../components/admin-list/staff-only";

/**
 * /admin/customers/{id}: the customer's profile, suite number, addresses and every record of theirs; below the
 * printable card, their wallet (balance, credit or debit) and their account numbers for transfers.
 */
function AdminCustomerDetailPage() {
  const id = Number(useParams().id);
  const admin = useAdmin();
  const query = useStaffCustomer(id);
  const customer = query.data?.customer;
  useDocumentTitle(customer ? `${customer.firstname} ${customer.lastname}` : "Customer");

  if (!query.data || !customer) {
    if (query.isError || !Number.isInteger(id) || id < 1) {
      return (
        <div>
          <Link to="/admin/customers" className={buttonClass("secondary")}>
            Go Back
          </Link>
          <RecordLoadFailed query={query} what="customer" notFound={STAFF_CUSTOMER_TEXTS.notFound} />
        </div>
      );
    }
    return <Spinner />;
  }
  return (
    <div className="max-w-5xl">
      <PrintCard>
        <h1 className="mb-1 text-2xl font-bold text-slate-900">
          {customer.firstname} {customer.lastname}
        </h1>
        <p className="mb-4 text-sm text-slate-600">
          Customer #{customer.id} · Suite {customer.suite_number}
        </p>
        <CustomerProfile customer={customer} />
        <CustomerRecords detail={query.data} />
      </PrintCard>
      <CustomerWalletPanel
        customerId={customer.id}
        name={`${customer.firstname} ${customer.lastname}`}
        canAdjust={can(admin.role, "wallet.adjust", admin.warehouses)}
      />
      <VirtualAccountsPanel customerId={customer.id} canClose={can(admin.role, "wallet.adjust", admin.warehouses)} />
    </div>
  );
}

export default staffOnlyPage(["customers.view"], "Customer", AdminCustomerDetailPage);
