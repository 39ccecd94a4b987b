import type { MasterForm, MasterUpdateInput } from "@app/shared/master-shipments/staff";
import { staffMasterShipmentsContract as contract } from "@app/shared/master-shipments/staff.contract";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { adminListKey } from "../../../../components/admin-list/use-admin-list";
import { call } from "../../../../lib/client";
import { MASTER_TEXTS as TEXTS } from "../master-texts";

export const masterKey = (id: number) => ["admin", "master-shipment", id] as const;
const eligibleKey = (id: number, q: string) => ["admin", "master-shipment", id, "eligible", q] as const;

/** GET one master with its linked shipments, updates and audit trail (a reload or a shared link works). */
export function useStaffMaster(id: number) {
  return useQuery({
    queryKey: masterKey(id),
    queryFn: () => call(contract.detail, { params: { id } }, { fallback: TEXTS.fetchFailed }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/** Paid ship requests of the master's warehouse on no master yet, searched by `q` (first 50). */
export function useEligibleRequests(id: number, q: string, enabled: boolean) {
  return useQuery({
    queryKey: eligibleKey(id, q),
    queryFn: () =>
      call(
        contract.eligible,
        { params: { id }, query: { q: q || undefined, page: 1, pageSize: 50 } },
        { fallback: TEXTS.eligibleFailed },
      ),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export const createMaster = (input: MasterForm) =>
  call(contract.create, { body: input }, { fallback: TEXTS.createFailed });

/**
 * The master's changes: each answers the server's outcome, then the detail (and the list, whose counts and stage
 * move with it) load again.
 */
export function useMasterChanges(id: number) {
  const queryClient = useQueryClient();
  const settle = async <T>(answer: T) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: masterKey(id) }),
      queryClient.invalidateQueries({ queryKey: adminListKey(contract.list.path) }),
    ]);
    return answer;
  };
  return {
    edit: async (input: MasterForm) =>
      settle(await call(contract.edit, { params: { id }, body: input }, { fallback: TEXTS.editFailed })),
    load: async (shipRequestIds: number[]) =>
      settle(
        await call(
          contract.load,
          { params: { id }, body: { ship_request_ids: shipRequestIds } },
          { fallback: TEXTS.loadFailed },
        ),
      ),
    unload: async (shipmentId: number) =>
      settle(await call(contract.unload, { params: { id, shipmentId } }, { fallback: TEXTS.unloadFailed })),
    postUpdate: async (input: MasterUpdateInput) =>
      settle(await call(contract.postUpdate, { params: { id }, body: input }, { fallback: TEXTS.postFailed })),
  };
}
