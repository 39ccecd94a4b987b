import { staffReceivingContract as op } from "@app/shared/packages/receiving.staff.contract";
import type { FastifyRequest } from "fastify";
import { tooManyRequests } from "../../lib/errors.js";
import { implement, routes } from "../../lib/routes.js";
import { lookUpTrackingNumber, packageLabel, receivePackage } from "./receiving.staff.service.js";

/**
 * A desk saves a parcel every few seconds: the customers' upload limit (UPLOADS_PER_MINUTE per account) would stop
 * it, so receipts are counted per staff member at twelve times that (120 a minute by default).
 */
const RECEIVE_RATE_LIMIT = {
  max: (request: FastifyRequest) => request.server.config.UPLOADS_PER_MINUTE * 12,
  timeWindow: "1 minute",
  keyGenerator: (request: FastifyRequest) => `receive:${request.admin?.id ?? request.ip}`,
  errorResponseBuilder: () =>
    tooManyRequests("Too many parcels saved in a minute. Please wait a moment and save again."),
};

/** The receiving desk: look up a scanned tracking number, receive the parcel, print its label. */
export default routes(
  implement(op.lookup, ({ ctx, query }) => lookUpTrackingNumber(ctx, query.carrier_tracking_number)),
  implement(op.receive, ({ ctx, admin, fields, images }) => receivePackage(ctx, admin, fields, images), {
    rateLimit: RECEIVE_RATE_LIMIT,
  }),
  implement(op.label, async ({ ctx, params, reply }) => {
    const label = await packageLabel(ctx, params.id);
    return reply
      .header("content-type", "application/pdf")
      .header("content-disposition", `inline; filename="label-${label.code}.pdf"`)
      .header("cache-control", "no-store")
      .send(Buffer.from(label.pdf));
  }),
);
