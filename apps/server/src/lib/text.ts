import { badRequest, type HttpError } from "./errors.js";

const NUL = "\u0000";
const shown = (field: string) => field.replaceAll(NUL, "\\u0000");

/** Whether any string or key in `value` holds NUL; allocates nothing, as every request is checked and few hold one. */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes(NUL);
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value)) return false;
  for (const key in value) if (key.includes(NUL) || holdsNul((value as Record<string, unknown>)[key])) return true;
  return false;
}

/** Where in `value` (a parsed body, query or params) a string or key holds NUL, which PostgreSQL text cannot store. */
export function pathOfNul(value: unknown): string | undefined {
  return holdsNul(value) ? locateNul(value, "") : undefined;
}

function locateNul(value: unknown, path: string): string | undefined {
  if (typeof value === "string") return value.includes(NUL) ? path || "body" : undefined;
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes(NUL)) return shown(at);
    const found = locateNul(inner, at);
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
