import type { ShipRequestStatus } from "@app/shared/ship-requests";
import type { PackShipRequestInput } from "@app/shared/ship-requests.staff";
import { staffShipRequestsContract as op } from "@app/shared/ship-requests.staff.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

const listKey = (status: ShipRequestStatus) => ["admin-ship-requests", status] as const;

/** GET /api/admin/ship-requests?status=…: the packing table's list, newest first. */
export function useStaffShipRequests(status: ShipRequestStatus, page: number) {
  return useQuery({
    queryKey: [...listKey(status), page],
    queryFn: () =>
      call(op.list, { query: { status, page, pageSize: 20 } }, { fallback: "Failed to fetch ship requests." }),
  });
}

/** POST /api/admin/ship-requests/{id}/pack. */
export function usePackShipRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackShipRequestInput) =>
      call(op.pack, { params: { id }, body }, { fallback: "Failed to pack the ship request." }),
    // The other tabs load again; the submitted tab keeps the packed request, so its answer (invoice, tracking
    // number) stays on screen until the next visit.
    onSuccess: () =>
      queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === "admin-ship-requests" && q.queryKey[1] !== "submitted",
      }),
  });
}
