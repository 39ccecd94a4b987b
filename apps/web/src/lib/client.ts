import { type InputOf, type Operation, pathOf, type ResponseOf } from "@app/shared/core/contract";
import { apiRequest, type CallOptions, queryString } from "./api";

/**
 * Calls one operation of the API contract: the path, the method and the answer's type all come from the
 * operation, so a call cannot name a wrong path or expect an answer the server does not give.
 * Failures throw ApiError with the text to show (see apiRequest).
 */
export function call<O extends Operation>(op: O, input: InputOf<O>, options?: CallOptions): Promise<ResponseOf<O>> {
  const { params, query, body, fields, files } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, string | number | undefined | null>;
    body?: unknown;
    fields?: Record<string, unknown>;
    files?: readonly Blob[];
  };
  const path = `${pathOf(op.path, params)}${query ? queryString(query) : ""}`;
  const payload = op.multipart ? formDataOf(op.multipart.files, fields ?? {}, files ?? []) : body;
  const sendsBody = op.method !== "GET" && op.method !== "DELETE";
  return apiRequest<ResponseOf<O>>(op.method, path, sendsBody ? (payload ?? {}) : undefined, options);
}

/** What a page needs of an operation to call it: its method and path, and what a list accepts (its URL check). */
type RoutePart<O extends Operation> = Pick<O, "method" | "path" | ("accepts" & keyof O)>;

/**
 * Operations called through their route parts (*.route.ts: the part the contract declares each whole operation
 * from), typed as the whole operations: a page calls them without loading zod and the operations' schemas. E.g.
 * `routed<typeof staffShipmentsContract>(staffShipmentsRoutes)`; give a Pick of the contract for some of its calls.
 */
export const routed = <C extends Record<string, Operation>>(routes: { [K in keyof C]: RoutePart<C[K]> }) =>
  routes as unknown as C;

/** A multipart body: each text field, then each file under the operation's file field name. */
function formDataOf(fileField: string, fields: Record<string, unknown>, files: readonly Blob[]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value ?? ""));
  for (const file of files) form.append(fileField, file, file instanceof File ? file.name : "image");
  return form;
}
