import { inflateSync } from "node:zlib";
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, type PDFRef, type PDFStream } from "pdf-lib";

/** The bytes of a PDF stream, inflated when it is compressed. */
function streamBytes(stream: PDFStream): Buffer {
  if (!(stream instanceof PDFRawStream)) throw new Error("expected a raw stream");
  const filter = stream.dict.get(PDFName.of("Filter"));
  return filter === PDFName.of("FlateDecode") ? inflateSync(stream.contents) : Buffer.from(stream.contents);
}

/** A font's ToUnicode map (glyph code in hex → text), from the `bfchar` entries pdf-lib writes. */
function toUnicodeMap(font: PDFDict): Map<string, string> | undefined {
  const toUnicode = font.lookup(PDFName.of("ToUnicode"));
  if (!toUnicode) return undefined;
  const cmap = streamBytes(toUnicode as PDFStream).toString("latin1");
  const map = new Map<string, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
      const units = text!.match(/.{4}/g)!.map((unit) => Number.parseInt(unit, 16));
      map.set(code!.toLowerCase(), String.fromCharCode(...units));
    }
  }
  return map;
}

/** Decodes one shown string: through the font's ToUnicode map (two-byte codes), else as single WinAnsi bytes. */
function decode(hex: string, map: Map<string, string> | undefined): string {
  if (!map) return Buffer.from(hex, "hex").toString("latin1");
  return (hex.toLowerCase().match(/.{4}/g) ?? []).map((code) => map.get(code) ?? "\uFFFD").join("");
}

/** One string drawn on a page: its text, the font's resource name, its size and where it starts (PDF points). */
export interface PdfTextRun {
  text: string;
  font: string | undefined;
  size: number;
  x: number;
  y: number;
}

/** The strings drawn on each page of a PDF made with pdf-lib, in drawing order, with their font, size and place. */
export async function pdfTextRuns(bytes: Uint8Array): Promise<PdfTextRun[]> {
  const pdf = await PDFDocument.load(bytes);
  const runs: PdfTextRun[] = [];
  for (const page of pdf.getPages()) {
    const fonts = page.node.Resources()?.lookupMaybe(PDFName.of("Font"), PDFDict);
    const maps = new Map<string, Map<string, string> | undefined>();
    for (const [name, ref] of fonts?.entries() ?? []) {
      maps.set(name.decodeText(), toUnicodeMap(pdf.context.lookup(ref as PDFRef, PDFDict)));
    }
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
    const text = streams.map((stream) => streamBytes(stream as PDFStream).toString("latin1")).join("\n");
    let font: string | undefined;
    let size = 0;
    let x = 0;
    let y = 0;
    const operators = /\/(\S+)\s+([\d.]+)\s+Tf|(?:[-\d.]+\s+){4}([-\d.]+)\s+([-\d.]+)\s+Tm|<([0-9a-fA-F]*)>\s*Tj/g;
    for (const [, fontName, fontSize, tmX, tmY, hex] of text.matchAll(operators)) {
      if (fontName) {
        font = fontName;
        size = Number(fontSize);
      } else if (tmX !== undefined) {
        x = Number(tmX);
        y = Number(tmY);
      } else {
        runs.push({ text: decode(hex!, font === undefined ? undefined : maps.get(font)), font, size, x, y });
      }
    }
  }
  return runs;
}

/**
 * The text strings drawn on each page of a PDF made with pdf-lib, in drawing order (one entry per `Tj`), decoded as
 * a reader would copy them: what a label or invoice actually prints, accents and all.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  return (await pdfTextRuns(bytes)).map((run) => run.text);
}
