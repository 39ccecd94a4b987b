import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { embedDejaVu, printableIn } from "./pdf-fonts.js";

describe("printableIn", () => {
  it("keeps what DejaVu has, spells the rest in Latin letters, '?' only for the unspellable", async () => {
    const face = await embedDejaVu(await PDFDocument.create(), "regular");
    expect(printableIn(face, "Ọlábísí ₦1,000")).toBe("Ọlábísí ₦1,000");
    expect(printableIn(face, "张伟")).toBe("ZhangWei");
    expect(printableIn(face, "\u{F0000}")).toBe("?");
  });

  it("turns a line break or tab typed into a name into a space, so the words stay apart", async () => {
    const face = await embedDejaVu(await PDFDocument.create(), "bold");
    expect(printableIn(face, "Adaeze\nOkafor\tLtd")).toBe("Adaeze Okafor Ltd");
  });
});
