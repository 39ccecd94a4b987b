import { STAFF_TEXTS, type StaffMember, type StaffMemberResponse } from "@app/shared/admins/admins";
import { STAFF_STATE_LABELS, selfDemotionWarning, staffState } from "@app/shared/admins/staff-state";
import { ADMIN_ROLES, type AdminRole } from "@app/shared/core/enums";
import { useQueryClient } from "@tanstack/react-query";
import { formatPortalDate } from "@app/shared/core/format";
import { InlineStatusEdit } from "../../../components/admin-list/inline-status-edit";
import { Button } from "../../../components/ui/button";
import { type Column, DataTable } from "../../../components/ui/data-table";
import { StatusBadge } from "../../../components/ui/status-badge";
import { errorMessage } from "../../../lib/api";
import { adminSessionKey } from "../../../lib/session";
import { toastError, toastSuccess } from "../../../lib/toast";
import { changeStaffRole, resendStaffVerification, useStaffAction } from "../api/manage-staff";
import { StaffAccess } from "./staff-access";
import { WarehouseAssignment } from "./warehouse-assignment";

/**
 * Who may do what here is the server's call (owners only, never the last owner): refusals show as toasts. An owner
 * giving themselves another role is asked first (they lose the owner's access at once), and their session is read
 * again after it, so the back office shows only what their new role may do.
 */
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
  const queryClient = useQueryClient();
  const changeRole = async (member: StaffMember, role: AdminRole) => {
    const answer = await run(changeStaffRole(member.id, role));
    if (member.id === myId) void queryClient.invalidateQueries({ queryKey: adminSessionKey });
    return answer;
  };
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
          confirmation={r.id === myId && r.role === "owner" ? ownDemotion : undefined}
          onConfirm={(role) => changeRole(r, role as AdminRole)}
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
        ) : !r.active ? (
          // A deactivated account gets no new link (decision 0155): reactivating it comes first.
          "No"
        ) : (
          // Wraps below "No" when the table needs the room (a long e-mail at 1280 px).
          <span className="inline-flex flex-wrap items-center gap-2">
            No
            <Button variant="secondary" onClick={() => act(resendStaffVerification(r.id))}>
              Resend link
            </Button>
          </span>
        ),
    },
    {
      header: "Status",
      cell: (r) => {
        const state = staffState(r);
        // May wrap (cells do not): "Invited — not yet verified" on one line pushed the table past the page at 1280 px.
        return (
          <span className="whitespace-normal">
            <StatusBadge status={state} label={STAFF_STATE_LABELS[state]} />
          </span>
        );
      },
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

/** The dialog before an owner gives themselves another role: what they lose at once. */
function ownDemotion(next: string) {
  if (next === "owner") return undefined;
  return {
    title: `Change your own role to ${next}?`,
    description: selfDemotionWarning(next as AdminRole),
    confirmLabel: "Change my role",
  };
}
