import { describe, expect, it } from "vitest";
import { isCalendarDay, isCalendarMonth } from "./calendar-day.js";

describe("isCalendarDay", () => {
  it("takes a day that exists within the business's years", () => {
    for (const day of ["2026-12-01", "2028-02-29", "2000-01-01", "2100-12-31"]) expect(isCalendarDay(day)).toBe(true);
  });

  it("refuses a day that does not exist, another shape, and years PostgreSQL or a range cannot take", () => {
    for (const day of ["2099-02-31", "2027-02-29", "2026-13-01", "2026-1-1", "0000-01-01", "9999-12-31", "1999-12-31"])
      expect(isCalendarDay(day), day).toBe(false);
  });
});

describe("isCalendarMonth", () => {
  it("takes a month of the business's years, and refuses another shape or year", () => {
    for (const month of ["2026-12", "2000-01", "2100-12"]) expect(isCalendarMonth(month), month).toBe(true);
    for (const month of ["0000-01", "9999-12", "1999-12", "2026-13", "2026-00", "2026-1", "2026-12-01"])
      expect(isCalendarMonth(month), month).toBe(false);
  });
});
