import { SHIPMENT_STATUSES, type ShipmentStatus } from "@app/shared/core/enums";
import { can } from "@app/shared/core/roles";
import type { StaffShipmentRow } from "@app/shared/shipments/staff";
import {
  BULK_STATUS_TEXTS,
  SHIPMENT_STAFF_TEXTS as TEXTS,
  type StaffSettablePaymentStatus,
  shipmentStatusChangeEmailsCustomer,
} from "@app/shared/shipments/staff.texts";
import { Plus } from "lucide-react";
import { Link } from "../../components/ui/link";
import type { BulkStatusAction } from "../../components/admin-list/bulk-status";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { useStaffCan } from "../../components/admin-list/staff-only";
import { buttonClass } from "../../components/ui/button";
import {
  SHIPMENT_FORM_ACTIONS,
  bulkShipmentStatus,
  staffShipments,
  useShipmentStatusEdits,
} from "../../features/shipments/staff/api/shipment-calls";
import { ShipmentsTable } from "../../features/shipments/staff/components/shipments-table";
import { useAdmin } from "../../lib/admin-session";

/** The list's bulk status change: the picked shipments or all matching the filter, one e-mail per customer. */
const bulkStatus: BulkStatusAction<StaffShipmentRow> = {
  statuses: SHIPMENT_STATUSES,
  idOf: (row) => row.id,
  labelOf: (row) => row.tracking_number,
  emailsCustomer: shipmentStatusChangeEmailsCustomer,
  fallback: BULK_STATUS_TEXTS.failed,
  recordHeader: "Tracking No.",
  run: async (target, status, notify) => {
    const answer = await bulkShipmentStatus({
      ...("ids" in target
        ? { ids: target.ids }
        : { matching: { q: target.matching.q, status: target.matching.status as ShipmentStatus | undefined } }),
      shipment_status: status as ShipmentStatus,
      notify,
    });
    return {
      message: answer.message,
      outcomes: answer.results.map((r) => ({ id: r.id, label: r.tracking_number, ok: r.ok, reason: r.reason })),
    };
  },
};

export default function AdminShipmentsPage() {
  const edit = useShipmentStatusEdits();
  const admin = useAdmin();
  const canCreate = useStaffCan(...SHIPMENT_FORM_ACTIONS);
  return (
    <StaffListPage
      title="Shipments"
      op={staffShipments.list}
      staff="records.view"
      rowsOf={(answer) => answer.shipments}
      texts={TEXTS}
      statuses={SHIPMENT_STATUSES}
      searchLabel="Search by tracking number or email, transaction ID, customer name, phone or suite"
      noun="shipments"
      actions={
        canCreate ? (
          <Link to="/admin/shipments/form" className={buttonClass("primary")}>
            <Plus size={16} /> Create Shipment
          </Link>
        ) : undefined
      }
      bulk={can(admin.role, "shipments.updateStatus", admin.warehouses) ? bulkStatus : undefined}
      table={({ rows, loading, role, warehouses, selection }) => (
        <ShipmentsTable
          rows={rows}
          loading={loading}
          canCreateInvoice={can(role, "invoices.create", warehouses)}
          onShipmentStatus={(row, status) => edit.shipmentStatus(row, status as ShipmentStatus)}
          onPaymentStatus={(row, status) => edit.paymentStatus(row, status as StaffSettablePaymentStatus)}
          selection={selection}
        />
      )}
    />
  );
}
