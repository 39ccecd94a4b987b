import { MASTER_STAGE_LABELS, MASTER_STAGES, type MasterStage } from "@app/shared/master-shipments/staff";
import { staffMasterShipmentsContract } from "@app/shared/master-shipments/staff.contract";
import { can } from "@app/shared/core/roles";
import { Plus } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "../../components/ui/link";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { buttonClass } from "../../components/ui/button";
import { MastersTable } from "../../features/master-shipments/staff/components/masters-table";
import { MASTER_TEXTS as TEXTS } from "../../features/master-shipments/staff/master-texts";
import { useAdmin } from "../../lib/admin-session";

/** The setting is a form (the forms library): loaded only for those who may change it, after the list. */
const StaleDaysSetting = lazy(() =>
  import("../../features/master-shipments/staff/components/stale-days-setting").then((m) => ({
    default: m.StaleDaysSetting,
  })),
);

/** /admin/master-shipments: every flight and vessel, searchable by reference, carrier and AWB/B/L; CSV export. */
export default function AdminMasterShipmentsPage() {
  const admin = useAdmin();
  return (
    <div className="space-y-8">
      <StaffListPage
        title={TEXTS.title}
        op={staffMasterShipmentsContract.list}
        staff="desk.view"
        rowsOf={(answer) => answer.masters}
        texts={TEXTS}
        statuses={MASTER_STAGES}
        statusLabel={(stage) => MASTER_STAGE_LABELS[stage as MasterStage] ?? stage}
        searchLabel="Search by reference, carrier or AWB / B/L number"
        noun="master shipments"
        actions={
          can(admin.role, "masters.manage", admin.warehouses) ? (
            <Link to="/admin/master-shipments/new" className={buttonClass("primary")}>
              <Plus size={16} /> New master shipment
            </Link>
          ) : undefined
        }
        table={({ rows, loading }) => <MastersTable rows={rows} loading={loading} />}
      />
      {can(admin.role, "settings.manage", admin.warehouses) && (
        <section aria-labelledby="stale-heading" className="no-print">
          <h2 id="stale-heading" className="mb-2 text-lg font-semibold text-slate-900">
            Stale master alert
          </h2>
          <Suspense fallback={null}>
            <StaleDaysSetting />
          </Suspense>
        </section>
      )}
    </div>
  );
}
