import {
  STAFF_TEXTS,
  type StaffMember,
  type StaffMemberResponse,
  type StaffWarehousesUpdateInput,
} from "@app/shared/admins/admins";
import { staffAdminsContract } from "@app/shared/admins/staff.contract";
import type { AdminRole } from "@app/shared/core/enums";
import { useQueryClient } from "@tanstack/react-query";
import { patchListRow } from "../../../components/admin-list/use-admin-list";
import { call } from "../../../lib/client";

const options = { fallback: STAFF_TEXTS.actionFailed };

export const changeStaffRole = (id: number, role: AdminRole) =>
  call(staffAdminsContract.setRole, { params: { id }, body: { role } }, options);
export const setStaffWarehouses = (id: number, warehouses: StaffWarehousesUpdateInput["warehouses"]) =>
  call(staffAdminsContract.setWarehouses, { params: { id }, body: { warehouses } }, options);
export const setStaffActive = (id: number, active: boolean) =>
  call(active ? staffAdminsContract.reactivate : staffAdminsContract.deactivate, { params: { id } }, options);
export const resendStaffVerification = (id: number) =>
  call(staffAdminsContract.resendVerification, { params: { id } }, options);

/** Runs one owner action and puts the changed row into every cached page of the staff list at once. */
export function useStaffAction() {
  const queryClient = useQueryClient();
  return async (call: Promise<StaffMemberResponse>) => {
    const answer = await call;
    patchListRow<StaffMember>(queryClient, staffAdminsContract.list.path, answer.staff.id, answer.staff);
    return answer;
  };
}
