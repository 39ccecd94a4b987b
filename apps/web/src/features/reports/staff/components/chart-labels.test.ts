import { describe, expect, it } from "vitest";
import { labelStep, spacedLabels } from "./chart-labels";

const days = Array.from({ length: 31 }, (_, i) => `${String(i + 1).padStart(2, "0")} Mar`);

describe("chart labels", () => {
  it("names every day when there is room, and every Nth when there is not, so no two labels overlap", () => {
    expect(labelStep(days.slice(0, 7), 1000)).toBe(1);
    // "01 Mar" takes 6 × 7 + 16 = 58 px: 31 of them need 1,798 px; 600 px hold 10, so every 4th is named.
    expect(labelStep(days, 600)).toBe(4);
    const shown = spacedLabels(days, 600);
    expect(shown.filter(Boolean)).toEqual([
      "01 Mar",
      "05 Mar",
      "09 Mar",
      "13 Mar",
      "17 Mar",
      "21 Mar",
      "25 Mar",
      "29 Mar",
    ]);
    expect(shown).toHaveLength(31);
    // However narrow, each named label has its room.
    for (const width of [240, 390, 768, 1200]) {
      const named = spacedLabels(days, width).filter(Boolean).length;
      expect(named * 58).toBeLessThanOrEqual(Math.max(width, 58));
    }
  });

  it("has no labels to space for no categories", () => {
    expect(spacedLabels([], 500)).toEqual([]);
  });
});
