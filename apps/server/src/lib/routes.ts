import type { Operation } from "@app/shared/core/contract";
import { fieldErrorsOf } from "@app/shared/core/form-values";
import { apiErrorSchema } from "@app/shared/core/http";
import {
  hasAllWarehouses,
  rolesFor,
  SCOPE_TEXTS,
  STAFF_ACTION_SCOPES,
  STAFF_PERMISSIONS,
  type StaffAction,
  warehousesOf,
} from "@app/shared/core/roles";
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AdminRow, CustomerRow } from "../plugins/auth.js";
import { CONFIRM_TEXTS } from "@app/shared/accounts/confirm";
import { agentView } from "./agent-view.js";
import { badRequest, forbidden, unauthorized } from "./errors.js";
import { isProcessRateLimit, type ProcessRateLimit, processRateLimitHook } from "./process-rate-limit.js";
import { contextOf, type ServiceContext } from "./service-context.js";
import { UPLOAD_RATE_LIMIT } from "./upload-store.js";
import { type IncomingImage, readMultipart } from "./uploads.js";

type Parsed<O, K extends "params" | "query" | "body"> = O extends { [P in K]: infer S extends z.ZodType }
  ? z.output<S>
  : undefined;

/** The signed-in account of the operation's scope (the customer, or the staff member) and its session's id. */
type AccountOf<O extends Operation> = O["access"] extends "customer"
  ? { customer: CustomerRow; sessionId: string }
  : O["access"] extends { staff: StaffAction }
    ? { admin: AdminRow; sessionId: string }
    : unknown;

type MultipartOf<O extends Operation> = O extends { multipart: { fields: infer F extends z.ZodType } }
  ? { fields: z.output<F>; images: IncomingImage[] }
  : unknown;

/** Everything a handler gets: validated input, the signed-in account of its scope, and the service context. */
export type Call<O extends Operation> = {
  params: Parsed<O, "params">;
  query: Parsed<O, "query">;
  body: Parsed<O, "body">;
  ctx: ServiceContext;
  request: FastifyRequest;
  reply: FastifyReply;
} & AccountOf<O> &
  MultipartOf<O>;

/** A handler answers the operation's success schema (or sends the reply itself: a CSV file, a redirect). */
export type Handler<O extends Operation> = (
  call: Call<O>,
) => Promise<z.input<O["success"]["schema"]> | FastifyReply> | z.input<O["success"]["schema"]>;

export interface RouteOptions {
  /**
   * Per-client limit of this route: @fastify/rate-limit options, counted in the database so that every server
   * process shares it, or a ProcessRateLimit counted in this process's memory (lib/process-rate-limit.ts). Uploads
   * get UPLOAD_RATE_LIMIT by default.
   */
  rateLimit?: Record<string, unknown> | ProcessRateLimit;
}

export interface Implementation {
  op: Operation;
  handler: Handler<Operation>;
  options: RouteOptions;
}

/** Binds a handler to its operation; `routes(...)` registers it in the scope its access names. */
export function implement<O extends Operation>(op: O, handler: Handler<O>, options: RouteOptions = {}): Implementation {
  return { op, handler: handler as unknown as Handler<Operation>, options };
}

const STAFF_ACTION = "staffAction";
const CONFIRMED_EMAIL = "confirmedEmail";

/**
 * The routes of one file as a plugin, registered under /api. Its operations are grouped by who may call them into
 * sub-plugins, each with its guard as one onRequest hook (before the body is read or validated): none for public
 * operations, a live customer session for customer ones (and a confirmed e-mail address for those marked
 * `confirmedEmail`, so an unconfirmed account's upload is refused before a byte of it is read), and for staff ones a live staff session whose role may
 * do the operation's action (the role matrix in roles.ts).
 */
export function routes(...implementations: Implementation[]): FastifyPluginAsyncZod {
  return async (app) => {
    const byScope = { public: [] as Implementation[], customer: [] as Implementation[], staff: [] as Implementation[] };
    for (const implementation of implementations) byScope[scopeOf(implementation.op)].push(implementation);
    for (const [scope, list] of Object.entries(byScope) as [keyof typeof byScope, Implementation[]][]) {
      if (!list.length) continue;
      await app.register(async (scoped) => {
        const guard = guardOf(scoped, scope);
        if (guard) scoped.addHook("onRequest", guard);
        for (const implementation of list) register(scoped, implementation);
      });
    }
  };
}

const scopeOf = (op: Operation) => (typeof op.access === "object" ? "staff" : op.access);

function guardOf(app: FastifyInstance, scope: "public" | "customer" | "staff"): onRequestHookHandler | undefined {
  if (scope === "customer")
    return async (request) => {
      await app.requireCustomer(request);
      const needsConfirmed = (request.routeOptions.config as { [CONFIRMED_EMAIL]?: true })[CONFIRMED_EMAIL];
      const customer = request.customer;
      if (needsConfirmed && customer && !customer.email_confirmed_at)
        throw forbidden(CONFIRM_TEXTS.emailNotConfirmed(customer.email_address));
    };
  if (scope !== "staff") return undefined;
  const guards = new Map(
    (Object.keys(STAFF_PERMISSIONS) as StaffAction[]).map((action) => [
      action,
      // One's own account stays reachable while a password set by someone else awaits its change.
      action === "account.self" ? app.requireOwnStaffAccount : app.requireAdmin(...rolesFor(action)),
    ]),
  );
  return async (request) => {
    const action = (request.routeOptions.config as { [STAFF_ACTION]?: StaffAction })[STAFF_ACTION];
    const guard = action && guards.get(action);
    if (!guard) throw unauthorized();
    await guard(request);
    // The matrix's scope dimension: records of no one warehouse (customers, money, staff, settings) are for
    // accounts of all warehouses; warehouse actions are scoped by the context's scope (lib/warehouse-scope.ts).
    const admin = request.admin;
    if (
      STAFF_ACTION_SCOPES[action] === "company" &&
      admin &&
      !hasAllWarehouses(warehousesOf(admin.role, admin.warehouses))
    )
      throw forbidden(SCOPE_TEXTS.allWarehousesOnly);
  };
}

/** The failure answers of an operation, for its OpenAPI document and its serialiser. */
function errorResponses(op: Operation, rateLimited: boolean) {
  const statuses = new Set<number>(op.errors ?? []);
  if (rateLimited) statuses.add(429);
  if (op.params || op.query || op.body || op.multipart) statuses.add(400);
  if (op.access !== "public") statuses.add(401);
  if (typeof op.access === "object" || op.confirmedEmail) statuses.add(403);
  if (op.multipart) statuses.add(413);
  // A full disk (507) can meet any write; a frozen file store (503) any upload.
  if (op.method !== "GET") statuses.add(507);
  if (op.multipart) statuses.add(503);
  return Object.fromEntries([...statuses].map((status) => [status, apiErrorSchema]));
}

function successSchema(op: Operation) {
  return op.csv ? z.union([op.success.schema, z.string().describe("text/csv when format=csv")]) : op.success.schema;
}

function register(app: FastifyInstance, { op, handler, options }: Implementation) {
  const rateLimit = options.rateLimit ?? (op.multipart ? UPLOAD_RATE_LIMIT : undefined);
  const processLimit = rateLimit && isProcessRateLimit(rateLimit) ? rateLimit : undefined;
  app.route({
    method: op.method,
    url: op.path,
    ...(processLimit ? { onRequest: processRateLimitHook(processLimit) } : {}),
    config: {
      ...(typeof op.access === "object" ? { [STAFF_ACTION]: op.access.staff } : {}),
      ...(op.confirmedEmail ? { [CONFIRMED_EMAIL]: true } : {}),
      ...(rateLimit && !processLimit ? { rateLimit } : {}),
    },
    schema: {
      tags: [...op.tags],
      summary: op.summary,
      ...(op.description ? { description: op.description } : {}),
      ...(op.params ? { params: op.params } : {}),
      ...(op.query ? { querystring: op.query } : {}),
      ...(op.body ? { body: op.body } : {}),
      ...(op.multipart ? { consumes: ["multipart/form-data"] } : {}),
      response: {
        [op.success.status]: successSchema(op),
        ...(op.success.orStatus ? { [op.success.orStatus]: op.success.schema } : {}),
        ...errorResponses(op, rateLimit !== undefined),
      },
    },
    handler: async (request, reply) => {
      const call: Record<string, unknown> = {
        params: request.params,
        query: request.query,
        body: op.multipart ? undefined : request.body,
        ctx: contextOf(app, request.log, typeof op.access === "object" ? request.admin : undefined),
        request,
        reply,
      };
      if (op.access === "customer") call.customer = signedIn(request.customer);
      else if (typeof op.access === "object") call.admin = signedIn(request.admin);
      if (op.access !== "public") call.sessionId = signedIn(request.sessionId);
      if (op.multipart) {
        const { fields, images } = await readMultipart(request, op.multipart.files, {
          pdf: op.multipart.pdf,
          maxFiles: op.multipart.maxFiles,
        });
        call.fields = parseFields(op.multipart.fields, fields);
        call.images = images;
      }
      if (op.success.status !== 200) reply.code(op.success.status);
      const answer = await handler(call as Call<Operation>);
      // A partner agent sees no customer's contact details, addresses or money, whatever the route answers.
      return request.admin?.role === "agent" && answer !== reply ? agentView(answer) : answer;
    },
  });
}

/** The scope's guard has set the account; its absence would be a wiring mistake, answered as no session. */
function signedIn<T>(account: T | undefined): T {
  if (!account) throw unauthorized();
  return account;
}

/** Multipart fields are checked with the same schema as the form; the answer matches a JSON validation failure. */
export function parseFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const errors = fieldErrorsOf(result.error);
  throw badRequest(Object.values(errors)[0] ?? "Invalid request.", errors);
}
