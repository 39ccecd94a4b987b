import { PACKAGE_STAFF_TEXTS as TEXTS } from "@app/shared/packages/staff";
import type { PackageShelfEditInput, PackageStatusChangeInput } from "@app/shared/packages/staff";
import { staffPackagesContract as op } from "@app/shared/packages/staff.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminListKey } from "../../../../components/admin-list/use-admin-list";
import { call } from "../../../../lib/client";

/** Query keys of the staff package screens. The lists are cached by useAdminList under ['admin-list', path, ...]. */
export const staffPackageKeys = {
  detail: (id: number) => ["admin-package", id] as const,
};

/** GET /api/admin/packages/{id}: photos, owner, bin, history and the audit trail. Always by id (reloads work). */
export function useStaffPackage(id: number) {
  return useQuery({
    queryKey: staffPackageKeys.detail(id),
    queryFn: async () => (await call(op.detail, { params: { id } }, { fallback: TEXTS.fetchFailed })).package,
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The package lists load again (the unknown-owner queue drops an assigned parcel). */
export function useRefreshPackageLists() {
  const queryClient = useQueryClient();
  return async () => {
    for (const path of [op.list.path, op.unknownOwner.path])
      await queryClient.invalidateQueries({ queryKey: adminListKey(path) });
  };
}

/**
 * A change answers the whole package: the detail shows it at once, and the lists load again, unless `lists: false`
 * (the assignment dialog of a queue row refreshes them when it closes: the row, and so the dialog, would go at once).
 */
function usePackageChange<In, Out extends { package: unknown; message: string }>(
  id: number,
  send: (input: In) => Promise<Out>,
  { lists = true } = {},
) {
  const queryClient = useQueryClient();
  const refreshLists = useRefreshPackageLists();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      queryClient.setQueryData(staffPackageKeys.detail(id), answer.package);
      if (lists) await refreshLists();
    },
  });
}

export const useChangePackageStatus = (id: number) =>
  usePackageChange(id, (body: PackageStatusChangeInput) =>
    call(op.setStatus, { params: { id }, body }, { fallback: TEXTS.statusFailed }),
  );

export const useEditPackageShelf = (id: number, options?: { lists?: boolean }) =>
  usePackageChange(
    id,
    (body: PackageShelfEditInput) => call(op.editShelf, { params: { id }, body }, { fallback: TEXTS.shelfFailed }),
    options,
  );

export const useAssignPackageOwner = (id: number, options?: { lists?: boolean }) =>
  usePackageChange(
    id,
    (customerId: number) =>
      call(op.assignOwner, { params: { id }, body: { customer_id: customerId } }, { fallback: TEXTS.assignFailed }),
    options,
  );
