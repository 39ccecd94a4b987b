import { describe, expect, it } from "vitest";
import { csvCell, prefixPattern, prefixRange, toCsv } from "./list.js";

describe("list helpers", () => {
  it("writes CSV cells safely: quotes, line breaks and spreadsheet formulas", () => {
    expect(csvCell('say "hi", ok')).toBe('"say ""hi"", ok"');
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell(null)).toBe("");
    // Spreadsheets that split on ';' (or tabs) would start a new cell there: defused and kept in one quoted cell.
    expect(csvCell("a;=1+1")).toBe(`"a;'=1+1"`);
    expect(csvCell("x;@SUM(A1)\t+1")).toBe(`"x;'@SUM(A1)\t'+1"`);
    expect(csvCell("a, =1")).toBe(`"a, =1"`);
    expect(csvCell("a,=1")).toBe(`"a,'=1"`);
    expect(csvCell("plain; text")).toBe(`"plain; text"`);
    expect(toCsv([{ header: "A", value: (r: { a: number }) => r.a }], [{ a: 1 }, { a: 2 }])).toBe("A\r\n1\r\n2\r\n");
  });

  it("writes amounts in minor units as exact decimals a spreadsheet reads as numbers, negative ones too", () => {
    const columns = [{ header: "Amount", minor: (r: { m: number | null }) => r.m }];
    expect(toCsv(columns, [{ m: -1550 }, { m: -5 }, { m: 123456 }, { m: null }])).toBe(
      "Amount\r\n-15.50\r\n-0.05\r\n1234.56\r\n\r\n",
    );
  });

  it("takes the user's LIKE wildcards literally", () => {
    expect(prefixPattern("50%_off")).toBe("50\\%\\_off%");
  });

  it("turns a prefix into the byte-order range of the strings that start with it", () => {
    expect(prefixRange("customer1")).toEqual({ from: "customer1", to: "customer2" });
    expect(prefixRange("SWB9")).toEqual({ from: "SWB9", to: "SWB:" });
    expect(prefixRange("caf\u00e9")).toEqual({ from: "caf\u00e9", to: "caf\u00ea" });
    expect(prefixRange("a\ud7ff")).toEqual({ from: "a\ud7ff", to: "a\ue000" });
    expect(prefixRange("a\u{10ffff}")).toEqual({ from: "a\u{10ffff}", to: "b" });
    expect(prefixRange("\u{10ffff}")).toEqual({ from: "\u{10ffff}", to: "\u{10ffff}" });
    // Every string with the prefix is inside the range and the neighbours outside it, compared as UTF-8 bytes.
    const bytes = (s: string) => Buffer.from(s, "utf8");
    const inside = (s: string, r: { from: string; to: string }) =>
      Buffer.compare(bytes(s), bytes(r.from)) >= 0 && Buffer.compare(bytes(s), bytes(r.to)) < 0;
    const range = prefixRange("caf\u00e9");
    for (const s of ["caf\u00e9", "caf\u00e9s", "caf\u00e9\u{10ffff}x"]) expect(inside(s, range)).toBe(true);
    for (const s of ["cafe", "caf\u00ea", "caf", "cag"]) expect(inside(s, range)).toBe(false);
  });
});
