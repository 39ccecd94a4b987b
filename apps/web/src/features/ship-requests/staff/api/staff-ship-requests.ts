import { RETURN_TEXTS } from "@app/shared/ship-requests/packing.staff";
import { UNPACK_TEXTS } from "@app/shared/ship-requests/unpack.staff";
import type { ShipRequestStatus } from "@app/shared/ship-requests/ship-requests";
import type { PackShipRequestInput, StaffShipRequest } from "@app/shared/ship-requests/staff";
import { staffShipRequestsContract as op } from "@app/shared/ship-requests/staff.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

const listKey = (status: ShipRequestStatus) => ["admin-ship-requests", status] as const;
type StaffShipRequestList = { ship_requests: StaffShipRequest[] };

/** GET /api/admin/ship-requests?status=…&page=…&q=…: one page of the packing table's list, newest first. */
export function useStaffShipRequests(status: ShipRequestStatus, page: number, q: string) {
  return useQuery({
    queryKey: [...listKey(status), page, q],
    queryFn: () =>
      call(
        op.list,
        { query: { status, page, pageSize: 20, q: q || undefined } },
        { fallback: "Failed to fetch ship requests." },
      ),
    // Another page of the same tab and search: the page shown stays while the next one loads (so a page past the
    // end is told from an empty list). Another tab or search starts from the spinner, never from other requests.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === status && previousQuery.queryKey[3] === q ? previous : undefined,
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

/** POST /api/admin/ship-requests/{id}/pack/price: what packing these boxes would invoice (nothing is stored). */
export const priceForPacking = (id: number, body: PackShipRequestInput) =>
  call(op.price, { params: { id }, body }, { fallback: "Failed to price the boxes." });

/** POST /api/admin/ship-requests/{id}/packing-photos: adds photos, reporting how much of the upload is sent (0 to 1). */
export const addPackingPhotos = (id: number, photos: readonly Blob[], onUploadProgress: (fraction: number) => void) =>
  call(
    op.addPhotos,
    { params: { id }, fields: {}, files: photos },
    { fallback: "Failed to add the photos.", onUploadProgress },
  );

/** PUT /api/admin/ship-requests/{id}/items/{line}/hs-code: a declaration line's corrected HS code, then the list. */
export function useCorrectHsCode(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ line, hs_code }: { line: number; hs_code: string }) =>
      call(
        op.correctHsCode,
        { params: { id, line }, body: { hs_code } },
        { fallback: "Failed to correct the HS code." },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin-ship-requests"] }),
  });
}

/**
 * POST /api/admin/ship-requests/{id}/return: the request is cancelled and its customer e-mailed the reason. The
 * submitted tab keeps the card, now cancelled with the reason kept (so the answer stays on screen, as after packing);
 * the other tabs load again.
 */
export function useReturnToCustomer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      call(op.returnToCustomer, { params: { id }, body: { reason } }, { fallback: RETURN_TEXTS.failed }),
    onSuccess: (answer) => {
      queryClient.setQueriesData<StaffShipRequestList>({ queryKey: listKey("submitted") }, (page) =>
        page
          ? {
              ...page,
              ship_requests: page.ship_requests.map((r) =>
                r.id === id ? { ...r, status: answer.status, returned_reason: answer.returned_reason } : r,
              ),
            }
          : page,
      );
      return queryClient.invalidateQueries({
        predicate: (q) => q.queryKey[0] === "admin-ship-requests" && q.queryKey[1] !== "submitted",
      });
    },
  });
}

/**
 * POST /api/admin/ship-requests/{id}/unpack (decision 0150): the invoice and shipment are cancelled and the request
 * waits to be packed again, so every tab loads again (the packed tab loses it, the submitted tab shows it).
 */
export function useUnpackShipRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reason: string) =>
      call(op.unpack, { params: { id }, body: { reason } }, { fallback: UNPACK_TEXTS.failed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin-ship-requests"] }),
  });
}
