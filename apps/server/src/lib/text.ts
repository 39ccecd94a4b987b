import { badRequest, type HttpError } from "./errors.js";

const NUL = "\u0000";
const shown = (field: string) => field.replaceAll(NUL, "\\u0000");

/** Where in `value` (a parsed body, query or params) a string or key holds NUL, which PostgreSQL text cannot store. */
export function pathOfNul(value: unknown, path = ""): string | undefined {
  if (typeof value === "string") return value.includes(NUL) ? path || "body" : undefined;
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return shown(at);
    const found = pathOfNul(inner, at);
    if (found !== undefined) return found;
  }
  return undefined;
}

/** The 400 for a NUL character in the named field. */
export function nulIn(field: string): HttpError {
  const message = "Cannot contain the NUL character (\\u0000).";
  return badRequest(`'${field}' cannot contain the NUL character (\\u0000).`, { [field]: message });
}

/** Throws that 400 when a multipart field's name, its value or its file name holds NUL. */
export function assertStorableText(field: string, ...values: (string | undefined)[]): void {
  if (field.includes(NUL) || values.some((v) => v?.includes(NUL))) throw nulIn(shown(field));
}
