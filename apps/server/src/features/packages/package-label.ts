import { COMPANY } from "@app/shared/core/company";
import { type Dimensions, formatDimensions, formatWeight } from "@app/shared/core/units";
import bwipjs from "bwip-js/node";
import { PDFDocument, type PDFFont, rgb } from "pdf-lib";
import { embedDejaVu, type PdfFace, printableIn } from "../../lib/pdf-fonts.js";

/** A 4×6 in thermal label, in PDF points (72 per inch). */
const WIDTH = 4 * 72;
const HEIGHT = 6 * 72;
const MARGIN = 14;

export interface LabelFacts {
  packageCode: string;
  ownerName: string | null;
  suiteNumber: string | null;
  /** What the parcel's own label said when nobody could tell the owner. */
  labelOwnerText: string | null;
  warehouse: string;
  weightGrams: number | null;
  dimensions: { [K in keyof Dimensions]?: number | null };
  binLocation: string | null;
  receivedAt: Date | null;
  /** The receiving warehouse's time zone (IANA): the 'Received' day is its local day, not the UTC one. */
  timeZone: string;
}

/** `moment`'s calendar day in `timeZone`, as YYYY-MM-DD. */
function dayIn(moment: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(moment);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Draws `text` at the largest size up to `size` that fits `width`. */
function fitted(font: PDFFont, text: string, size: number, width: number) {
  let s = size;
  while (s > 6 && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  return s;
}

/** `text` broken at spaces into lines no wider than `width` at `size`; a word wider than a line is cut where it must be. */
function wrapped(font: PDFFont, text: string, size: number, width: number): string[] {
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  const lines: string[] = [];
  let current = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    if (current) lines.push(current);
    let rest = Array.from(word);
    while (rest.length > 1 && !fits(rest.join(""))) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut).join(""))) cut -= 1;
      lines.push(rest.slice(0, cut).join(""));
      rest = rest.slice(cut);
    }
    current = rest.join("");
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * `text` on at most `maxLines` lines no wider than `width`: on one line at the largest size from `size` down to
 * 60 % of it, else on two, and so on; only on the last line allowed down to `minSize`; what still does not fit ends in
 * '…'. (Shrinking alone printed a 200-character 'Label says' at 6 pt and still ran it off the label's edge; docs/decisions/0148.)
 */
function fittedLines(font: PDFFont, text: string, size: number, minSize: number, maxLines: number, width: number) {
  for (let count = 1; count <= maxLines; count += 1) {
    const floor = count === maxLines ? minSize : Math.max(minSize, size * 0.6);
    for (let s = size; s >= floor; s -= 0.5) {
      const lines = wrapped(font, text, s, width);
      if (lines.length <= count) return { size: s, lines };
    }
  }
  const lines = wrapped(font, text, minSize, width).slice(0, maxLines);
  let last = Array.from(lines[maxLines - 1] ?? "");
  while (last.length > 0 && font.widthOfTextAtSize(`${last.join("")}…`, minSize) > width) last = last.slice(0, -1);
  lines[maxLines - 1] = `${last.join("").trimEnd()}…`;
  return { size: minSize, lines };
}

/** The Code 128 barcode of our package id as a PNG, with quiet zones so a scanner (or a decoder) finds its edges. */
export function barcodePng(packageCode: string): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: "code128",
    text: packageCode,
    scale: 3,
    height: 18,
    paddingwidth: 12,
    paddingheight: 4,
    backgroundcolor: "FFFFFF",
  });
}

/**
 * The label staff stick on a received parcel: our package id as a Code 128 barcode and in letters, the owner's
 * suite number and name (or UNKNOWN OWNER with what the label said), the warehouse, weight, size and bin.
 */
export async function renderPackageLabel(facts: LabelFacts): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Label ${facts.packageCode}`);
  doc.setCreator(COMPANY.name);
  const page = doc.addPage([WIDTH, HEIGHT]);
  const regular = await embedDejaVu(doc, "regular");
  const bold = await embedDejaVu(doc, "bold");
  const inner = WIDTH - 2 * MARGIN;
  const black = rgb(0, 0, 0);
  let y = HEIGHT - MARGIN;

  /** One field of the label, on up to `maxLines` lines, never smaller than `minSize` nor wider than the label. */
  const line = (text: string, face: PdfFace, size: number, gapAfter = 4, minSize = 6, maxLines = 1) => {
    const { font } = face;
    const fit = fittedLines(font, printableIn(face, text), size, minSize, maxLines, inner);
    for (const [index, part] of fit.lines.entries()) {
      y -= fit.size;
      page.drawText(part, { x: MARGIN, y, size: fit.size, font, color: black });
      y -= index === fit.lines.length - 1 ? gapAfter : 2;
    }
  };
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: WIDTH - MARGIN, y }, thickness: 1.5, color: black });
    y -= 10;
  };

  line(COMPANY.name.toUpperCase(), bold, 11, 2);
  line(`Warehouse: ${facts.warehouse}`, regular, 10, 8);
  rule();
  if (facts.ownerName && facts.suiteNumber) {
    line(facts.suiteNumber, bold, 40, 6);
    line(facts.ownerName, bold, 20, 8, 8, 5);
  } else {
    line("UNKNOWN OWNER", bold, 30, 6);
    line(`Label says: ${facts.labelOwnerText ?? "-"}`, regular, 12, 8, 9, 5);
  }
  rule();

  const png = await doc.embedPng(await barcodePng(facts.packageCode));
  const scale = Math.min(inner / png.width, 90 / png.height);
  const barcode = png.scale(scale);
  y -= barcode.height;
  page.drawImage(png, { x: (WIDTH - barcode.width) / 2, y, width: barcode.width, height: barcode.height });
  y -= 6;
  const codeSize = fitted(bold.font, facts.packageCode, 24, inner);
  y -= codeSize;
  page.drawText(facts.packageCode, {
    x: (WIDTH - bold.font.widthOfTextAtSize(facts.packageCode, codeSize)) / 2,
    y,
    size: codeSize,
    font: bold.font,
    color: black,
  });
  y -= 14;
  rule();
  line(`Weight: ${formatWeight(facts.weightGrams)}`, bold, 13);
  line(`Size: ${formatDimensions(facts.dimensions)}`, regular, 11);
  if (facts.binLocation) line(`Bin: ${facts.binLocation}`, bold, 13, 4, 9, 2);
  if (facts.receivedAt) line(`Received: ${dayIn(facts.receivedAt, facts.timeZone)}`, regular, 10);
  return doc.save();
}
