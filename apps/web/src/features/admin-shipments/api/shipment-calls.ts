import type { ShipmentPaymentStatus, ShipmentStatus } from "@app/shared/enums";
import {
  type CreateShipmentInput,
  SHIPMENT_STAFF_TEXTS as TEXTS,
  type StaffShipmentDetailResponse,
  type StaffShipmentRow,
} from "@app/shared/shipments-staff";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";

type Mutation = { message: string; shipment: StaffShipmentRow };

export const staffShipmentKey = (id: number) => ["admin", "shipment", id] as const;

export const createShipment = (input: CreateShipmentInput) =>
  api.post<Mutation>("/shipment", input, { fallback: TEXTS.createFailed });

export const updateShipmentStatus = (tracking_number: string, shipment_status: ShipmentStatus) =>
  api.put<Mutation>(
    "/shipment/shipment-status",
    { tracking_number, shipment_status },
    { fallback: TEXTS.statusFailed },
  );

export const updatePaymentStatus = (tracking_number: string, payment_status: ShipmentPaymentStatus) =>
  api.put<Mutation>("/shipment/payment-status", { tracking_number, payment_status }, { fallback: TEXTS.paymentFailed });

/** An unused tracking number from the server (which checks it against every shipment). */
export const fetchTrackingNumber = () =>
  api.get<{ tracking_number: string }>("/shipment/tracking-number", {
    fallback: "Could not generate a tracking number.",
  });

export function useStaffShipment(id: number) {
  return useQuery({
    queryKey: staffShipmentKey(id),
    queryFn: () => api.get<StaffShipmentDetailResponse>(`/shipment/${id}`, { fallback: TEXTS.fetchFailed }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}
