import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import { amountAxisWidth, amountLabel, spacedLabels } from "./chart-labels";

export interface BarSeries {
  label: string;
  values: number[];
  colour: string;
}

/**
 * Bars of one or more series over named categories (days, age buckets, routes), drawn by uPlot on a canvas that
 * follows its box's width. The picture is hidden from screen readers: the table beside it says the same.
 */
export function BarChart({ categories, series }: { categories: string[]; series: BarSeries[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || categories.length === 0) return;
    const width = () => Math.max(240, element.clientWidth);
    // Two series stand side by side: the first left of its category, the second right of it.
    const barsOf = (i: number) =>
      uPlot.paths.bars?.({
        size: [series.length > 1 ? 0.35 : 0.7, 48],
        gap: 2,
        align: series.length > 1 ? (i === 0 ? -1 : 1) : 0,
      });
    const chart = new uPlot(
      {
        width: width(),
        height: 200,
        legend: { show: series.length > 1 },
        cursor: { show: false },
        scales: {
          x: { time: false, range: [-0.5, categories.length - 0.5] },
          y: { range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] },
        },
        axes: [
          {
            stroke: "#475569",
            splits: () => categories.map((_, i) => i),
            // As many labels as the width holds without overlapping (every Nth day of a long range).
            values: (u, splits) => {
              const shown = spacedLabels(
                categories.map((c) => shortLabel(c, categories.length)),
                plotWidth(u),
              );
              return splits.map((i) => shown[i] ?? "");
            },
            grid: { show: false },
          },
          // Amounts shortened ("400k", not "400,000"), in an axis as wide as its widest label.
          {
            stroke: "#475569",
            grid: { stroke: "#e2e8f0" },
            values: (_u, splits) => splits.map(amountLabel),
            size: (_u, values) => amountAxisWidth(values ?? []),
          },
        ],
        series: [
          {},
          ...series.map((s, i) => ({
            label: s.label,
            fill: s.colour,
            stroke: s.colour,
            paths: barsOf(i),
            points: { show: false },
          })),
        ],
      },
      [categories.map((_, i) => i), ...series.map((s) => s.values)],
      element,
    );
    const resize = new ResizeObserver(() => chart.setSize({ width: width(), height: 200 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [categories, series]);
  return (
    <div
      ref={box}
      aria-hidden="true"
      className="w-full overflow-hidden"
      data-testid="report-chart"
      data-values={series.map((s) => s.values.join(",")).join(";")}
    />
  );
}

/** The plot's width in CSS pixels (the canvas less the y axis), once uPlot has laid it out; before, the canvas's. */
function plotWidth(u: uPlot) {
  return u.bbox?.width ? u.bbox.width / uPlot.pxRatio : u.width;
}

/** Days read as "02 Mar"; many categories keep every label short. */
function shortLabel(label: string, count: number) {
  if (/^\d{4}-\d{2}-\d{2}$/.test(label)) {
    const date = new Date(`${label}T00:00:00Z`);
    return date.toLocaleDateString("en-GB", { day: "2-digit", month: "short", timeZone: "UTC" });
  }
  return count > 6 && label.length > 12 ? `${label.slice(0, 11)}…` : label;
}
