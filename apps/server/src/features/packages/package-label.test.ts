import { PDFDocument } from "pdf-lib";
import { warehouseTimeZone } from "@app/shared/core/company";
import { describe, expect, it } from "vitest";
import { pdfTextRuns } from "../../../test/pdf-text.js";
import { embedDejaVu } from "../../lib/pdf-fonts.js";
import { type LabelFacts, renderPackageLabel } from "./package-label.js";

/** The 4×6 in label in points and its margin (package-label.ts). */
const WIDTH = 288;
const MARGIN = 14;

const FACTS: LabelFacts = {
  packageCode: "PKG-10428",
  ownerName: null,
  suiteNumber: null,
  labelOwnerText: null,
  warehouse: "Sabo Yaba, Lagos",
  weightGrams: 2500,
  dimensions: { length_mm: 300, width_mm: 200, height_mm: 100 },
  binLocation: "A-12",
  receivedAt: new Date("2026-11-30T10:00:00Z"),
  timeZone: "Africa/Lagos",
};

/** Every string the label draws, measured in its own face: it must start and end inside the margins. */
async function expectAllOnTheLabel(bytes: Uint8Array) {
  const measure = await PDFDocument.create();
  const faces = { regular: await embedDejaVu(measure, "regular"), bold: await embedDejaVu(measure, "bold") };
  const runs = await pdfTextRuns(bytes);
  for (const run of runs) {
    const face = /Bold/.test(run.font ?? "") ? faces.bold : faces.regular;
    const right = run.x + face.font.widthOfTextAtSize(run.text, run.size);
    expect({ text: run.text, fits: run.x >= MARGIN - 0.5 && right <= WIDTH - MARGIN + 0.5 }).toEqual({
      text: run.text,
      fits: true,
    });
    expect(run.y).toBeGreaterThanOrEqual(MARGIN - 0.5);
  }
  return runs;
}

const printed = (runs: Array<{ text: string }>) => runs.map((run) => run.text).join(" ");

describe("the parcel label keeps long texts on the label", () => {
  it("prints the whole of a 200-character 'Label says' on the label, at a readable size", async () => {
    const said =
      "Attn Mrs Oluwaseun Adebayo-Okonkwo c/o Swiftway suite unreadable, second line torn, phone 0803 123 4567, " +
      "deliver to Block 14 Flat 3 Adeola Odeku Street Victoria Island Lagos, fragile glassware inside";
    expect(said.length).toBeLessThanOrEqual(200);
    const runs = await expectAllOnTheLabel(await renderPackageLabel({ ...FACTS, labelOwnerText: said }));
    expect(printed(runs)).toContain(`Label says: ${said}`);
    expect(Math.min(...runs.map((run) => run.size))).toBeGreaterThanOrEqual(9);
  });

  it("prints a 190-character owner name whole, and a 40-character bin", async () => {
    const firstname = "Oluwaseunfunmilayo ".repeat(5).trim();
    const lastname = "Adebayo-Okonkwo ".repeat(6).trim();
    const ownerName = `${firstname} ${lastname}`;
    const binLocation = "Aisle 14 Rack B Shelf 3 Bay 2 Back Wall".padEnd(40, "X");
    const runs = await expectAllOnTheLabel(
      await renderPackageLabel({ ...FACTS, ownerName, suiteNumber: "SW10428", binLocation }),
    );
    expect(printed(runs)).toContain(ownerName);
    expect(printed(runs)).toContain(`Bin: ${binLocation}`);
  });

  it("keeps a short name on one line at its full size, and puts a long one on two lines rather than in small print", async () => {
    const short = await expectAllOnTheLabel(
      await renderPackageLabel({ ...FACTS, ownerName: "Ada Obi", suiteNumber: "SW10428" }),
    );
    expect(short.find((run) => run.text === "Ada Obi")?.size).toBe(20);
    const long = await expectAllOnTheLabel(
      await renderPackageLabel({ ...FACTS, ownerName: "Oluwaseunfunmilayo Adebayo-Okonkwo", suiteNumber: "SW10428" }),
    );
    const nameLines = long.filter((run) => /Oluwaseunfunmilayo|Adebayo/.test(run.text));
    expect(nameLines.map((run) => run.text)).toEqual(["Oluwaseunfunmilayo", "Adebayo-Okonkwo"]);
    expect(nameLines[0]!.size).toBeGreaterThanOrEqual(12);
  });
});

describe("the parcel label's 'Received' day is the receiving warehouse's own day", () => {
  const receivedLine = async (warehouse: string, receivedAt: string) => {
    const runs = await pdfTextRuns(
      await renderPackageLabel({ ...FACTS, receivedAt: new Date(receivedAt), timeZone: warehouseTimeZone(warehouse) }),
    );
    return runs.find((run) => run.text.startsWith("Received:"))?.text;
  };

  it("prints the Texas day for a parcel received in the evening there, when UTC is already on the next day", async () => {
    // 6:30 PM CDT on March 10 is still March 10 in UTC; 7:30 PM CDT and 6:30 PM CST (winter) are past UTC midnight.
    expect(await receivedLine("Trail Richmond", "2026-03-10T23:30:00Z")).toBe("Received: 2026-03-10");
    expect(await receivedLine("Trail Richmond", "2026-03-11T00:30:00Z")).toBe("Received: 2026-03-10");
    expect(await receivedLine("Trail Richmond", "2026-01-15T00:30:00Z")).toBe("Received: 2026-01-14");
  });

  it("prints London's day in British Summer Time and Guangzhou's day ahead of UTC", async () => {
    expect(await receivedLine("Brixton", "2026-07-01T23:30:00Z")).toBe("Received: 2026-07-02");
    expect(await receivedLine("Guangzhou", "2026-03-10T16:30:00Z")).toBe("Received: 2026-03-11");
  });
});
