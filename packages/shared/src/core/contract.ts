import type { z } from "zod";
import type { ListAccepts } from "./list-query.js";
import type { StaffAction } from "./roles.js";

/**
 * One API operation as data: method, path, who may call it, the schemas of its input and of its answer. The server
 * registers its route from it (validation, serialisation and the OpenAPI document come from these schemas) and the
 * web calls it through the typed client, so neither side writes a path or a type by hand.
 */
export interface Operation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Under /api, with `:name` parameters, e.g. '/tickets/:id'. */
  path: string;
  /** Anyone, the signed-in customer, or staff whose role may do the action of the role matrix (roles.ts). */
  access: "public" | "customer" | { staff: StaffAction };
  /**
   * A customer operation that acts for the account (uploads, pre-alerts, requests, tickets, payments): a customer
   * whose e-mail address is not confirmed yet gets 403 with a message saying so (issue 30, accounts.confirm.ts).
   */
  confirmedEmail?: true;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * A multipart/form-data body: text fields checked with `fields`, image files under the name `files` (at most
   * `maxFiles`, 10 by default); `pdf` also takes PDF documents there (a receipt), checked by content like images.
   */
  multipart?: { fields: z.ZodType; files: string; pdf?: true; maxFiles?: number };
  /**
   * The answer on success: its status (200 or 201) and schema. `orStatus` is a second success status with the same
   * schema, which the handler chooses with `reply.code()` (e.g. 201 for a new subscription, 200 when it existed).
   */
  success: { status: 200 | 201; schema: z.ZodType; orStatus?: 200 | 201 };
  /**
   * A staff list: the values its query accepts, as plain lists its query schema is built from, so the back office can
   * check a list's URL without zod (list-query.ts).
   */
  accepts?: ListAccepts;
  /** `format=csv` answers the same list as a CSV file instead (staff lists). */
  csv?: true;
  /** Failure statuses beyond those the server adds for input (400), sessions (401), roles (403) and uploads. */
  errors?: readonly number[];
}

/** Declares an operation, keeping its literal types for both sides. */
export const operation = <const O extends Operation>(op: O): O => op;

type SchemaOf<O, K extends "params" | "query" | "body"> = O extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/** What the server answers on success (as the browser receives it). */
export type ResponseOf<O extends Operation> = z.output<O["success"]["schema"]>;

/** What a caller passes: the inputs the operation declares, each as its schema accepts it. */
export type InputOf<O extends Operation> = (SchemaOf<O, "params"> extends z.ZodType
  ? { params: z.input<SchemaOf<O, "params">> }
  : { params?: undefined }) &
  (SchemaOf<O, "query"> extends z.ZodType ? { query?: z.input<SchemaOf<O, "query">> } : { query?: undefined }) &
  (SchemaOf<O, "body"> extends z.ZodType ? { body: z.input<SchemaOf<O, "body">> } : { body?: undefined }) &
  (O extends { multipart: { fields: infer F extends z.ZodType } }
    ? { fields: z.input<F>; files: readonly Blob[] }
    : { fields?: undefined });

/** The path with its parameters filled in: '/tickets/:id' with { id: 7 } → '/tickets/7'. */
export function pathOf(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter '${name}' for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Fastify's spelling of a path: ':id' → '{id}' as the OpenAPI document names it. */
export const openApiPathOf = (path: string) => `/api${path.replace(/:(\w+)/g, "{$1}")}`;
