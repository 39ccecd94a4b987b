import { SHIPMENT_TEXTS } from "@app/shared/shipments/shipments";
import { shipmentsContract } from "@app/shared/shipments/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { useLoadToasts } from "../../../lib/use-load-toasts";

export const shipmentKeys = {
  all: ["shipments"] as const,
  list: (page: number) => ["shipments", "list", page] as const,
  detail: (id: number) => ["shipments", "detail", id] as const,
};

export const PAGE_SIZE = 20;

export function getShipments(page: number) {
  return call(
    shipmentsContract.list,
    { query: { page, pageSize: PAGE_SIZE } },
    { fallback: SHIPMENT_TEXTS.loadFailed },
  );
}

export const shipmentsQuery = (page: number) =>
  queryOptions({
    queryKey: shipmentKeys.list(page),
    queryFn: () => getShipments(page),
    placeholderData: keepPreviousData,
  });

/** 'My Shipments': 'Shipments Loaded!' after each load, the red error toast on failure. */
export function useShipments(page: number) {
  const query = useQuery(shipmentsQuery(page));
  useLoadToasts(query, SHIPMENT_TEXTS.loaded, SHIPMENT_TEXTS.loadFailed);
  return query;
}
