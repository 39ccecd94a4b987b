import { staffAssessmentContract as op } from "@app/shared/customs/assessment.contract";
import type { FastifyReply } from "fastify";
import { implement, routes } from "../../lib/routes.js";
import {
  recordMasterAssessment,
  recordShipmentAssessment,
  staffMasterDuty,
  staffShipmentDuty,
} from "./assessments.service.js";

/** 201 for a new record, 200 when the same key was posted before (nothing settled again). */
function answered<T>(reply: FastifyReply, result: { created: boolean; body: T }): T {
  if (!result.created) reply.code(200);
  return result.body;
}

/** The duty customs assessed, per shipment or per master (owners and managers; decision 0082). */
export default routes(
  implement(op.shipment, ({ ctx, params }) => staffShipmentDuty(ctx, params.id)),
  implement(op.recordShipment, async ({ ctx, admin, params, body, reply }) =>
    answered(reply, await recordShipmentAssessment(ctx, admin, params.id, body)),
  ),
  implement(op.master, ({ ctx, params }) => staffMasterDuty(ctx, params.id)),
  implement(op.recordMaster, async ({ ctx, admin, params, body, reply }) =>
    answered(reply, await recordMasterAssessment(ctx, admin, params.id, body)),
  ),
);
