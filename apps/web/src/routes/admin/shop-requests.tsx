import { PROCUREMENT_STATUSES } from "@app/shared/core/enums";
import { PROCUREMENT_STAFF_TEXTS as TEXTS } from "@app/shared/procurements/staff";
import { staffProcurementsContract } from "@app/shared/procurements/staff.contract";
import { can } from "@app/shared/core/roles";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { useUpdateProcurementStatus } from "../../features/procurements/staff/api/update-procurement-status";
import { ShopRequestTable } from "../../features/procurements/staff/components/shop-request-table";

export default function AdminShopRequestsPage() {
  const updateStatus = useUpdateProcurementStatus();
  return (
    <StaffListPage
      title={TEXTS.listTitle}
      op={staffProcurementsContract.list}
      staff="records.view"
      rowsOf={(answer) => answer.procurements}
      texts={TEXTS}
      statuses={PROCUREMENT_STATUSES}
      searchLabel="Search by e-mail, store, procurement number, transaction ID, customer name, phone or suite"
      noun="shop requests"
      table={({ rows, loading, role, warehouses }) => (
        <ShopRequestTable
          rows={rows}
          loading={loading}
          canCreateInvoice={can(role, "invoices.create", warehouses)}
          onStatus={(row, status) => updateStatus(row.id, status)}
        />
      )}
    />
  );
}
