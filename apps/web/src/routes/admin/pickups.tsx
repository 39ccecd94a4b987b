import { PICKUP_STATUSES } from "@app/shared/core/enums";
import { PICKUP_STAFF_TEXTS as TEXTS } from "@app/shared/pickups/staff";
import { staffPickupsContract } from "@app/shared/pickups/staff.contract";
import { can } from "@app/shared/core/roles";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { useUpdatePickupStatus } from "../../features/pickups/staff/api/update-pickup-status";
import { PickupTable } from "../../features/pickups/staff/components/pickup-table";

export default function AdminPickupsPage() {
  const updateStatus = useUpdatePickupStatus();
  return (
    <StaffListPage
      title={TEXTS.listTitle}
      op={staffPickupsContract.list}
      staff="customers.view"
      rowsOf={(answer) => answer.pickups}
      texts={TEXTS}
      statuses={PICKUP_STATUSES}
      searchLabel="Search by e-mail, contact name, pickup number, transaction ID, customer name, phone or suite"
      noun="pickups"
      table={({ rows, loading, role, warehouses }) => (
        <PickupTable
          rows={rows}
          loading={loading}
          canCreateInvoice={can(role, "invoices.create", warehouses)}
          onStatus={(row, status) => updateStatus(row.id, status)}
        />
      )}
    />
  );
}
