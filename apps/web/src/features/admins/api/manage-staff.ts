import { STAFF_TEXTS, type StaffMember, type StaffMemberResponse } from "@app/shared/admins";
import type { AdminRole } from "@app/shared/enums";
import { useQueryClient } from "@tanstack/react-query";
import { patchListRow } from "../../../components/admin-list/use-admin-list";
import { api } from "../../../lib/api";

/** The owners' staff list (GET /api/admins), cached by useAdminList under this path. */
export const STAFF_LIST_PATH = "/admins";

const options = { fallback: STAFF_TEXTS.actionFailed };

export const changeStaffRole = (id: number, role: AdminRole) =>
  api.patch<StaffMemberResponse>(`/admins/${id}/role`, { role }, options);
export const setStaffActive = (id: number, active: boolean) =>
  api.post<StaffMemberResponse>(`/admins/${id}/${active ? "reactivate" : "deactivate"}`, {}, options);
export const resendStaffVerification = (id: number) =>
  api.post<StaffMemberResponse>(`/admins/${id}/resend-verification`, {}, options);

/** Runs one owner action and puts the changed row into every cached page of the staff list at once. */
export function useStaffAction() {
  const queryClient = useQueryClient();
  return async (call: Promise<StaffMemberResponse>) => {
    const answer = await call;
    patchListRow<StaffMember>(queryClient, STAFF_LIST_PATH, answer.staff.id, answer.staff);
    return answer;
  };
}
