import { WAREHOUSES } from "@app/shared/core/company";
import { PACKAGE_STAFF_TEXTS as TEXTS } from "@app/shared/packages/staff";
import { staffPackagesContract } from "@app/shared/packages/staff.contract";
import { Link } from "../../components/ui/link";
import type { ListFilter } from "../../components/admin-list/use-list-params";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { buttonClass } from "../../components/ui/button";
import { UnknownOwnerTable } from "../../features/packages/staff/components/unknown-owner-table";

const FILTERS: readonly ListFilter[] = [
  { key: "warehouse", label: "Warehouse", options: WAREHOUSES.map((w) => ({ value: w.city, label: w.label })) },
];

/** /admin/packages/unknown-owner: parcels nobody could match, with the label's text and photos, to assign. */
export default function AdminUnknownOwnerPage() {
  return (
    <StaffListPage
      title={TEXTS.queueTitle}
      op={staffPackagesContract.unknownOwner}
      staff="desk.view"
      rowsOf={(answer) => answer.packages}
      texts={TEXTS}
      statuses={[]}
      filters={FILTERS}
      searchLabel="Search the label's text, tracking number, package id or bin"
      noun="packages"
      actions={
        <Link to="/admin/packages" className={buttonClass("secondary")}>
          All packages
        </Link>
      }
      table={({ rows, loading }) => <UnknownOwnerTable rows={rows} loading={loading} />}
    />
  );
}
