import { apiErrorSchema, messageSchema } from "@app/shared/core/http";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { badRequest } from "./errors.js";
import { contextOf, type ServiceContext } from "./service-context.js";

/** The body a mail provider POSTs to a List-Unsubscribe URL (RFC 8058 §3.1). */
const ONE_CLICK_FIELD = "List-Unsubscribe";
const ONE_CLICK_VALUE = "One-Click";
export const NOT_ONE_CLICK = "This address only takes a one-click unsubscribe (List-Unsubscribe=One-Click).";

/** Whether the request's form (urlencoded or multipart, as RFC 8058 allows) says List-Unsubscribe=One-Click. */
async function isOneClick(request: FastifyRequest): Promise<boolean> {
  if (request.isMultipart()) {
    try {
      for await (const part of request.parts({ limits: { fields: 5, files: 0, fieldSize: 100 } })) {
        if (part.type === "field" && part.fieldname === ONE_CLICK_FIELD && part.value === ONE_CLICK_VALUE) return true;
      }
    } catch {
      // A malformed form, a file or too many fields: not a provider's one-click POST.
    }
    return false;
  }
  const form = request.body as Record<string, string> | undefined;
  return form?.[ONE_CLICK_FIELD] === ONE_CLICK_VALUE;
}

/**
 * The POST target of a notice's `List-Unsubscribe` header (RFC 8058 one-click): the mail provider sends
 * `List-Unsubscribe=One-Click` to the URL, whose signed token names what to turn off, and `unsubscribe` does it
 * (idempotent; a bad token is its 400). There is no page and no button here: the person pressed the provider's
 * own button. A GET is not served, so a link checker or preview fetching the URL changes nothing; the e-mail's
 * visible link goes to the web page, which acts only on its button. The form parser is this plugin's own: no
 * other route takes urlencoded bodies.
 */
export function oneClickUnsubscribeRoutes(options: {
  path: string;
  tags: readonly string[];
  summary: string;
  rateLimit: Record<string, unknown>;
  unsubscribe: (ctx: ServiceContext, token: string) => Promise<{ message: string }>;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.post(
      options.path,
      {
        config: { rateLimit: options.rateLimit },
        schema: {
          tags: [...options.tags],
          summary: options.summary,
          consumes: ["application/x-www-form-urlencoded", "multipart/form-data"],
          querystring: z.object({ token: z.string().trim().min(1).max(200) }),
          response: { 200: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (request) => {
        if (!(await isOneClick(request))) throw badRequest(NOT_ONE_CLICK);
        const { message } = await options.unsubscribe(contextOf(app, request.log), request.query.token);
        return { message };
      },
    );
  };
}
