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
