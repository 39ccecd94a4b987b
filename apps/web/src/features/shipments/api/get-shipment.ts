import { SHIPMENT_TEXTS } from "@app/shared/shipments/shipments";
import { shipmentsContract } from "@app/shared/shipments/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { shipmentKeys } from "./get-shipments";

/** The shipment and its timeline (status history and visible tracking events). */
export function getShipment(id: number) {
  return call(shipmentsContract.detail, { params: { id } }, { fallback: SHIPMENT_TEXTS.notFound });
}

/** Always fetched by id (navigation state only fills the screen sooner), so a reload or a shared link works. */
export const shipmentQuery = (id: number) =>
  queryOptions({ queryKey: shipmentKeys.detail(id), queryFn: () => getShipment(id) });

export function useShipment(id: number) {
  return useQuery({ ...shipmentQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
