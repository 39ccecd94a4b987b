import { changePasswordSchema } from "@app/shared/accounts";
import {
  STAFF_STATES,
  staffListResponseSchema,
  staffMemberResponseSchema,
  staffRoleUpdateSchema,
} from "@app/shared/admins";
import { apiErrorSchema, idParamSchema, messageSchema } from "@app/shared/http";
import { rolesFor } from "@app/shared/roles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { staffListQuery } from "@app/shared/http";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { CSV_MAX_ROWS, sendCsv } from "../../lib/list.js";
import { changeStaffPassword } from "./staff-password.service.js";
import { staffPage } from "./staff.repository.js";
import { changeStaffRole, listStaff, resendVerification, STAFF_CSV_COLUMNS, setStaffActive } from "./staff.service.js";

const TAGS = ["admins"];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };
const changeErrors = { ...errors, 404: apiErrorSchema, 409: apiErrorSchema };

/** Staff accounts over their life: owners list and manage them; every staff member changes their own password. */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  const owners = app.requireAdmin(...rolesFor("admins.manage"));

  app.get(
    "/admins",
    {
      onRequest: owners,
      schema: {
        tags: TAGS,
        summary:
          "Staff list (owners): name, e-mail, role, verified, active, last log-in; search, state filter, pages; format=csv exports it",
        querystring: staffListQuery(STAFF_STATES),
        response: { 200: staffListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      if (request.query.format === "csv") {
        return sendCsv(reply, "staff", STAFF_CSV_COLUMNS, await staffPage(app.db, request.query).rows(CSV_MAX_ROWS, 0));
      }
      return listStaff(app, request.query);
    },
  );

  app.patch(
    "/admins/:id/role",
    {
      onRequest: owners,
      schema: {
        tags: TAGS,
        summary: "Change a staff member's role (owners); the last active owner cannot be demoted (409)",
        params: idParamSchema,
        body: staffRoleUpdateSchema,
        response: { 200: staffMemberResponseSchema, ...changeErrors },
      },
    },
    async (request) => changeStaffRole(app, request.admin!, request.params.id, request.body.role),
  );

  for (const [path, active] of [
    ["deactivate", false],
    ["reactivate", true],
  ] as const) {
    app.post(
      `/admins/:id/${path}`,
      {
        onRequest: owners,
        schema: {
          tags: TAGS,
          summary: active
            ? "Reactivate a deactivated staff account (owners)"
            : "Deactivate a staff account (owners): its open sessions end at once and log-in is refused; not yourself, not the last active owner (409)",
          params: idParamSchema,
          response: { 200: staffMemberResponseSchema, ...changeErrors },
        },
      },
      async (request) => setStaffActive(app, request.admin!, request.params.id, active),
    );
  }

  app.post(
    "/admins/:id/resend-verification",
    {
      onRequest: owners,
      schema: {
        tags: TAGS,
        summary:
          "E-mail a new verification link to a staff member who has not verified (owners); older links stop working",
        params: idParamSchema,
        response: { 200: staffMemberResponseSchema, ...changeErrors },
      },
    },
    async (request) => resendVerification(app, request.admin!, request.params.id),
  );

  app.post(
    "/admins/password/change-password",
    {
      onRequest: app.requireAdmin(),
      // The current password is checked here, so guessing it is limited like a log-in.
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: TAGS,
        summary: "Change my staff password (needs the current one); ends my other sessions",
        body: changePasswordSchema,
        response: { 200: messageSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => changeStaffPassword(app, request.admin!, request.sessionId!, request.body),
  );
};

export default staffRoutes;
