import { STAFF_TEXTS, type StaffMember, type StaffMemberResponse } from "@app/shared/admins/admins";
import { ADMIN_ROLES } from "@app/shared/core/enums";
import { formatPortalDate } from "@app/shared/core/format";
import { InlineStatusEdit } from "../../../components/admin-list/inline-status-edit";
import { Button } from "../../../components/ui/button";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { StatusBadge } from "../../../components/ui/status-badge";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { changeStaffRole, resendStaffVerification, useStaffAction } from "../api/manage-staff";
import { StaffAccess } from "./staff-access";
import { WarehouseAssignment } from "./warehouse-assignment";

/** Who may do what here is the server's call (owners only, never the last owner): refusals show as toasts. */
export function StaffTable({
  rows,
  loading,
  myId,
}: {
  rows: StaffMember[] | undefined;
  loading: boolean;
  myId: number;
}) {
  const run = useStaffAction();
  const act = async (call: Promise<StaffMemberResponse>) => {
    try {
      toastSuccess((await run(call)).message);
    } catch (error) {
      toastError(errorMessage(error));
    }
  };
  const columns: Column<StaffMember>[] = [
    { header: "Name", sortKey: "name", cell: (r) => `${r.firstname} ${r.lastname}` },
    { header: "Email", sortKey: "email", cell: (r) => r.email },
    {
      header: "Role",
      sortKey: "role",
      cell: (r) => (
        <InlineStatusEdit
          value={r.role}
          options={ADMIN_ROLES}
          label={`role of ${r.email}`}
          saved={STAFF_TEXTS.roleChanged}
          onConfirm={(role) => run(changeStaffRole(r.id, role as StaffMember["role"]))}
        />
      ),
    },
    {
      header: "Warehouses",
      cell: (r) => <WarehouseAssignment member={r} act={act} />,
    },
    {
      header: "Verified",
      cell: (r) =>
        r.verified ? (
          "Yes"
        ) : (
          <span className="inline-flex items-center gap-2">
            No
            <Button variant="secondary" onClick={() => act(resendStaffVerification(r.id))}>
              Resend link
            </Button>
          </span>
        ),
    },
    {
      header: "Active",
      cell: (r) => <StatusBadge status={r.active ? "active" : "deactivated"} />,
    },
    {
      header: "Last log-in",
      sortKey: "last_login_at",
      cell: (r) => (r.last_login_at ? formatPortalDate(r.last_login_at) : "Never"),
    },
    {
      header: "Access",
      cell: (r) => (r.id === myId ? "You" : <StaffAccess member={r} act={act} />),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} caption="Staff" />;
}
