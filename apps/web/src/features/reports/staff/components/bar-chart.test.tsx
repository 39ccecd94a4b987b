import { render } from "@testing-library/react";
import type uPlot from "uplot";
import { describe, expect, it, vi } from "vitest";
import { BarChart } from "./bar-chart";

// The canvas is uPlot's (happy-dom draws none): the chart's options are read where uPlot would take them.
const charts = vi.hoisted(() => [] as uPlot.Options[]);
vi.mock("uplot", () => ({
  default: Object.assign(
    class {
      constructor(options: uPlot.Options) {
        charts.push(options);
      }
      setSize() {}
      destroy() {}
    },
    { paths: { bars: () => () => null }, pxRatio: 1 },
  ),
}));

/** uPlot's tick (10 px) and the gap between it and its label (5 px), inside the axis's width. */
const TICK_AND_GAP = 15;
/** About what a character of the axis's 12 px font takes (as chart-labels reckons it). */
const CHARACTER = 7;

/** The y axis's labels for these splits and the width it is given for them, as uPlot asks the chart's options. */
function amountAxis(splits: number[]) {
  const axis = charts.at(-1)!.axes![1]!;
  const values = (axis.values as uPlot.Axis.DynamicValues)({} as uPlot, splits, 1, 0, 0).map(String);
  const size = (axis.size as (u: uPlot, values: string[], axis: number, cycle: number) => number)(
    {} as uPlot,
    values,
    1,
    0,
  );
  return { values, size };
}

describe("the reports' bar chart", () => {
  it("shortens large amounts on the y axis and gives the widest label its room", () => {
    render(
      <BarChart
        categories={["2026-03-02", "2026-03-03", "2026-03-04"]}
        series={[{ label: "Collected (₦)", values: [400_000, 1_200_000, 50], colour: "#1d4ed8" }]}
      />,
    );
    const { values, size } = amountAxis([0, 400_000, 800_000, 1_200_000]);
    // Not "400,000", which the old 56 px axis cut to "00,000" at the canvas's edge.
    expect(values).toEqual(["0", "400k", "800k", "1.2m"]);
    const widest = Math.max(...values.map((v) => v.length));
    expect(size - TICK_AND_GAP).toBeGreaterThanOrEqual(widest * CHARACTER);
  });

  it("keeps small amounts and days as they are, and widens the axis for longer labels", () => {
    render(
      <BarChart
        categories={["London, UK → Lagos"]}
        series={[{ label: "Median (days)", values: [10.4], colour: "#1d4ed8" }]}
      />,
    );
    expect(amountAxis([0, 2.5, 5, 7.5, 10]).values).toEqual(["0", "2.5", "5", "7.5", "10"]);
    const short = amountAxis([0, 5]).size;
    const long = amountAxis([0, 1_250_000, 2_500_000]);
    expect(long.values).toEqual(["0", "1.25m", "2.5m"]);
    expect(long.size).toBeGreaterThan(short);
    expect(long.size - TICK_AND_GAP).toBeGreaterThanOrEqual("1.25m".length * CHARACTER);
  });
});
