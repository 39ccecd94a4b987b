import { STAFF_CUSTOMER_TEXTS as TEXTS } from "@app/shared/customers/staff";
import { staffCustomersContract } from "@app/shared/customers/staff.contract";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { CustomerTable } from "../../features/customers/staff/components/customer-table";

/** /admin/customers: find a customer by name, e-mail, phone or suite number. */
export default function AdminCustomersPage() {
  return (
    <StaffListPage
      title={TEXTS.listTitle}
      op={staffCustomersContract.list}
      staff="customers.view"
      rowsOf={(answer) => answer.customers}
      texts={TEXTS}
      statuses={[]}
      searchLabel={TEXTS.searchLabel}
      noun="customers"
      table={({ rows, loading }) => <CustomerTable customers={rows} loading={loading} />}
    />
  );
}
