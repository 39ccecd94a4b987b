import { assessmentContract as op } from "@app/shared/customs/assessment.contract";
import { implement, routes } from "../../lib/routes.js";
import { customerShipmentDuty } from "./assessments.service.js";

/** The customer's shipment: duty estimated, assessed by customs, and the credit or charge it made. */
export default routes(
  implement(op.shipment, ({ ctx, customer, params }) => customerShipmentDuty(ctx, customer.id, params.id)),
);
