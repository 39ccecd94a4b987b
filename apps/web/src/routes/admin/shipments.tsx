import { SHIPMENT_STATUSES, type ShipmentPaymentStatus, type ShipmentStatus } from "@app/shared/enums";
import { can } from "@app/shared/roles";
import { SHIPMENT_STAFF_TEXTS as TEXTS } from "@app/shared/shipments.staff";
import { staffShipmentsContract } from "@app/shared/shipments.staff.contract";
import { Plus } from "lucide-react";
import { Link } from "react-router";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { buttonClass } from "../../components/ui/button";
import { useShipmentStatusEdits } from "../../features/shipments/staff/api/shipment-calls";
import { ShipmentsTable } from "../../features/shipments/staff/components/shipments-table";

export default function AdminShipmentsPage() {
  const edit = useShipmentStatusEdits();
  return (
    <StaffListPage
      title="Shipments"
      op={staffShipmentsContract.list}
      rowsOf={(answer) => answer.shipments}
      texts={TEXTS}
      statuses={SHIPMENT_STATUSES}
      searchLabel="Search by tracking number or email, transaction ID, customer name, phone or suite"
      noun="shipments"
      actions={
        <Link to="/admin/shipments/form" className={buttonClass("primary")}>
          <Plus size={16} /> Create Shipment
        </Link>
      }
      table={({ rows, loading, role }) => (
        <ShipmentsTable
          rows={rows}
          loading={loading}
          canCreateInvoice={can(role, "invoices.create")}
          onShipmentStatus={(row, status) => edit.shipmentStatus(row, status as ShipmentStatus)}
          onPaymentStatus={(row, status) => edit.paymentStatus(row, status as ShipmentPaymentStatus)}
        />
      )}
    />
  );
}
