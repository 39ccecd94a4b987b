import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import anyAscii from "any-ascii";
import type { PDFDocument, PDFFont } from "pdf-lib";

/**
 * DejaVu Sans, regular and bold, from the dejavu-fonts-ttf package (read from node_modules, never fetched): it has the
 * naira sign ₦, which no standard PDF font has, and the letters of Yoruba, Igbo and Hausa names, Greek and Cyrillic
 * (docs/decisions/0047). Labels, invoices, receipts and proofs of delivery print in it.
 */
const FILES = { regular: "dejavu-fonts-ttf/ttf/DejaVuSans.ttf", bold: "dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf" };
export type DejaVuWeight = keyof typeof FILES;

export interface PdfFace {
  font: PDFFont;
  /** The code points the font has a glyph for. */
  covers: ReadonlySet<number>;
}

const resolve = createRequire(import.meta.url).resolve;
const bytes = new Map<DejaVuWeight, Promise<Buffer>>();
const coverage = new Map<DejaVuWeight, ReadonlySet<number>>();

/**
 * Embeds DejaVu Sans in `doc`, only the glyphs it will use (subset). The file's bytes and what it covers are kept per
 * process; the parsed font is the document's own: fontkit keeps one glyph object per glyph with the characters it
 * was first met with, and saving a subset meets the parts of a composed letter (the O of Ọ) with none, so a font
 * shared by documents copied a later document's O out as nothing (docs/decisions/0098).
 *
 * pdf-lib places each glyph by its advance width and drops fontkit's positioning, so the OpenType positioning
 * features (kerning, marks, cursive, distances) are turned off: the same bytes for a third less work.
 */
export async function embedDejaVu(doc: PDFDocument, weight: DejaVuWeight): Promise<PdfFace> {
  let file = bytes.get(weight);
  if (!file) {
    file = readFile(resolve(FILES[weight]));
    bytes.set(weight, file);
  }
  doc.registerFontkit(fontkit);
  const font = await doc.embedFont(await file, {
    subset: true,
    features: { kern: false, mark: false, mkmk: false, curs: false, dist: false },
  });
  let covers = coverage.get(weight);
  if (!covers) {
    covers = new Set(font.getCharacterSet());
    coverage.set(weight, covers);
  }
  return { font, covers };
}

/**
 * What `face` can print of `text`: each character it has as it is, any other (a name in Chinese, say) spelled in Latin
 * letters ('张伟' → 'ZhangWei'), and '?' only for what has no spelling at all. A control character (a line break or a
 * tab typed into a name) becomes a space, so the words on either side stay apart.
 */
export function printableIn(face: PdfFace, text: string): string {
  let out = "";
  for (const char of text.normalize("NFC").replace(/\p{Cc}/gu, " ")) {
    out += face.covers.has(char.codePointAt(0)!) ? char : anyAscii(char) || "?";
  }
  return out;
}
