import { describe, expect, it } from "vitest";
import { formatAge, formatBytes, formatMoment } from "./figures";

describe("the system page's figures", () => {
  it("says sizes in decimal units", () => {
    expect(formatBytes(0)).toBe("0 bytes");
    expect(formatBytes(999)).toBe("999 bytes");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(52_400_000)).toBe("52 MB");
    expect(formatBytes(3_200_000_000_000)).toBe("3.2 TB");
  });

  it("rolls over to the next unit when a size rounds up to 1000 of one", () => {
    expect(formatBytes(999_999)).toBe("1.0 MB");
    expect(formatBytes(1000)).toBe("1.0 KB");
    expect(formatBytes(1023)).toBe("1.0 KB");
    expect(formatBytes(1024)).toBe("1.0 KB");
    expect(formatBytes(9_940)).toBe("9.9 KB");
    expect(formatBytes(9_960)).toBe("10 KB");
    expect(formatBytes(9_999)).toBe("10 KB");
    expect(formatBytes(999_499)).toBe("999 KB");
    expect(formatBytes(999_500)).toBe("1.0 MB");
    expect(formatBytes(1_000_000)).toBe("1.0 MB");
    expect(formatBytes(1_048_575)).toBe("1.0 MB");
    expect(formatBytes(999_999_999)).toBe("1.0 GB");
    expect(formatBytes(999_999_999_999)).toBe("1.0 TB");
    // The last unit has nowhere to roll to.
    expect(formatBytes(999_999_999_999_999)).toBe("1000 TB");
  });

  it("says ages in their two largest units", () => {
    expect(formatAge(42)).toBe("42 s");
    expect(formatAge(125)).toBe("2 min");
    expect(formatAge(4000)).toBe("1 h 6 min");
    expect(formatAge(47 * 3600 + 59 * 60)).toBe("47 h 59 min");
    expect(formatAge(3 * 86_400 + 5 * 3600)).toBe("3 days 5 h");
  });

  it("says a moment's date and time to the second once", () => {
    expect(formatMoment(new Date(2026, 11, 1, 8, 38, 58).toISOString())).toBe("01-12-2026 08:38:58");
    expect(formatMoment(new Date(2026, 0, 9, 17, 5, 3).toISOString())).toBe("09-01-2026 17:05:03");
    expect(formatMoment("not a date")).toBe("—");
  });
});
