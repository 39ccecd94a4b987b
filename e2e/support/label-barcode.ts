import { inflateSync } from "node:zlib";
import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from "@zxing/library";
import { type PDFDict, PDFDocument, PDFName, type PDFNumber, PDFRawStream } from "pdf-lib";

/** The colour images drawn in a PDF as grey pixels: width, height and one luminance byte per pixel. */
export async function pdfImages(pdfBytes: Uint8Array) {
  const pdf = await PDFDocument.load(pdfBytes);
  const images: Array<{ width: number; height: number; luminance: Uint8ClampedArray }> = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict: PDFDict = object.dict;
    if (dict.get(PDFName.of("Subtype")) !== PDFName.of("Image")) continue;
    const colourSpace = dict.get(PDFName.of("ColorSpace"));
    const channels = colourSpace === PDFName.of("DeviceRGB") ? 3 : colourSpace === PDFName.of("DeviceGray") ? 1 : 0;
    if (!channels || dict.get(PDFName.of("BitsPerComponent"))?.toString() !== "8") continue;
    const width = (dict.get(PDFName.of("Width")) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of("Height")) as PDFNumber).asNumber();
    const filter = dict.get(PDFName.of("Filter"));
    const bytes = filter === PDFName.of("FlateDecode") ? inflateSync(object.contents) : Buffer.from(object.contents);
    if (bytes.length < width * height * channels) continue;
    const luminance = new Uint8ClampedArray(width * height);
    for (let i = 0; i < width * height; i++) {
      const p = i * channels;
      luminance[i] =
        channels === 1 ? bytes[p]! : Math.round(0.299 * bytes[p]! + 0.587 * bytes[p + 1]! + 0.114 * bytes[p + 2]!);
    }
    // An alpha mask (SMask) is a grey image too: only images that are drawn with colours or are not masks count.
    if (channels === 1 && [...pdf.context.enumerateIndirectObjects()].some(([, o]) => isMaskOf(o, object))) continue;
    images.push({ width, height, luminance });
  }
  return images;
}

function isMaskOf(candidate: unknown, image: PDFRawStream) {
  if (!(candidate instanceof PDFRawStream)) return false;
  const mask = candidate.dict.get(PDFName.of("SMask"));
  return mask !== undefined && candidate.dict.context.lookup(mask) === image;
}

/** Decodes the Code 128 barcode drawn as an image in a label PDF (the text it encodes). */
export async function decodeLabelBarcode(pdfBytes: Uint8Array): Promise<string> {
  const reader = new MultiFormatReader();
  const hints = new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.CODE_128]],
    [DecodeHintType.TRY_HARDER, true],
  ]);
  const failures: string[] = [];
  for (const image of await pdfImages(pdfBytes)) {
    try {
      const source = new RGBLuminanceSource(image.luminance, image.width, image.height);
      return reader.decode(new BinaryBitmap(new HybridBinarizer(source)), hints).getText();
    } catch (error) {
      failures.push(`${image.width}x${image.height}: ${(error as Error).name}`);
    }
  }
  throw new Error(`no Code 128 barcode could be read from the PDF's images (${failures.join(", ") || "none"})`);
}
