import { apiErrorSchema, idParamSchema, listQuerySchema, messageSchema } from "@app/shared/http";
import { failedMailListResponseSchema } from "@app/shared/outbox.staff";
import { rolesFor } from "@app/shared/roles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { listFailedMail, resendFailedMail } from "./outbox.staff.service.js";

const GUARDED = { 401: apiErrorSchema, 403: apiErrorSchema };

/** The e-mails the mail worker gave up on, for owners: see why, and send one again. */
const outboxStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const owners = app.requireAdmin(...rolesFor("mail.failed"));

  app.get(
    "/admin/mail/failed",
    {
      onRequest: owners,
      schema: {
        tags: ["back office"],
        summary:
          "E-mails that failed for good (the SMTP server refused them, or every retry failed), newest first, with their last error (owners only)",
        querystring: listQuerySchema.pick({ page: true, pageSize: true }),
        response: { 200: failedMailListResponseSchema, 400: apiErrorSchema, ...GUARDED },
      },
    },
    async (request) => listFailedMail(app, request.query),
  );

  app.post(
    "/admin/mail/:id/resend",
    {
      onRequest: owners,
      schema: {
        tags: ["back office"],
        summary: "Queue a failed e-mail again (back to pending, due now, fresh attempts, same Message-ID); owners only",
        params: idParamSchema,
        response: { 200: messageSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...GUARDED },
      },
    },
    async (request) => resendFailedMail(app, request.admin!, request.params.id),
  );
};

export default outboxStaffRoutes;
