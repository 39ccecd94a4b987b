/** Room one category label takes on the x axis: about 7 px a character at the axis's 12 px font, and a gap. */
const labelWidth = (label: string) => label.length * 7 + 16;

/**
 * Every how many categories the x axis names one so that the labels do not overlap on a plot `width` px wide (1:
 * each); the others stay unnamed, their bars still drawn.
 */
export function labelStep(labels: readonly string[], width: number): number {
  if (labels.length === 0) return 1;
  const widest = Math.max(...labels.map(labelWidth));
  const fits = Math.max(1, Math.floor(width / widest));
  return Math.max(1, Math.ceil(labels.length / fits));
}

/** The axis labels: every `labelStep`-th one shown, counting from the first. */
export function spacedLabels(labels: readonly string[], width: number): string[] {
  const step = labelStep(labels, width);
  return labels.map((label, i) => (i % step === 0 ? label : ""));
}

/** Amounts shortened for the y axis: 400 → "400", 400,000 → "400k", 1,250,000 → "1.25m". */
const COMPACT = new Intl.NumberFormat("en-GB", { notation: "compact", maximumFractionDigits: 2 });
export const amountLabel = (value: number) => COMPACT.format(value);

/** The tick beside each amount and the gaps either side of its label (uPlot's tick size 10, gap 5, and a margin). */
const AMOUNT_TICK_ROOM = 20;
/** The narrowest y axis (a few short amounts). */
const MIN_AMOUNT_AXIS = 40;

/**
 * The y axis's width for its amount labels: the widest label's room (a character's, as labelWidth reckons it, plus one
 * to spare for wider glyphs) and the tick's, so no label is cut at the canvas's left edge.
 */
export function amountAxisWidth(labels: readonly (string | null | undefined)[]): number {
  const widest = Math.max(0, ...labels.map((label) => label?.length ?? 0));
  return Math.max(MIN_AMOUNT_AXIS, (widest + 1) * 7 + AMOUNT_TICK_ROOM);
}
