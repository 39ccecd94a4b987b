import { badRequest, type HttpError } from "./errors.js";

/**
 * Text PostgreSQL cannot store, found before a route sees it: NUL (text refuses it), half of a surrogate pair (a
 * character cut in two, which jsonb refuses and text turns into U+FFFD), and a body nested deeper than any form
 * (walking it would exhaust the stack).
 */
const NUL = "\u0000";
const LONE_SURROGATE = /\p{Cs}/u;
const MAX_DEPTH = 32;
const shown = (field: string) => field.replaceAll(NUL, "\\u0000");

type Problem = "nul" | "broken" | "deep";
const problemOf = (text: string): Problem | undefined =>
  text.includes(NUL) ? "nul" : LONE_SURROGATE.test(text) ? "broken" : undefined;

/** Whether anything in `value` cannot be stored; allocates nothing, as every request is checked and few fail. */
function holdsUnstorable(value: unknown, depth: number): boolean {
  if (typeof value === "string") return problemOf(value) !== undefined;
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value)) return false;
  if (depth >= MAX_DEPTH) return true;
  for (const key in value)
    if (problemOf(key) || holdsUnstorable((value as Record<string, unknown>)[key], depth + 1)) return true;
  return false;
}

function locate(value: unknown, path: string, depth: number): { field: string; problem: Problem } | undefined {
  if (typeof value === "string") {
    const problem = problemOf(value);
    return problem ? { field: path || "body", problem } : undefined;
  }
  if (typeof value !== "object" || value === null || Buffer.isBuffer(value)) return undefined;
  if (depth >= MAX_DEPTH) return { field: path || "body", problem: "deep" };
  for (const [key, inner] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    const problem = problemOf(key);
    if (problem) return { field: shown(at), problem };
    const found = locate(inner, at, depth + 1);
    if (found) return found;
  }
  return undefined;
}

const MESSAGES: Record<Problem, { error: (field: string) => string; field: string }> = {
  nul: {
    error: (field) => `'${field}' cannot contain the NUL character (\\u0000).`,
    field: "Cannot contain the NUL character (\\u0000).",
  },
  broken: {
    error: (field) => `'${field}' holds a broken character (half of an emoji or symbol). Please type it again.`,
    field: "Holds a broken character (half of an emoji or symbol). Please type it again.",
  },
  deep: {
    error: (field) => `'${field}' is nested more than ${MAX_DEPTH} levels deep.`,
    field: `Nested more than ${MAX_DEPTH} levels deep.`,
  },
};

const unstorableError = (field: string, problem: Problem): HttpError =>
  badRequest(MESSAGES[problem].error(field), { [field]: MESSAGES[problem].field });

/** The 400 naming where in `value` (a parsed body, query or params) text cannot be stored; undefined when it can. */
export function unstorableTextIn(value: unknown): HttpError | undefined {
  if (!holdsUnstorable(value, 0)) return undefined;
  const found = locate(value, "", 0);
  return found && unstorableError(found.field, found.problem);
}

/** Throws that 400 when a multipart field's name, its value or its file name cannot be stored. */
export function assertStorableText(field: string, ...values: (string | undefined)[]): void {
  const problem = problemOf(field) ?? values.map((v) => (v === undefined ? undefined : problemOf(v))).find(Boolean);
  if (problem) throw unstorableError(shown(field), problem);
}
