import { describe, expect, it } from "vitest";
import { hasHiddenCharacters, plainText } from "./plain-text.js";
import { z } from "zod";

const ZWNJ = "\u200C";
const ZWJ = "\u200D";
const multiline = { multiline: true };
const FAMILY = `👨${ZWJ}👩${ZWJ}👧`;
const WOMAN_TECHNOLOGIST_MEDIUM = `👩🏽${ZWJ}💻`;
const RAINBOW_FLAG = `🏳\uFE0F${ZWJ}🌈`;
const PERSIAN = `می${ZWNJ}خواهم`; // "I want": the ZWNJ keeps the prefix apart, as Persian spelling requires
const DEVANAGARI = `क्${ZWNJ}ष`; // a half form instead of the conjunct: ZWNJ after the virama

describe("the zero-width joiners (decision 0116)", () => {
  it("are allowed in long free text between two visible characters: emoji sequences, Persian, anything drawn", () => {
    for (const text of [
      `Thanks 👍🏽 — my family ${FAMILY} says hi`,
      WOMAN_TECHNOLOGIST_MEDIUM,
      RAINBOW_FLAG,
      PERSIAN,
      DEVANAGARI,
      `a${ZWJ}b`,
      `a${ZWNJ}b`,
    ]) {
      expect(hasHiddenCharacters(text, multiline), text).toBe(false);
    }
  });

  it("are refused in long free text at an edge, next to a space, a line break, another joiner or an invisible", () => {
    for (const text of [
      `${ZWJ}hello`,
      `hello${ZWNJ}`,
      `a ${ZWJ}b`,
      `a${ZWJ} b`,
      `a${ZWJ}\nb`,
      `a${ZWJ}${ZWJ}b`,
      `a${ZWNJ}\u200Bb`,
      `a${ZWJ}\u202Eb`,
    ]) {
      expect(hasHiddenCharacters(text, multiline), JSON.stringify(text)).toBe(true);
    }
  });

  it("in a single-line field join only what they change the drawing of: emoji, and letters of joining scripts", () => {
    for (const text of [FAMILY, WOMAN_TECHNOLOGIST_MEDIUM, RAINBOW_FLAG, `${PERSIAN} Rahimi`, DEVANAGARI]) {
      expect(hasHiddenCharacters(text), text).toBe(false);
    }
    // Between Latin letters (or digits, or an emoji and a letter) they draw nothing: "adm"+ZWNJ+"in" reads "admin".
    for (const text of [`adm${ZWNJ}in`, `Ada${ZWJ}Lovelace`, `ada${ZWNJ}@example.com`, `12${ZWJ}3`, `👨${ZWJ}a`]) {
      expect(hasHiddenCharacters(text), JSON.stringify(text)).toBe(true);
    }
    // ZWJ joins emoji; ZWNJ between two emoji only breaks a sequence apart, which a name needs no more than a space.
    expect(hasHiddenCharacters(`👨${ZWNJ}👩`)).toBe(true);
  });

  it("leave the other invisible and direction characters refused, in both kinds of field", () => {
    for (const c of ["\u200B", "\u2060", "\uFEFF", "\u202E", "\u2066", "\u200E", "\u061C"]) {
      expect(hasHiddenCharacters(`${PERSIAN}${c}x`, multiline), c.codePointAt(0)?.toString(16)).toBe(true);
      expect(hasHiddenCharacters(`${FAMILY}${c}`), c.codePointAt(0)?.toString(16)).toBe(true);
    }
  });

  it("plainText() answers the field's message for a stray joiner and passes an emoji sequence", () => {
    const name = z.string().check(plainText("Full name"));
    expect(name.safeParse(`Ada${ZWJ}Lovelace`).error?.issues[0]?.message).toBe(
      "Full name contains invisible or control characters",
    );
    expect(name.safeParse(`Ada ${FAMILY}`).success).toBe(true);
    const message = z.string().check(plainText("Message", multiline));
    expect(message.safeParse(`Hi${ZWJ}`).success).toBe(false);
    expect(message.safeParse(`Hi ${FAMILY}`).success).toBe(true);
  });
});
