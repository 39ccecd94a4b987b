import { describe, expect, it } from "vitest";
import { csvCell, prefixPattern, toCsv } from "./list.js";

describe("list helpers", () => {
  it("writes CSV cells safely: quotes, line breaks and spreadsheet formulas", () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell(null)).toBe("");
    expect(toCsv([{ header: "A", value: (r: { a: number }) => r.a }], [{ a: 1 }, { a: 2 }])).toBe("A\r\n1\r\n2\r\n");
  });

  it("takes the user's LIKE wildcards literally", () => {
    expect(prefixPattern("50%_off")).toBe("50\\%\\_off%");
  });
});
