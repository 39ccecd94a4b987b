import type { StaffMasterDetail } from "@app/shared/master-shipments/staff";
import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { AuditTrail } from "../../../../components/admin-list/audit-trail";
import { Button } from "../../../../components/ui/button";
import { Card } from "../../../../components/ui/card";
import { useMasterChanges } from "../api/master-calls";
import { MASTER_TEXTS as TEXTS } from "../master-texts";
import { AddRequests } from "./add-requests";
import { LinkedShipments } from "./linked-shipments";
import { MasterFacts } from "./master-facts";
import { PostUpdateForm } from "./post-update-form";
import { UpdatesTimeline } from "./updates-timeline";

function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

/**
 * One master on its staff page: facts (edit), the shipments it carries (add paid ship requests, remove before
 * departure), posting a milestone or a delay notice, the updates so far and the audit trail.
 */
export function MasterDetail({ detail, canManage }: { detail: StaffMasterDetail; canManage: boolean }) {
  const { master, shipments, updates, audit, audience } = detail;
  const changes = useMasterChanges(master.id);
  const [adding, setAdding] = useState(false);
  const beforeDeparture = master.stage === "loading";
  return (
    <div className="space-y-6">
      <Section id="facts-heading" title="Details">
        <MasterFacts master={master} canEdit={canManage} onSave={changes.edit} />
      </Section>
      <Section
        id="shipments-heading"
        title={`Shipments (${shipments.length})`}
        actions={
          canManage &&
          beforeDeparture &&
          !adding && (
            <Button onClick={() => setAdding(true)}>
              <Plus size={16} aria-hidden /> Add ship requests
            </Button>
          )
        }
      >
        {canManage && !beforeDeparture && <p className="text-sm text-slate-600">{TEXTS.onlyBeforeDeparture}</p>}
        {adding && <AddRequests masterId={master.id} onLoad={changes.load} onClose={() => setAdding(false)} />}
        <LinkedShipments shipments={shipments} canRemove={canManage && beforeDeparture} onRemove={changes.unload} />
      </Section>
      {canManage && (
        <Section id="post-update-heading" title="Post update">
          <PostUpdateForm
            shipmentsCount={master.shipments_count}
            audience={audience}
            delivered={master.last_milestone === "delivered"}
            onPost={changes.postUpdate}
          />
        </Section>
      )}
      <Section id="updates-heading" title="Updates">
        <UpdatesTimeline updates={updates} />
      </Section>
      <AuditTrail entries={audit} />
    </div>
  );
}
