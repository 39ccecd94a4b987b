import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { type Browser, chromium } from "playwright";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderEmail } from "../src/lib/html.js";
import { LOGO_CID, logoPng } from "../src/lib/mail/logo.js";
import { LAGOS_PAID, MAIL_KINDS } from "./mail-catalogue.js";

/**
 * Every kind of e-mail, rendered by the one layout (lib/html.ts, docs/decisions/0035) and opened in Chromium at a
 * phone's width and a desktop's: nothing runs off the side, the logo shows, no stored code word or UTC date is
 * printed, and every value is escaped.
 */
const FEATURES = join(import.meta.dirname, "../src/features");
const WIDTHS = [375, 1000];

/** Stored codes a reader must never see: "Type: shipments", "Status: pending", snake_case codes, "shipment #2". */
const CODE_WORDS = [
  /\b(Type|Status|For): (pending|paid|overdue|shipments|procurement|pickup|in-transit|processing)\b/,
  /\b[a-z]+_[a-z_]+\b/,
  /\bshipment #\d+/i,
];
/** Dates another way than Lagos time's one format. */
const FOREIGN_DATES = [/\bGMT\b/, /\bUTC\b/, /\d{4}-\d{2}-\d{2}/, /\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d/];

const dataUrl = `data:image/png;base64,${logoPng().toString("base64")}`;

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
});
afterAll(async () => {
  await browser?.close();
});

/** A mail's content (a `heading:`) in a file that hands it to the mail or notice layer; a tariff heading is not mail. */
const writesMail = (source: string) => /\bheading:/.test(source) && /from "(\.\.\/)+lib\/(mail|notify)\//.test(source);

function sourcesWritingMail(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .filter((file) => writesMail(readFileSync(join(dir, file), "utf8")))
    .map((file) => relative(dir, join(dir, file)).replaceAll("\\", "/"));
}

describe("every e-mail in the company layout", () => {
  it("the catalogue names every file that writes an e-mail", () => {
    const named = new Set(MAIL_KINDS.flatMap((kind) => kind.sources));
    expect(sourcesWritingMail(FEATURES).filter((file) => !named.has(file))).toEqual([]);
  });

  for (const kind of MAIL_KINDS) {
    it(`${kind.name}: fits 375 and 1000 px, shows the logo, the company's address, plain words, Lagos dates`, async () => {
      const { html, text } = renderEmail(kind.content);
      expect(html).toContain(`src="cid:${LOGO_CID}"`);
      expect(html).not.toMatch(/<script/i);
      // Images sent inline (cid:) are shown from their bytes, as a mail client does.
      const page = await browser.newPage();
      try {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.setContent(html.replaceAll(/cid:[^"]+/g, dataUrl), { waitUntil: "load" });
          const seen = await page.evaluate(() => ({
            overflow: document.documentElement.scrollWidth - window.innerWidth,
            // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees (no <title>, line breaks kept)
            text: document.body.innerText,
            logo: [...document.images].filter((img) => img.alt === "Swiftway Global Logistics" && img.naturalWidth > 0)
              .length,
            logoRight: Math.max(...[...document.images].map((img) => img.getBoundingClientRect().right)),
            buttons: [...document.querySelectorAll("a")].map((a) => a.getBoundingClientRect().right),
          }));
          expect(
            seen.overflow,
            `${kind.name} at ${width} px runs ${seen.overflow} px off the side`,
          ).toBeLessThanOrEqual(0);
          expect(Math.max(seen.logoRight, ...seen.buttons)).toBeLessThanOrEqual(width);
          expect(seen.logo).toBe(1);
          expect(seen.text).toMatch(/^Hello\b/m);
          expect(seen.text).toContain("12 Herbert Macaulay Way");
          expect(seen.text).toContain("+234 803 555 0142");
          for (const code of CODE_WORDS) expect(seen.text).not.toMatch(code);
          for (const date of FOREIGN_DATES) expect(seen.text).not.toMatch(date);
          // A link is a button or a named link, never a raw address printed in the mail.
          expect(seen.text).not.toMatch(/https?:\/\//);
        }
      } finally {
        await page.close();
      }
      // The plain-text alternative says the same, with the link written out.
      expect(text).toContain(kind.content.heading);
      if (kind.content.action) expect(text).toContain(kind.content.action.url);
      expect(text).toContain("12 Herbert Macaulay Way");
    });
  }

  it("writes moments in Lagos time (a payment at 23:30 UTC is 00:30 the next day in Lagos)", () => {
    const receipt = MAIL_KINDS.find((kind) => kind.name === "payment receipt")!;
    expect(renderEmail(receipt.content).text).toContain(`Paid on: ${LAGOS_PAID}`);
  });

  it("escapes every value, the greeting and the links included", () => {
    const { html } = renderEmail({
      heading: "<b>x</b>",
      greeting: '<img src=x onerror="alert(1)">',
      paragraphs: ["<script>alert(1)</script>"],
      rows: [["<i>label</i>", "<u>value</u>"]],
      action: { label: "<em>go</em>", url: 'https://a.example/?q="><script>' },
      links: [{ label: "<s>l</s>", url: "https://b.example/'x" }],
    });
    expect(html).not.toMatch(/<(b|script|i|u|em|s)>|<img src=x/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
  });
});
