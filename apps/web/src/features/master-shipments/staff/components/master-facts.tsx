import { formatLongDate, formatPortalDate } from "@app/shared/core/format";
import { MILESTONE_LABELS } from "@app/shared/core/milestones";
import {
  MASTER_MODE_LABELS,
  MASTER_STAGE_LABELS,
  type MasterForm as MasterFormValues,
  type MasterRow,
  TRANSPORT_DOCUMENT_LABELS,
} from "@app/shared/master-shipments/staff";
import { useState } from "react";
import { Button } from "../../../../components/ui/button";
import { DetailList } from "../../../../components/ui/print-card";
import { toastSuccess } from "../../../../lib/toast";
import { MASTER_TEXTS as TEXTS } from "../master-texts";
import { formValuesOfMaster, MasterForm } from "./master-form";

/** The master's facts, and for those who manage masters an Edit that turns them into the form. */
export function MasterFacts({
  master,
  canEdit,
  onSave,
}: {
  master: MasterRow;
  canEdit: boolean;
  onSave: (values: MasterFormValues) => Promise<unknown>;
}) {
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <MasterForm
        defaults={formValuesOfMaster(master)}
        originFixed={master.shipments_count > 0}
        submitLabel="Save changes"
        failure={TEXTS.editFailed}
        onSubmit={async (values) => {
          await onSave(values);
          toastSuccess(TEXTS.saved);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  return (
    <div className="space-y-4">
      <DetailList
        items={[
          ["Mode", MASTER_MODE_LABELS[master.mode]],
          ["Carrier", master.carrier],
          [
            TRANSPORT_DOCUMENT_LABELS[master.mode],
            <span key="document" className="font-mono">
              {master.transport_document}
            </span>,
          ],
          ["Route", `${master.origin_label} → ${master.destination}`],
          ["Cut-off", master.cutoff_at ? formatPortalDate(master.cutoff_at) : "—"],
          ["Departure date", master.departure_date ? formatLongDate(master.departure_date) : "—"],
          ["Expected arrival", master.expected_arrival_date ? formatLongDate(master.expected_arrival_date) : "—"],
          [
            "Stage",
            `${MASTER_STAGE_LABELS[master.stage]}${master.last_milestone ? ` · ${MILESTONE_LABELS[master.last_milestone]}` : ""}`,
          ],
          ["Last movement", formatPortalDate(master.last_moved_at)],
          ["Load", `${master.shipments_count} shipments of ${master.customers_count} customers`],
        ]}
      />
      {canEdit && (
        <Button variant="secondary" className="no-print" onClick={() => setEditing(true)}>
          Edit details
        </Button>
      )}
    </div>
  );
}
