import type { StaffCustomerRow } from "@app/shared/customers/staff";
import { warehouseName } from "@app/shared/core/warehouse-names";
import { formatPortalDate } from "@app/shared/core/format";
import { Link } from "../../../../components/ui/link";
import { type Column, DataTable } from "../../../../components/ui/data-table";

const LINK = "font-medium text-brand-700 hover:underline";

/** Name (opens the customer page), e-mail, phone, suite number, warehouse, joined. */
export function CustomerTable({ customers, loading }: { customers: StaffCustomerRow[] | undefined; loading: boolean }) {
  const columns: Column<StaffCustomerRow>[] = [
    {
      header: "Name",
      cell: (c) => (
        <Link to={`/admin/customers/${c.id}`} className={LINK}>
          {c.name}
        </Link>
      ),
    },
    {
      header: "Email",
      cell: (c) => (
        <Link to={`/admin/customers/${c.id}`} className={LINK}>
          {c.email_address}
        </Link>
      ),
      className: "max-w-xs truncate",
    },
    { header: "Phone", cell: (c) => c.number },
    { header: "Suite", cell: (c) => c.suite_number },
    { header: "Warehouse", cell: (c) => warehouseName(c.warehouse_choice) },
    { header: "Joined", cell: (c) => formatPortalDate(c.created_at) },
  ];
  return <DataTable columns={columns} rows={customers} rowKey={(c) => c.id} loading={loading} caption="Customers" />;
}
