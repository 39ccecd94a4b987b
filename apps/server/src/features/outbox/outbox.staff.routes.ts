import { staffOutboxContract as op } from "@app/shared/outbox/staff.contract";
import { implement, routes } from "../../lib/routes.js";
import { listFailedMail, resendAllFailed, resendFailedMail, resendFailedMessage } from "./outbox.staff.service.js";

/** The e-mails and SMS/WhatsApp messages the workers gave up on, for owners: see why, and send one or all again. */
export default routes(
  implement(op.list, ({ ctx, query }) => listFailedMail(ctx, query)),
  implement(op.resend, ({ ctx, admin, params }) => resendFailedMail(ctx, admin, params.id)),
  implement(op.resendAll, ({ ctx, admin }) => resendAllFailed(ctx, admin)),
  implement(op.resendMessage, ({ ctx, admin, params }) => resendFailedMessage(ctx, admin, params.id)),
);
