import { CONTESTED_TEXTS as TEXTS, type ResolveClaimInput } from "@app/shared/packages/claims.staff";
import { staffClaimsContract as op } from "@app/shared/packages/claims.staff.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

const contestedKey = (page: number) => ["admin-contested", page] as const;

/** GET /api/admin/packages/contested: the parcels more than one customer claims, with every claim. */
export function useContestedParcels(page: number) {
  return useQuery({
    queryKey: contestedKey(page),
    queryFn: () => call(op.contested, { query: { page, pageSize: 20 } }, { fallback: TEXTS.loadFailed }),
  });
}

/** POST /api/admin/packages/{id}/claims/resolve; the queue loads again (the parcel leaves it). */
export function useResolveContested(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResolveClaimInput) =>
      call(op.resolve, { params: { id }, body }, { fallback: TEXTS.resolveFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin-contested"] }),
  });
}
