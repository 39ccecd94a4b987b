import { formatPortalDate } from "@app/shared/core/format";
import { can } from "@app/shared/core/roles";
import { warehouseName } from "@app/shared/core/warehouse-names";
import type { StaffPackageRow } from "@app/shared/packages/staff";
import type { ReactNode } from "react";
import { Link } from "../../../../components/ui/link";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { useAdmin } from "../../../../lib/admin-session";
import { PackageStatusBadge } from "./package-status-badge";

export const LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/** A warehouse's city as staff know it ('Stafford, Texas, USA'). */
export const warehouseLabel = warehouseName;

/** A cell's text that may wrap, so a wide table still fits a laptop's window (table cells do not wrap by default). */
export const Wrap = ({ children }: { children: ReactNode }) => (
  <span className="whitespace-normal break-words">{children}</span>
);

/** Our package id (the detail's link) with the carrier's tracking number under it. */
export function PackageCell({
  row,
}: {
  row: Pick<StaffPackageRow, "id" | "package_code" | "carrier_tracking_number">;
}) {
  return (
    <span className="flex flex-col items-end @3xl:items-start">
      <Link to={`/admin/packages/${row.id}`} className={LINK}>
        {row.package_code}
      </Link>
      {row.carrier_tracking_number && (
        <span className="text-xs break-all whitespace-normal text-slate-600">{row.carrier_tracking_number}</span>
      )}
    </span>
  );
}

/**
 * Who the parcel belongs to: the customer (a link to their page for those who may open it, decision 0069), or what
 * its label said while nobody is matched.
 */
export function OwnerCell({ row }: { row: Pick<StaffPackageRow, "owner" | "label_owner_text"> }) {
  const admin = useAdmin();
  if (row.owner) {
    const name = `${row.owner.name} · ${row.owner.suite_number}`;
    return (
      <Wrap>
        {can(admin.role, "customers.view", admin.warehouses) ? (
          <Link to={`/admin/customers/${row.owner.id}`} className={LINK}>
            {name}
          </Link>
        ) : (
          name
        )}
      </Wrap>
    );
  }
  return (
    <span className="whitespace-normal break-words">
      <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">Unknown owner</span>
      {row.label_owner_text && <span className="ml-1 text-slate-600">“{row.label_owner_text}”</span>}
    </span>
  );
}

/** The staff packages list: our id and the carrier tracking number, owner, warehouse, status, bin, days held. */
export function PackageTable({ rows, loading }: { rows: StaffPackageRow[] | undefined; loading: boolean }) {
  const columns: Column<StaffPackageRow>[] = [
    { header: "Package", sortKey: "package_code", cell: (r) => <PackageCell row={r} /> },
    { header: "Customer", cell: (r) => <OwnerCell row={r} /> },
    { header: "Warehouse", sortKey: "warehouse", cell: (r) => <Wrap>{warehouseName(r.warehouse)}</Wrap> },
    { header: "Status", sortKey: "status", cell: (r) => <PackageStatusBadge status={r.status} /> },
    { header: "Bin", cell: (r) => r.bin_location ?? "—" },
    { header: "Days held", cell: (r) => (r.days_held == null ? "—" : r.days_held) },
    { header: "Received", sortKey: "received_at", cell: (r) => <Wrap>{formatPortalDate(r.received_at)}</Wrap> },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} caption="Packages" />;
}
