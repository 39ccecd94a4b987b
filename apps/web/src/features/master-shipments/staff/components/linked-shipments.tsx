import { can, seesMoney } from "@app/shared/core/roles";
import { formatMinor } from "@app/shared/rates/rates";
import type { MasterLinkedShipment } from "@app/shared/master-shipments/staff";
import { useState } from "react";
import { Link } from "../../../../components/ui/link";
import { Button } from "../../../../components/ui/button";
import { ConfirmDialog, loadConfirmDialog } from "../../../../components/ui/confirm-dialog";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { StatusBadge } from "../../../../components/ui/status-badge";
import { useAdmin } from "../../../../lib/admin-session";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { MASTER_TEXTS as TEXTS } from "../master-texts";

const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** The declared value per currency ('$120.00 + £40.00'), or a dash without a declaration. */
const declaredText = (declared: MasterLinkedShipment["declared"]) =>
  declared.length === 0 ? "—" : declared.map((d) => formatMinor(d.total_minor, d.currency)).join(" + ");

/**
 * The customer shipments on the master: tracking number (opens the staff shipment page), customer, weight, declared
 * value and status. Before departure staff may take one off ('Remove', confirmed first). Links lead only where the
 * account may go, and a partner agent gets no declared value column (decision 0070), rather than dashes.
 */
export function LinkedShipments({
  shipments,
  canRemove,
  onRemove,
}: {
  shipments: MasterLinkedShipment[];
  canRemove: boolean;
  onRemove: (shipmentId: number) => Promise<unknown>;
}) {
  const admin = useAdmin();
  const opens = (action: "records.view" | "customers.view") => can(admin.role, action, admin.warehouses);
  const [removing, setRemoving] = useState<MasterLinkedShipment | null>(null);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      await onRemove(removing.shipment_id);
      toastSuccess(`${removing.tracking_number} removed from the master.`);
      setRemoving(null);
    } catch (error) {
      toastError(errorMessage(error, TEXTS.unloadFailed));
    } finally {
      setBusy(false);
    }
  };
  const columns: Column<MasterLinkedShipment>[] = [
    {
      header: "Tracking No.",
      cell: (s) =>
        opens("records.view") ? (
          <Link to={`/admin/shipment/${s.shipment_id}`} className={LINK}>
            {s.tracking_number}
          </Link>
        ) : (
          s.tracking_number
        ),
    },
    {
      header: "Customer",
      cell: (s) =>
        opens("customers.view") ? (
          <Link to={`/admin/customers/${s.customer.id}`} className={LINK} title={s.customer.email_address}>
            {s.customer.name} ({s.customer.suite})
          </Link>
        ) : (
          `${s.customer.name} (${s.customer.suite})`
        ),
    },
    { header: "Weight", cell: (s) => `${s.weight_kg} kg` },
    ...(seesMoney(admin.role)
      ? [{ header: "Declared value", cell: (s: MasterLinkedShipment) => declaredText(s.declared) }]
      : []),
    { header: "Status", cell: (s) => <StatusBadge status={s.shipment_status} /> },
  ];
  if (canRemove)
    columns.push({
      header: "Actions",
      cell: (s) => (
        <Button
          variant="secondary"
          className="px-3 py-1"
          aria-label={`Remove ${s.tracking_number}`}
          onPointerEnter={() => void loadConfirmDialog()}
          onFocus={() => void loadConfirmDialog()}
          onClick={() => setRemoving(s)}
        >
          Remove
        </Button>
      ),
    });
  if (shipments.length === 0) return <p className="py-4 text-sm text-slate-500">{TEXTS.noShipments}</p>;
  return (
    <>
      <DataTable columns={columns} rows={shipments} rowKey={(s) => s.shipment_id} caption="Shipments on this master" />
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removing?.tracking_number ?? ""}?`}
        description="The shipment comes off this master and its ship request can be loaded on another one. Nobody is notified."
        busy={busy}
        confirmLabel="Remove"
        onConfirm={() => void confirm()}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
