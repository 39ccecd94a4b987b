import {
  adminLoginSchema,
  adminSignupResponseSchema,
  adminSignupSchema,
  adminVerifyParamsSchema,
  publicAdminSchema,
} from "@app/shared/admins";
import { apiErrorSchema, messageSchema } from "@app/shared/http";
import { rolesFor } from "@app/shared/roles";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { endSession } from "../../lib/auth/sessions.js";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { toPublicAdmin } from "./admins.repository.js";
import { logInAdmin, signUpAdmin, verifyAdmin } from "./admins.service.js";

const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/admins/login",
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ["admins"],
        summary: "Staff log-in",
        body: adminLoginSchema,
        response: {
          200: z.object({ admin: publicAdminSchema, token: z.string() }),
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { admin, token, expiresAt } = await logInAdmin(
        app,
        request.body,
        request.ip,
        request.headers["user-agent"],
      );
      app.setSessionCookie(reply, "admin", token, expiresAt);
      return { admin, token };
    },
  );

  app.post(
    "/admins/signup",
    {
      onRequest: app.requireAdmin(...rolesFor("admins.create")),
      schema: {
        tags: ["admins"],
        summary: "Create an unverified admin and e-mail its verification link (owners only)",
        body: adminSignupSchema,
        response: {
          201: adminSignupResponseSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const admin = await signUpAdmin(app, request.admin!, request.body);
      return reply.code(201).send({ message: "Signup Success!", admin });
    },
  );

  app.get(
    "/admins/verify/:token",
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ["admins"],
        summary: "Verify a new admin's e-mail with the single-use link token (valid 48 hours)",
        params: adminVerifyParamsSchema,
        response: { 200: messageSchema, 400: apiErrorSchema },
      },
    },
    async (request) => verifyAdmin(app, request.params.token),
  );

  app.post(
    "/admins/logout",
    { preHandler: app.requireAdmin(), schema: { tags: ["admins"], response: { 200: messageSchema } } },
    async (request, reply) => {
      await endSession(app.db, request.sessionId!);
      app.clearSessionCookie(reply, "admin");
      return { message: "Logged out." };
    },
  );

  app.get(
    "/admins/me",
    {
      preHandler: app.requireAdmin(),
      schema: { tags: ["admins"], response: { 200: z.object({ admin: publicAdminSchema }), 401: apiErrorSchema } },
    },
    async (request) => ({ admin: toPublicAdmin(request.admin!) }),
  );
};

export default adminRoutes;
