import { z } from "zod";

/**
 * One rule for every name, address and free text that reaches a label, a CSV or XLSX file or an e-mail:
 * characters a reader cannot see but that change what they read are refused.
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the direction marks
 *   (U+200E, U+200F, U+061C): "‮gpj.exe" reads as "exe.jpg";
 * - zero-width characters (U+200B–U+200D, U+2060, U+FEFF): two names that look alike but differ;
 * - control characters (C0, DEL, C1); line breaks and tabs only in long free text (`multiline`).
 */
const INVISIBLE = "\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C\\u200B-\\u200D\\u2060\\uFEFF";
const CONTROL_EXCEPT_LINE_BREAKS = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F";
const SINGLE_LINE_HIDDEN = new RegExp(`[${INVISIBLE}${CONTROL_EXCEPT_LINE_BREAKS}\\t\\n\\r]`);
const MULTILINE_HIDDEN = new RegExp(`[${INVISIBLE}${CONTROL_EXCEPT_LINE_BREAKS}]`);

export interface PlainTextOptions {
  /** Long free text (a message, a note): line breaks and tabs are allowed. */
  multiline?: boolean;
}

/** True when the text holds a character the rule refuses. */
export function hasHiddenCharacters(text: string, options: PlainTextOptions = {}): boolean {
  return (options.multiline ? MULTILINE_HIDDEN : SINGLE_LINE_HIDDEN).test(text);
}

/** The message naming the field, e.g. "Full name contains invisible or control characters". */
export function hiddenCharactersMessage(label: string): string {
  return `${label} contains invisible or control characters`;
}

/**
 * The check to add to a string schema: `z.string().trim().check(plainText("Full name"))`.
 * In zod 4 a check keeps the schema a ZodString, so `.min()`, `.max()`, `.optional()` still follow.
 */
export function plainText(label: string, options: PlainTextOptions = {}) {
  return z.refine<string>((text) => !hasHiddenCharacters(text, options), hiddenCharactersMessage(label));
}
