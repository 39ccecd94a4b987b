import { COMPANY } from "@app/shared/core/company";
import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { embedDejaVu, type PdfFace as Face, printableIn } from "../../lib/pdf-fonts.js";

/** A4 in PDF points. */
const PAGE: [number, number] = [595.28, 841.89];
const MARGIN = 48;
const INK = rgb(0.08, 0.1, 0.16);
const MUTED = rgb(0.38, 0.42, 0.5);

export interface TextStyle {
  bold?: boolean;
  size?: number;
  muted?: boolean;
  /** Points from the left margin. */
  indent?: number;
}

/**
 * Splits `text` into lines no wider than `width` by `measure`, at spaces; a word longer than a line is cut. Widths are
 * added up from each character's (measured once), and each line is measured whole once to confirm it (a font's
 * substitutions, a ligature say, can make a line wider than its letters): the work grows with the text's length,
 * where measuring every shorter slice of a long word took minutes for a 2,000-character address and held every
 * other document meanwhile.
 */
export function wrapLines(text: string, width: number, measure: (text: string) => number): string[] {
  const widths = new Map<string, number>();
  const widthOf = (char: string) => {
    let w = widths.get(char);
    if (w === undefined) {
      w = measure(char);
      widths.set(char, w);
    }
    return w;
  };
  const lines: string[] = [];
  const keep = (line: string) => {
    if (line) lines.push(...confirmed(line, width, measure));
  };
  const space = widthOf(" ");
  let line = "";
  let lineWidth = 0;
  for (const word of text.split(/ +/)) {
    let wordWidth = 0;
    for (const char of word) wordWidth += widthOf(char);
    if (line && lineWidth + space + wordWidth <= width) {
      line += ` ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    keep(line);
    line = "";
    lineWidth = 0;
    for (const char of word) {
      const w = widthOf(char);
      if (line && lineWidth + w > width) {
        keep(line);
        line = "";
        lineWidth = 0;
      }
      line += char;
      lineWidth += w;
    }
  }
  keep(line);
  return lines;
}

/**
 * `line` as it is when it measures no wider than `width`, else cut at the longest start that fits (found by halving,
 * a few measures of at most the line), the rest confirmed the same way. A single character wider than `width` stays.
 */
function confirmed(line: string, width: number, measure: (text: string) => number): string[] {
  const out: string[] = [];
  let rest = Array.from(line);
  while (rest.length > 1 && measure(rest.join("")) > width) {
    let fits = 1;
    let over = rest.length;
    while (over - fits > 1) {
      const mid = (fits + over) >> 1;
      if (measure(rest.slice(0, mid).join("")) <= width) fits = mid;
      else over = mid;
    }
    out.push(rest.slice(0, fits).join(""));
    rest = rest.slice(fits);
  }
  out.push(rest.join(""));
  return out;
}

/**
 * Writes a document top to bottom: text that wraps at the margin, label/amount rows with the amount right-aligned,
 * rules, and a new page whenever the next line would not fit.
 */
export class PdfWriter {
  private page!: PDFPage;
  private y = 0;
  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: Face,
    private readonly bold: Face,
  ) {
    this.newPage();
  }

  static async create(title: string): Promise<PdfWriter> {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setCreator(COMPANY.name);
    doc.setProducer(COMPANY.name);
    return new PdfWriter(doc, await embedDejaVu(doc, "regular"), await embedDejaVu(doc, "bold"));
  }

  private get width() {
    return PAGE[0] - 2 * MARGIN;
  }

  private newPage() {
    this.page = this.doc.addPage(PAGE);
    this.y = PAGE[1] - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) this.newPage();
  }

  private wrap(text: string, face: Face, size: number, width: number): string[] {
    return wrapLines(text, width, (part) => face.font.widthOfTextAtSize(part, size));
  }

  private faceOf(style: TextStyle) {
    return style.bold ? this.bold : this.regular;
  }

  /** A paragraph, wrapped at the right margin. */
  text(text: string, style: TextStyle = {}) {
    const face = this.faceOf(style);
    const size = style.size ?? 10;
    const indent = style.indent ?? 0;
    for (const line of this.wrap(printableIn(face, text), face, size, this.width - indent)) {
      this.room(size + 3);
      this.y -= size + 3;
      this.page.drawText(line, {
        x: MARGIN + indent,
        y: this.y,
        size,
        font: face.font,
        color: style.muted ? MUTED : INK,
      });
    }
  }

  /** A label on the left and an amount on the right of one line; the label wraps before the amount's column. */
  row(label: string, amount: string, style: TextStyle = {}) {
    const face = this.faceOf(style);
    const size = style.size ?? 10;
    const value = printableIn(face, amount);
    const valueWidth = face.font.widthOfTextAtSize(value, size);
    const indent = style.indent ?? 0;
    const lines = this.wrap(printableIn(face, label), face, size, this.width - indent - valueWidth - 16);
    this.room((size + 3) * lines.length);
    const color = style.muted ? MUTED : INK;
    lines.forEach((line, i) => {
      this.y -= size + 3;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font: face.font, color });
      if (i === 0) {
        this.page.drawText(value, { x: PAGE[0] - MARGIN - valueWidth, y: this.y, size, font: face.font, color });
      }
    });
  }

  gap(points = 8) {
    this.y -= points;
  }

  rule() {
    this.room(10);
    this.y -= 5;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE[0] - MARGIN, y: this.y },
      thickness: 0.75,
      color: MUTED,
    });
    this.y -= 5;
  }

  /** A JPEG picture at the left margin, at most `maxWidth` points wide, on a new page if it does not fit. */
  async jpeg(bytes: Uint8Array, maxWidth = 240) {
    // A copy of its own: pdf-lib reads the bytes' whole underlying buffer, which for a pooled Buffer holds others too.
    const picture = await this.doc.embedJpg(Uint8Array.from(bytes));
    const scale = Math.min(1, maxWidth / picture.width, (PAGE[1] - 2 * MARGIN) / picture.height);
    const { width, height } = picture.scale(scale);
    this.room(height + 4);
    this.y -= height + 4;
    this.page.drawImage(picture, { x: MARGIN, y: this.y, width, height });
  }

  /** The letterhead: the company's name, office address and contacts, as the site shows them (core/company.ts). */
  letterhead() {
    const { office } = COMPANY;
    this.text(COMPANY.name, { bold: true, size: 16 });
    this.text(`${office.line1}, ${office.line2}, ${office.city}, ${office.country}`, { muted: true });
    this.text(`${COMPANY.phone} · ${COMPANY.email}`, { muted: true });
    this.rule();
  }

  save(): Promise<Uint8Array> {
    return this.doc.save();
  }
}
