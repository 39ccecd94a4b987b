/** HS code suggestions from a declaration line's description (issue 37). */

/**
 * The heading a description suggests: the tariff heading in force with the most keywords found in it (whole words,
 * any case, a plural too; the longest keywords win). Null when no keyword matches.
 */
export function suggestHeading<T extends { heading: string; keywords: string }>(
  description: string,
  tariff: readonly T[],
): T | null {
  const text = ` ${description.toLowerCase().replace(/[^a-z0-9-]+/g, " ")} `;
  let best: { heading: T; score: number } | null = null;
  for (const heading of tariff) {
    const words = heading.keywords
      .split(",")
      .map((k) => k.trim().toLowerCase())
      .filter(Boolean);
    const found = (w: string) => text.includes(` ${w} `) || text.includes(` ${w}s `) || text.includes(` ${w}es `);
    const score = words.reduce((sum, w) => sum + (found(w) ? w.length : 0), 0);
    if (score > 0 && (!best || score > best.score)) best = { heading, score };
  }
  return best?.heading ?? null;
}
