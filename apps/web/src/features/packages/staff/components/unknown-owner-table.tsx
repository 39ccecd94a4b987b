import { formatPortalDate } from "@app/shared/core/format";
import { warehouseName } from "@app/shared/core/warehouse-names";
import type { StaffPackageRow } from "@app/shared/packages/staff";
import { can } from "@app/shared/core/roles";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { useAdmin } from "../../../../lib/admin-session";
import { AssignOwnerButton } from "./assign-owner-dialog";
import { PackageCell, Wrap } from "./package-table";
import { PhotoGallery } from "../../components/photo-gallery";

/** The unknown-owner queue: each parcel's photos, what its label said, where and when it came, and Assign. */
export function UnknownOwnerTable({ rows, loading }: { rows: StaffPackageRow[] | undefined; loading: boolean }) {
  const admin = useAdmin();
  const columns: Column<StaffPackageRow>[] = [
    { header: "Package", sortKey: "package_code", cell: (r) => <PackageCell row={r} /> },
    {
      header: "Photos",
      cell: (r) => <PhotoGallery photos={r.photos} title={r.package_code} size="h-14 w-14" />,
    },
    { header: "Label says", cell: (r) => <Wrap>{r.label_owner_text ?? "—"}</Wrap> },
    { header: "Warehouse", sortKey: "warehouse", cell: (r) => <Wrap>{warehouseName(r.warehouse)}</Wrap> },
    { header: "Received", sortKey: "received_at", cell: (r) => <Wrap>{formatPortalDate(r.received_at)}</Wrap> },
    {
      header: "Owner",
      cell: (r) =>
        can(admin.role, "packages.assignOwner", admin.warehouses) ? (
          <AssignOwnerButton packageId={r.id} packageCode={r.package_code} labelText={r.label_owner_text} />
        ) : (
          "Unknown"
        ),
    },
  ];
  return (
    <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} caption="Unknown-owner packages" />
  );
}
