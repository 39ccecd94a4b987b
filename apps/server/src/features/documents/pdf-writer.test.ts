import { describe, expect, it } from "vitest";
import { pdfText } from "../../../test/pdf-text.js";
import { PdfWriter } from "./pdf-writer.js";

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
});
