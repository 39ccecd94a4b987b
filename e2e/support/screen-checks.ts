import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** Waits until the page has settled: hydrated, its data loaded and no busy spinner left. */
export async function settle(page: Page, prerendered: boolean) {
  // A prerendered page is visible before its script runs: wait until the app has taken it over.
  if (prerendered) await page.locator("html[data-hydrated=true]").waitFor({ state: "attached" });
  await page.locator("main").first().waitFor();
  await page.locator('[role="status"][aria-busy="true"]').first().waitFor({ state: "detached" });
  await page.waitForLoadState("networkidle");
}

/** How many pixels the page is wider than the window (a sideways page scroll). */
export async function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The rules whose outcome changes with the width (what shows, what scrolls, how big targets are). */
export const LAYOUT_RULES = [
  "target-size",
  "scrollable-region-focusable",
  "region",
  "landmark-unique",
  "aria-hidden-focus",
  "link-name",
  "button-name",
  "label",
];

/**
 * axe's WCAG 2.x A/AA and best-practice violations, one line each with the first offending nodes; `rules`
 * narrows the run to those rules (a width whose colours and texts another width already checked).
 */
export async function axeViolations(page: Page, rules?: string[]): Promise<string[]> {
  // Only violations are needed: axe then skips collecting every passing node, which is most of its time.
  const builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] });
  if (rules) builder.withRules(rules);
  else builder.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]);
  const result = await builder.analyze();
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(" "))
        .join(" | ")}`,
  );
}

/**
 * Controls a person cannot reach without scrolling sideways: visible buttons, links and fields that lie outside
 * the window, or hidden in a box that scrolls sideways. Slides clipped by a carousel (overflow hidden) don't count.
 */
export async function unreachableActions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>("button, a[href], input, select, textarea, [role=button]");
    for (const el of controls) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (skip links until focused)
      if (el.closest("[aria-hidden=true], [inert], [aria-roledescription=carousel], [aria-roledescription=slide]"))
        continue;
      const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
      let clipped = false;
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === "visible") continue;
        const frame = p.getBoundingClientRect();
        const outside = box.right > frame.right + 1 || box.left < frame.left - 1;
        if (!outside) continue;
        if (style.overflowX === "hidden" || style.overflowX === "clip") clipped = true;
        else out.push(`${name} needs a sideways scroll inside its box`);
        break;
      }
      if (clipped) continue;
      if (box.right > width + 1 || box.left < -1)
        out.push(`${name} lies outside the window (x ${Math.round(box.left)}–${Math.round(box.right)})`);
    }
    return [...new Set(out)];
  });
}

/**
 * How the focused element's focus indicator stands out: the better contrast of its outline and of its ring (a
 * box-shadow) against the first opaque background behind the element, as WCAG 1.4.11 measures it (3:1 needed).
 * Colours are read through a canvas, so any CSS colour (hex, rgb, oklch) counts.
 */
export async function focusIndicatorContrast(page: Page): Promise<{ name: string; contrast: number }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const canvas = document.createElement("canvas").getContext("2d", { willReadFrequently: true })!;
    const rgba = (color: string) => {
      canvas.clearRect(0, 0, 1, 1);
      canvas.fillStyle = "#000";
      canvas.fillStyle = color;
      canvas.fillRect(0, 0, 1, 1);
      return [...canvas.getImageData(0, 0, 1, 1).data];
    };
    const luminance = ([r, g, b]: number[]) => {
      const c = [r!, g!, b!].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    let behind = [255, 255, 255, 255];
    for (let p = el.parentElement; p; p = p.parentElement) {
      const colour = rgba(getComputedStyle(p).backgroundColor);
      if (colour[3] === 255) {
        behind = colour;
        break;
      }
    }
    const style = getComputedStyle(el);
    const tones: number[][] = [];
    if (style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2)
      tones.push(rgba(style.outlineColor));
    const shadow = /^(rgba?\([^)]*\)|oklch\([^)]*\)|#[0-9a-f]+)/i.exec(style.boxShadow)?.[1];
    if (shadow) tones.push(rgba(shadow));
    const name = `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}"`;
    return { name, contrast: Math.max(0, ...tones.filter((t) => t[3] === 255).map((t) => ratio(t, behind))) };
  });
}
