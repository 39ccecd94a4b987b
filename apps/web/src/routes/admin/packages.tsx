import { WAREHOUSES } from "@app/shared/core/company";
import { PACKAGE_STATUSES, type PackageStatus } from "@app/shared/core/enums";
import { PACKAGE_STATUS_LABELS } from "@app/shared/packages/packages";
import { seesContacts } from "@app/shared/core/roles";
import { PACKAGE_AGE_FILTERS, PACKAGE_STAFF_TEXTS as TEXTS } from "@app/shared/packages/staff";
import { staffPackagesContract } from "@app/shared/packages/staff.contract";
import { Link } from "../../components/ui/link";
import type { ListFilter } from "../../components/admin-list/use-list-params";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { buttonClass } from "../../components/ui/button";
import { PackageTable } from "../../features/packages/staff/components/package-table";
import { useAdmin } from "../../lib/admin-session";

/** The packages list's own filters: warehouse, days on the shelf, and whether the owner is known. */
export const PACKAGE_FILTERS: readonly ListFilter[] = [
  { key: "warehouse", label: "Warehouse", options: WAREHOUSES.map((w) => ({ value: w.city, label: w.label })) },
  {
    key: "age",
    label: "Held",
    options: PACKAGE_AGE_FILTERS.map((days) => ({ value: days, label: `Over ${days} days` })),
  },
  {
    key: "owner",
    label: "Owner",
    options: [
      { value: "unknown", label: "Unknown owner" },
      { value: "known", label: "Known" },
      { value: "contested", label: "Contested" },
    ],
  },
];

const statusLabel = (status: string) => PACKAGE_STATUS_LABELS[status as PackageStatus] ?? status;

/** /admin/packages: every parcel at our warehouses, searched and filtered like the other staff lists. */
export default function AdminPackagesPage() {
  const { role } = useAdmin();
  return (
    <StaffListPage
      title={TEXTS.listTitle}
      op={staffPackagesContract.list}
      staff="desk.view"
      rowsOf={(answer) => answer.packages}
      texts={TEXTS}
      statuses={PACKAGE_STATUSES}
      statusLabel={statusLabel}
      filters={PACKAGE_FILTERS}
      searchLabel={seesContacts(role) ? TEXTS.searchLabel : TEXTS.agentSearchLabel}
      noun="packages"
      actions={
        <Link to="/admin/packages/unknown-owner" className={buttonClass("secondary")}>
          Unknown-owner queue
        </Link>
      }
      table={({ rows, loading }) => <PackageTable rows={rows} loading={loading} />}
    />
  );
}
