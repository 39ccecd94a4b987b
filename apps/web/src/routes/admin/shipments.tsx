import { SHIPMENT_STATUSES, type ShipmentPaymentStatus, type ShipmentStatus } from "@app/shared/enums";
import { can } from "@app/shared/roles";
import {
  type StaffPagination,
  type StaffShipmentRow,
  SHIPMENT_STAFF_TEXTS as TEXTS,
} from "@app/shared/shipments-staff";
import { Plus } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { ListToolbar } from "../../components/admin-list/list-toolbar";
import { useAdminList } from "../../components/admin-list/use-admin-list";
import { useListParams } from "../../components/admin-list/use-list-params";
import { buttonClass } from "../../components/ui/button";
import { EmptyState, PageHeader } from "../../components/ui/card";
import { updatePaymentStatus, updateShipmentStatus } from "../../features/admin-shipments/api/shipment-calls";
import { ShipmentsPagination } from "../../features/admin-shipments/components/shipments-pagination";
import { ShipmentsTable } from "../../features/admin-shipments/components/shipments-table";
import { useAdmin } from "../../lib/session";
import { useDocumentTitle } from "../../lib/use-document-meta";

type Edits = Record<number, Partial<Pick<StaffShipmentRow, "shipment_status" | "payment_status">>>;

export default function AdminShipmentsPage() {
  useDocumentTitle("Shipments");
  const admin = useAdmin();
  const { params, update } = useListParams();
  const list = useAdminList<StaffShipmentRow>({
    path: "/shipment",
    rowsKey: "shipments",
    params,
    loadedMessage: TEXTS.loaded,
    fallback: TEXTS.fetchFailed,
  });
  // A confirmed inline edit changes its row at once; the next load of the list is the truth again.
  const [edits, setEdits] = useState<{ loadedAt: number; rows: Edits }>({ loadedAt: 0, rows: {} });
  const local = edits.loadedAt === list.dataUpdatedAt ? edits.rows : {};
  const rows = list.data?.rows.map((r) => (local[r.id] ? { ...r, ...local[r.id] } : r));
  const remember = (id: number, change: Edits[number]) =>
    setEdits((prev) => {
      const kept = prev.loadedAt === list.dataUpdatedAt ? prev.rows : {};
      return { loadedAt: list.dataUpdatedAt, rows: { ...kept, [id]: { ...kept[id], ...change } } };
    });
  const pagination = list.data?.pagination as StaffPagination | undefined;

  return (
    <div>
      <PageHeader
        title="Shipments"
        actions={
          <Link to="/admin/shipments/form" className={buttonClass("primary")}>
            <Plus size={16} /> Create Shipment
          </Link>
        }
      />
      <ListToolbar
        path="/shipment"
        params={params}
        update={update}
        statuses={SHIPMENT_STATUSES}
        searchLabel="Search by tracking number or email"
      />
      {list.isError && !list.data ? (
        <EmptyState>{TEXTS.loadFailed}</EmptyState>
      ) : (
        <ShipmentsTable
          rows={rows}
          loading={list.isPending}
          canCreateInvoice={can(admin.role, "invoices.create")}
          onShipmentStatus={async (row, status) => {
            const answer = await updateShipmentStatus(row.tracking_number, status as ShipmentStatus);
            remember(row.id, { shipment_status: answer.shipment.shipment_status });
          }}
          onPaymentStatus={async (row, status) => {
            const answer = await updatePaymentStatus(row.tracking_number, status as ShipmentPaymentStatus);
            remember(row.id, { payment_status: answer.shipment.payment_status });
          }}
        />
      )}
      <ShipmentsPagination info={pagination} onPage={(page) => update({ page })} />
    </div>
  );
}
