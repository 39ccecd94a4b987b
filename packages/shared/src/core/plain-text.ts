import { z } from "zod";

/**
 * One rule for every name, address and free text that reaches a label, a CSV or XLSX file or an e-mail:
 * characters a reader cannot see but that change what they read are refused.
 * - bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), the direction marks
 *   (U+200E, U+200F, U+061C): "‮gpj.exe" reads as "exe.jpg";
 * - zero-width characters (U+200B, U+2060, U+FEFF): two names that look alike but differ;
 * - the zero-width joiners ZWNJ and ZWJ (U+200C, U+200D) unless they join what is drawn (docs/decisions/0116): in
 *   long free text between two visible characters (a family emoji: man ZWJ woman ZWJ girl; Persian "mi ZWNJ khaham"); in a single-line
 *   field (a name, an address) only where they change the drawing: ZWJ inside an emoji sequence, ZWNJ or ZWJ
 *   between letters of a script that joins or forms conjuncts (Arabic, Indic…). "adm" ZWNJ "in" (reads as "admin") is refused;
 * - control characters (C0, DEL, C1); line breaks and tabs only in long free text (`multiline`).
 */
const INVISIBLE = "\\u202A-\\u202E\\u2066-\\u2069\\u200E\\u200F\\u061C\\u200B\\u2060\\uFEFF";
const CONTROL_EXCEPT_LINE_BREAKS = "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F";
const SINGLE_LINE_HIDDEN = new RegExp(`[${INVISIBLE}${CONTROL_EXCEPT_LINE_BREAKS}\\t\\n\\r]`);
const MULTILINE_HIDDEN = new RegExp(`[${INVISIBLE}${CONTROL_EXCEPT_LINE_BREAKS}]`);

const JOINERS = /[\u200C\u200D]/gu;
const ZWJ = "\u200D";
/** A character drawn as something: not a space, a joiner, another invisible or a control character. */
const VISIBLE = new RegExp(`^[^\\s\\u200C\\u200D${INVISIBLE}${CONTROL_EXCEPT_LINE_BREAKS}]$`, "u");
/** Combining marks (a vowel sign, a virama, an emoji's variation selector) belong to the character before them. */
const MARK = /^\p{M}$/u;
/** An emoji part a ZWJ joins: a pictograph, or a skin tone ending the one before it. */
const EMOJI_BEFORE = /^[\p{Extended_Pictographic}\p{Emoji_Modifier}]$/u;
const EMOJI_AFTER = /^\p{Extended_Pictographic}$/u;
/** Scripts whose letters join or form conjuncts, where ZWNJ and ZWJ change how a word is drawn. */
const JOINING_SCRIPT =
  /^[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}]$/u;

/** The character before `index` (a whole code point), over any combining marks, or undefined at the start. */
function baseBefore(text: string, index: number): string | undefined {
  const before = Array.from(text.slice(0, index));
  while (before.length > 0 && MARK.test(before.at(-1)!)) before.pop();
  return before.at(-1);
}

/** Whether the joiner at `index` sits between two visible characters and, in a single-line field, joins them. */
function joinerJoins(text: string, index: number, multiline: boolean): boolean {
  const before = baseBefore(text, index);
  const after = text.codePointAt(index + 1);
  const next = after === undefined ? undefined : String.fromCodePoint(after);
  if (!before || !next || !VISIBLE.test(before) || !VISIBLE.test(next)) return false;
  if (multiline) return true;
  if (text[index] === ZWJ && EMOJI_BEFORE.test(before) && EMOJI_AFTER.test(next)) return true;
  return JOINING_SCRIPT.test(before) && JOINING_SCRIPT.test(next);
}

export interface PlainTextOptions {
  /** Long free text (a message, a note): line breaks and tabs are allowed. */
  multiline?: boolean;
}

/** True when the text holds a character the rule refuses. */
export function hasHiddenCharacters(text: string, options: PlainTextOptions = {}): boolean {
  if ((options.multiline ? MULTILINE_HIDDEN : SINGLE_LINE_HIDDEN).test(text)) return true;
  for (const joiner of text.matchAll(JOINERS)) {
    if (!joinerJoins(text, joiner.index, options.multiline === true)) return true;
  }
  return false;
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
