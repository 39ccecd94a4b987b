import { operation } from "../core/contract.js";
import { idParamSchema } from "../core/http.js";
import {
  assessmentFormSchema,
  assessmentRecordedSchema,
  masterAssessmentRecordedSchema,
  masterDutyViewSchema,
  shipmentDutyAnswerSchema,
} from "./assessment.js";

const tags = ["customs"] as const;

const RECORD_RULES =
  "The difference from what was charged (the estimate, or the record corrected) goes to the customer's wallet when customs assessed less (cause customs_duty_refund) and onto a new naira invoice 'Customs duty difference' when they assessed more; the customer is told either way. A record is never changed: when one exists, a new post is a correction and needs `reason` (409 without). The same `idempotency_key` posted again answers 200 with what the first post recorded, and moves no money.";

/** The duty customs assessed after clearance (decision 0082): owners and managers ("customs.manage"). */
export const staffAssessmentContract = {
  shipment: operation({
    method: "GET",
    path: "/admin/shipments/:id/customs-duty",
    access: { staff: "customs.manage" },
    tags,
    summary: "A shipment's duty: the estimate charged at packing and every assessed-duty record; null if not priced",
    params: idParamSchema,
    success: { status: 200, schema: shipmentDutyAnswerSchema },
    errors: [404],
  }),
  recordShipment: operation({
    method: "POST",
    path: "/admin/shipments/:id/customs-duty/assessments",
    access: { staff: "customs.manage" },
    tags,
    summary: "Record the duty and taxes customs assessed for a shipment (naira); the difference is settled",
    description: RECORD_RULES,
    params: idParamSchema,
    body: assessmentFormSchema,
    success: { status: 201, orStatus: 200, schema: assessmentRecordedSchema },
    errors: [404, 409],
  }),
  master: operation({
    method: "GET",
    path: "/admin/master-shipments/:id/customs-duty",
    access: { staff: "customs.manage" },
    tags,
    summary: "A master's duty-paid shipments with their estimates and assessed duty, and the totals",
    params: idParamSchema,
    success: { status: 200, schema: masterDutyViewSchema },
    errors: [404],
  }),
  recordMaster: operation({
    method: "POST",
    path: "/admin/master-shipments/:id/customs-duty/assessments",
    access: { staff: "customs.manage" },
    tags,
    summary: "Record the duty customs assessed for a whole master; it is shared between its shipments by estimate",
    description: `The total is shared between the master's duty-paid shipments in proportion to their estimates, in whole kobo that add up to it (largest remainder). Each shipment gets its own record. ${RECORD_RULES}`,
    params: idParamSchema,
    body: assessmentFormSchema,
    success: { status: 201, orStatus: 200, schema: masterAssessmentRecordedSchema },
    errors: [404, 409],
  }),
};

/** The customer's side: what customs assessed for their shipment and what it did to their wallet or invoices. */
export const assessmentContract = {
  shipment: operation({
    method: "GET",
    path: "/shipments/:id/customs-duty",
    access: "customer",
    tags,
    summary: "Your shipment's duty and taxes: estimated, assessed by customs, and the credit or charge it made",
    params: idParamSchema,
    success: { status: 200, schema: shipmentDutyAnswerSchema },
    errors: [404],
  }),
};
