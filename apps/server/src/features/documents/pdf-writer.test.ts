import { PDFFont } from "pdf-lib";
import { describe, expect, it, vi } from "vitest";
import { pdfText } from "../../../test/pdf-text.js";
import { PdfWriter, wrapLines } from "./pdf-writer.js";

/** Documents as a reader copies their text out, made one after another in one process (as the worker makes them). */
async function written(lines: { text: string; bold?: boolean }[]) {
  const writer = await PdfWriter.create("test");
  for (const { text, bold } of lines) writer.text(text, { bold });
  return pdfText(await writer.save());
}

describe("the PDF writer", () => {
  it("copies out every letter of a document made after one with composed letters (Ọ is O and a dot)", async () => {
    const names = [{ text: "Adébáyọ̀ Ọlámídé" }, { text: "Ọlámídé Ọ̀ṣẹ", bold: true }];
    expect(await written(names)).toEqual(["Adébáyọ̀ Ọlámídé", "Ọlámídé Ọ̀ṣẹ"]);
    const plain = [{ text: "Reference INVMX3T5ZRO8F so" }, { text: "Oladele Osas", bold: true }];
    expect(await written(plain)).toEqual(["Reference INVMX3T5ZRO8F so", "Oladele Osas"]);
  });

  it("spells a character the font lacks in Latin letters and keeps the naira sign", async () => {
    expect(await written([{ text: "₦1,605.13 北京" }])).toEqual(["₦1,605.13 BeiJing"]);
  });

  it("cuts a 200,000-character word into full lines, measuring about once a line", () => {
    const word = `${"A".repeat(199_990)}ẹ̀ọ́ṣ₦北京🙂`;
    let measured = 0;
    // Every character 5 points wide, as a fixed-width font: 20 to a 100-point line.
    const measure = (text: string) => {
      measured++;
      return Array.from(text).length * 5;
    };
    const lines = wrapLines(word, 100, measure);
    expect(lines.join("")).toBe(word);
    expect(lines.slice(0, -1).every((line) => Array.from(line).length === 20)).toBe(true);
    expect(lines).toHaveLength(Math.ceil(Array.from(word).length / 20));
    expect(measured).toBeLessThan(lines.length + 20);
  });

  it("wraps at spaces and keeps every word whole that fits a line", () => {
    const measure = (text: string) => text.length * 5;
    expect(wrapLines("aa bb cc dd", 25, measure)).toEqual(["aa bb", "cc dd"]);
    expect(wrapLines("aa bbbbbbbbbbbb cc", 25, measure)).toEqual(["aa", "bbbbb", "bbbbb", "bb cc"]);
  });

  it("cuts a line its letters' widths fit but the font draws wider (a substitution), at the longest start that fits", () => {
    // 'ff' drawn as one glyph twice as wide as its letters: 4 letters add up to 20 points and draw 30 wide.
    const measure = (text: string) => text.length * 5 + (text.match(/ff/g)?.length ?? 0) * 10;
    expect(wrapLines("affa", 20, measure)).toEqual(["af", "fa"]);
  });

  it("prints a 20,000-character address line whole, measuring each character a few times at most", async () => {
    const street = "Lekki".repeat(4_000);
    const address = `Plot 12 Admiralty Way ${street}`;
    let measured = 0;
    const widthOf = PDFFont.prototype.widthOfTextAtSize;
    // Counted through the font (pdf-lib's): the old cut measured every shorter slice, ~200 million characters here.
    const spy = vi.spyOn(PDFFont.prototype, "widthOfTextAtSize").mockImplementation(function (
      this: PDFFont,
      text,
      size,
    ) {
      measured += text.length;
      if (measured > 10 * address.length) throw new Error(`measured ${measured} characters`);
      return widthOf.call(this, text, size);
    });
    try {
      const lines = await written([{ text: address }]);
      expect(lines[0]).toBe("Plot 12 Admiralty Way");
      // Compared as a boolean: a failure would print 20,000 characters twice.
      expect(lines.slice(1).join("") === street).toBe(true);
      expect(lines.length).toBeGreaterThan(200);
    } finally {
      spy.mockRestore();
    }
  });
});
