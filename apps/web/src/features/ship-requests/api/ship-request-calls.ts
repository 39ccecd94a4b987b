import { packagesContract } from "@app/shared/packages/contract";
import type { ShipRequestFormInput } from "@app/shared/ship-requests/ship-requests";
import { shipRequestsContract } from "@app/shared/ship-requests/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client";

export const SHIP_REQUEST_LOAD_FAILED = "Your ship requests could not be loaded. Please try again.";
export const SHIP_REQUEST_SAVE_FAILED = "Your ship request could not be submitted. Please try again.";

export const shipRequestKeys = {
  all: ["ship-requests"] as const,
  list: (page: number) => ["ship-requests", "list", page] as const,
  detail: (id: number) => ["ship-requests", "detail", id] as const,
};

export function useShipRequests(page: number) {
  return useQuery({
    queryKey: shipRequestKeys.list(page),
    queryFn: () =>
      call(shipRequestsContract.list, { query: { page, pageSize: 20 } }, { fallback: SHIP_REQUEST_LOAD_FAILED }),
    placeholderData: keepPreviousData,
  });
}

export function useShipRequest(id: number) {
  return useQuery({
    queryKey: shipRequestKeys.detail(id),
    queryFn: () => call(shipRequestsContract.detail, { params: { id } }, { fallback: SHIP_REQUEST_LOAD_FAILED }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

/** The customer's parcels at our warehouses (My Packages' 'At the warehouse' tab): the ones a request may take. */
export function useWarehousePackages() {
  return useQuery({
    queryKey: ["ship-requests", "warehouse-packages"],
    queryFn: () =>
      call(
        packagesContract.list,
        { query: { tab: "warehouse", page: 1, pageSize: 100 } },
        { fallback: "Your packages could not be loaded. Please try again." },
      ),
  });
}

export function useSubmitShipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShipRequestFormInput) =>
      call(shipRequestsContract.create, { body }, { fallback: SHIP_REQUEST_SAVE_FAILED }),
    onSuccess: (answer) => {
      queryClient.setQueryData(shipRequestKeys.detail(answer.ship_request.id), answer);
      queryClient.invalidateQueries({ queryKey: ["packages"] });
      return queryClient.invalidateQueries({ queryKey: shipRequestKeys.all });
    },
  });
}

export function useCancelShipRequest(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      call(
        shipRequestsContract.cancel,
        { params: { id } },
        { fallback: "Your ship request could not be cancelled. Please try again." },
      ),
    onSuccess: (answer) => {
      queryClient.setQueryData(shipRequestKeys.detail(id), answer);
      queryClient.invalidateQueries({ queryKey: ["packages"] });
      return queryClient.invalidateQueries({ queryKey: shipRequestKeys.all });
    },
  });
}
