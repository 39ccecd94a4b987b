import { can } from "@app/shared/core/roles";
import { STAFF_STATES, STAFF_TEXTS, type StaffState } from "@app/shared/admins/admins";
import { staffAdminsContract } from "@app/shared/admins/staff.contract";
import { STAFF_STATE_LABELS } from "@app/shared/admins/staff-state";
import { UserPlus } from "lucide-react";
import { Link } from "../../components/ui/link";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { buttonClass } from "../../components/ui/button";
import { StaffTable } from "../../features/admins/components/staff-table";
import { useAdmin } from "../../lib/admin-session";

/** /admin/staff (owners): every staff account with its role, verification, access and last log-in. */
export default function AdminStaffPage() {
  const me = useAdmin();
  return (
    <StaffListPage
      title={STAFF_TEXTS.listTitle}
      op={staffAdminsContract.list}
      staff="admins.manage"
      rowsOf={(answer) => answer.staff}
      texts={STAFF_TEXTS}
      statuses={STAFF_STATES}
      statusLabel={(state) => STAFF_STATE_LABELS[state as StaffState] ?? state}
      searchLabel="Search by name or e-mail"
      noun="staff"
      actions={
        can(me.role, "admins.create", me.warehouses) ? (
          <Link to="/admin/signup" className={buttonClass("primary")}>
            <UserPlus size={16} /> Create Admin
          </Link>
        ) : undefined
      }
      table={({ rows, loading }) => <StaffTable rows={rows} loading={loading} myId={me.id} />}
    />
  );
}
