import { loginSchema, publicUserSchema, signupSchema } from "@app/shared/accounts";
import { apiErrorSchema, messageSchema } from "@app/shared/http";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { AUTH_RATE_LIMIT } from "../../lib/auth/rate-limits.js";
import { endSession } from "../../lib/auth/sessions.js";
import { toPublicUser } from "./accounts.repository.js";
import { logIn } from "./accounts.service.js";
import { signUp } from "./signup.service.js";

const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/users/signup",
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ["accounts"],
        summary: "Create a customer account (a known e-mail gets the same answer; its owner is told by e-mail instead)",
        body: signupSchema,
        response: {
          201: messageSchema,
          400: apiErrorSchema,
        },
      },
    },
    async (request, reply) => reply.code(201).send(await signUp(app, request.body)),
  );

  app.post(
    "/users/login",
    {
      config: { rateLimit: AUTH_RATE_LIMIT },
      schema: {
        tags: ["accounts"],
        summary: "Log in; sets the session cookie and returns the same token for API clients",
        body: loginSchema,
        response: {
          200: z.object({ user: publicUserSchema, token: z.string() }),
          401: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { user, token, expiresAt } = await logIn(app, request.body, request.ip, request.headers["user-agent"]);
      app.setSessionCookie(reply, "customer", token, expiresAt);
      return { user, token };
    },
  );

  app.post(
    "/users/logout",
    {
      preHandler: app.requireCustomer,
      schema: { tags: ["accounts"], summary: "End this session on the server", response: { 200: messageSchema } },
    },
    async (request, reply) => {
      await endSession(app.db, request.sessionId!);
      app.clearSessionCookie(reply, "customer");
      return { message: "Logged out." };
    },
  );

  app.get(
    "/users/me",
    {
      preHandler: app.requireCustomer,
      schema: {
        tags: ["accounts"],
        summary: "The signed-in customer",
        response: { 200: z.object({ user: publicUserSchema }), 401: apiErrorSchema },
      },
    },
    async (request) => ({ user: toPublicUser(request.customer!) }),
  );
};

export default accountRoutes;
