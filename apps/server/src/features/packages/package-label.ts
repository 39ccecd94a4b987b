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
}

/** Draws `text` at the largest size up to `size` that fits `width`. */
function fitted(font: PDFFont, text: string, size: number, width: number) {
  let s = size;
  while (s > 6 && font.widthOfTextAtSize(text, s) > width) s -= 0.5;
  return s;
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

  const line = (text: string, face: PdfFace, size: number, gapAfter = 4) => {
    const { font } = face;
    const safe = printableIn(face, text);
    const s = fitted(font, safe, size, inner);
    y -= s;
    page.drawText(safe, { x: MARGIN, y, size: s, font, color: black });
    y -= gapAfter;
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
    line(facts.ownerName, bold, 20, 8);
  } else {
    line("UNKNOWN OWNER", bold, 30, 6);
    line(`Label says: ${facts.labelOwnerText ?? "-"}`, regular, 12, 8);
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
  if (facts.binLocation) line(`Bin: ${facts.binLocation}`, bold, 13);
  if (facts.receivedAt) line(`Received: ${facts.receivedAt.toISOString().slice(0, 10)}`, regular, 10);
  return doc.save();
}
