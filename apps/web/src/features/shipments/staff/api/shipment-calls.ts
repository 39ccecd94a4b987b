import type { ShipmentStatus } from "@app/shared/core/enums";
import type { ResponseOf } from "@app/shared/core/contract";
import type { StaffAction } from "@app/shared/core/roles";
import type { CreateShipmentInput, StaffShipmentRow } from "@app/shared/shipments/staff";
import type { BulkShipmentStatusInput } from "@app/shared/shipments/staff.bulk";
import type { staffShipmentsContract } from "@app/shared/shipments/staff.contract";
import { staffShipmentsRoutes } from "@app/shared/shipments/staff.route";
import {
  BULK_STATUS_TEXTS,
  type StaffSettablePaymentStatus,
  SHIPMENT_STAFF_TEXTS as TEXTS,
} from "@app/shared/shipments/staff.texts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { patchListRow } from "../../../../components/admin-list/use-admin-list";
import { call, routed } from "../../../../lib/client";

/** The calls by their route parts: the list page loads them without zod and the shipments' schemas. */
export const staffShipments = routed<typeof staffShipmentsContract>(staffShipmentsRoutes);

type Mutation = ResponseOf<typeof staffShipments.setStatus>;

/** What Create Shipment needs: creating it, and finding its customer (the customer search). */
export const SHIPMENT_FORM_ACTIONS: readonly StaffAction[] = ["shipments.create", "customers.view"];

export const staffShipmentKey = (id: number) => ["admin", "shipment", id] as const;

export const createShipment = (input: CreateShipmentInput) =>
  call(staffShipments.create, { body: input }, { fallback: TEXTS.createFailed });

export const updateShipmentStatus = (tracking_number: string, shipment_status: ShipmentStatus) =>
  call(staffShipments.setStatus, { body: { tracking_number, shipment_status } }, { fallback: TEXTS.statusFailed });

export const updatePaymentStatus = (tracking_number: string, payment_status: StaffSettablePaymentStatus) =>
  call(
    staffShipments.setPaymentStatus,
    { body: { tracking_number, payment_status } },
    { fallback: TEXTS.paymentFailed },
  );

/** Changes the status of the picked shipments, or of every shipment matching the list's filter; answers each row. */
export const bulkShipmentStatus = (input: BulkShipmentStatusInput) =>
  call(staffShipments.bulkStatus, { body: input }, { fallback: BULK_STATUS_TEXTS.failed });

/** An unused tracking number from the server (which checks it against every shipment). */
export const fetchTrackingNumber = () =>
  call(staffShipments.trackingNumber, {}, { fallback: "Could not generate a tracking number." });

export function useStaffShipment(id: number) {
  return useQuery({
    queryKey: staffShipmentKey(id),
    queryFn: () => call(staffShipments.detail, { params: { id } }, { fallback: TEXTS.fetchFailed }),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: 0,
  });
}

/** The API path of the staff shipments list (cached by useAdminList under ['admin-list', path, ...]). */
export const LIST_PATH = staffShipments.list.path;

/** The list's inline edits: each confirmed change is written into the cached list pages and the detail goes stale. */
export function useShipmentStatusEdits() {
  const queryClient = useQueryClient();
  const settle = async (answer: Mutation) => {
    const { id, shipment_status, payment_status } = answer.shipment;
    patchListRow<StaffShipmentRow>(queryClient, LIST_PATH, id, { shipment_status, payment_status });
    await queryClient.invalidateQueries({ queryKey: staffShipmentKey(id) });
  };
  return {
    shipmentStatus: async (row: StaffShipmentRow, status: ShipmentStatus) =>
      settle(await updateShipmentStatus(row.tracking_number, status)),
    paymentStatus: async (row: StaffShipmentRow, status: StaffSettablePaymentStatus) =>
      settle(await updatePaymentStatus(row.tracking_number, status)),
  };
}
