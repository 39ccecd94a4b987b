import { SHIPMENT_TEXTS, type ShipmentDetailResponse } from "@app/shared/shipments";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { shipmentKeys } from "./get-shipments";

export function getShipment(id: number) {
  return api
    .get<ShipmentDetailResponse>(`/shipments/${id}`, { fallback: SHIPMENT_TEXTS.notFound })
    .then((body) => body.shipment);
}

/** Always fetched by id (navigation state only fills the screen sooner), so a reload or a shared link works. */
export const shipmentQuery = (id: number) =>
  queryOptions({ queryKey: shipmentKeys.detail(id), queryFn: () => getShipment(id) });

export function useShipment(id: number) {
  return useQuery({ ...shipmentQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
