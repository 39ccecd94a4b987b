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

/**
 * A change answers the whole package: the detail shows it at once, and the lists load again (the unknown-owner
 * queue drops an assigned parcel at once).
 */
function usePackageChange<In>(id: number, send: (input: In) => Promise<{ package: unknown; message: string }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (answer) => {
      queryClient.setQueryData(staffPackageKeys.detail(id), answer.package);
      for (const path of [op.list.path, op.unknownOwner.path])
        await queryClient.invalidateQueries({ queryKey: adminListKey(path) });
    },
  });
}

export const useChangePackageStatus = (id: number) =>
  usePackageChange(id, (body: PackageStatusChangeInput) =>
    call(op.setStatus, { params: { id }, body }, { fallback: TEXTS.statusFailed }),
  );

export const useEditPackageShelf = (id: number) =>
  usePackageChange(id, (body: PackageShelfEditInput) =>
    call(op.editShelf, { params: { id }, body }, { fallback: TEXTS.shelfFailed }),
  );

export const useAssignPackageOwner = (id: number) =>
  usePackageChange(id, (customerId: number) =>
    call(op.assignOwner, { params: { id }, body: { customer_id: customerId } }, { fallback: TEXTS.assignFailed }),
  );
