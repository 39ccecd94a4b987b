import type { AssessmentFormInput } from "@app/shared/customs/assessment";
import { assessmentContract, staffAssessmentContract as op } from "@app/shared/customs/assessment.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";

const LOAD_FAILED = "Could not load the duty of this shipment.";
const SAVE_FAILED = "Could not record the assessed duty.";

export const staffShipmentDutyKey = (id: number) => ["admin", "shipment", id, "customs-duty"] as const;
export const staffMasterDutyKey = (id: number) => ["admin", "master", id, "customs-duty"] as const;

/** Staff (customs.manage): the shipment's estimate and assessed-duty records; null when it was not priced. */
export const useStaffShipmentDuty = (id: number, enabled = true) =>
  useQuery({
    queryKey: staffShipmentDutyKey(id),
    queryFn: () => call(op.shipment, { params: { id } }, { fallback: LOAD_FAILED }),
    enabled,
  });

export const useStaffMasterDuty = (id: number, enabled = true) =>
  useQuery({
    queryKey: staffMasterDutyKey(id),
    queryFn: () => call(op.master, { params: { id } }, { fallback: LOAD_FAILED }),
    enabled,
  });

/** The customer's own shipment. */
export const useShipmentDuty = (id: number) =>
  useQuery({
    queryKey: ["shipment", id, "customs-duty"] as const,
    queryFn: () => call(assessmentContract.shipment, { params: { id } }, { fallback: LOAD_FAILED }),
    enabled: Number.isInteger(id) && id > 0,
  });

export const recordShipmentAssessment = (id: number, body: AssessmentFormInput) =>
  call(op.recordShipment, { params: { id }, body }, { fallback: SAVE_FAILED });

export const recordMasterAssessment = (id: number, body: AssessmentFormInput) =>
  call(op.recordMaster, { params: { id }, body }, { fallback: SAVE_FAILED });
