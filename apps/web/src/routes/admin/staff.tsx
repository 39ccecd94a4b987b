import { untypedListOp } from "../../components/admin-list/use-admin-list";
import { STAFF_STATES, STAFF_TEXTS, type StaffMember } from "@app/shared/admins";
import { UserPlus } from "lucide-react";
import { Link } from "react-router";
import { StaffListPage } from "../../components/admin-list/staff-list-page";
import { buttonClass } from "../../components/ui/button";
import { STAFF_LIST_PATH } from "../../features/admins/api/manage-staff";
import { StaffTable } from "../../features/admins/components/staff-table";
import { useAdmin } from "../../lib/session";

/** /admin/staff (owners): every staff account with its role, verification, access and last log-in. */
export default function AdminStaffPage() {
  const me = useAdmin();
  return (
    <StaffListPage
      title={STAFF_TEXTS.listTitle}
      {...untypedListOp<StaffMember>(STAFF_LIST_PATH, "staff")}
      texts={STAFF_TEXTS}
      statuses={STAFF_STATES}
      searchLabel="Search by name or e-mail"
      noun="staff"
      actions={
        <Link to="/admin/signup" className={buttonClass("primary")}>
          <UserPlus size={16} /> Create Admin
        </Link>
      }
      table={({ rows, loading }) => <StaffTable rows={rows} loading={loading} myId={me.id} />}
    />
  );
}
