import { describe, expect, it } from "vitest";
import { withoutThousandsCommas } from "./grouped-number.js";

describe("withoutThousandsCommas", () => {
  it("drops commas between thousands only", () => {
    expect(withoutThousandsCommas("4500.00")).toBe("4500.00");
    expect(withoutThousandsCommas("4,500.00")).toBe("4500.00");
    expect(withoutThousandsCommas("1,250,000")).toBe("1250000");
  });

  it("refuses a comma anywhere else: it may be a decimal mark", () => {
    for (const text of ["12,50", "4,5", "1,2345", ",500", "1,000,00", "1,000.5,0", "1,,000"])
      expect(withoutThousandsCommas(text), text).toBeNull();
  });
});
