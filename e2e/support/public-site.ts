import { expect, type Locator, type Page } from "@playwright/test";
import { mailText, sentMail } from "./mail";

/** Where enquiries, estimates and contact messages go (the server's STAFF_INBOX default). */
export const STAFF_INBOX = process.env.STAFF_INBOX ?? "operations@swiftwaylogistics.com";

/** A prerendered page shows before its script runs; interactions wait until the app has hydrated it. */
export async function openPublicPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html[data-hydrated=true]")).toHaveCount(1);
}

/** Visitor forms load their code when they scroll into view (the home hero's when used); wait until it runs. */
export async function readyForm(form: Locator) {
  // Scrolling (or a touch) starts the load; the prerendered form is then replaced by the live one (same look).
  await expect(async () => {
    await form.scrollIntoViewIfNeeded({ timeout: 2000 });
    if ((await form.getAttribute("data-ready", { timeout: 2000 })) !== "true")
      await form.dispatchEvent("pointerdown", undefined, { timeout: 2000 });
    await expect(form).toHaveAttribute("data-ready", "true", { timeout: 2000 });
  }).toPass();
  return form;
}

/** The validation message linked to a field (aria-describedby) must read `message`. */
export async function expectFieldError(form: Locator, label: string, message: string) {
  const field = form.getByLabel(label, { exact: true });
  await expect(field).toHaveAttribute("aria-invalid", "true");
  const messageId = await field.getAttribute("aria-describedby");
  expect(messageId, `${label} has a message`).toBeTruthy();
  await expect(form.page().locator(`[id="${messageId}"]`)).toHaveText(message);
}

/** The HTML part (decoded) of the staff e-mail whose subject matches and whose body mentions `marker`. */
export async function staffMailHtml(subject: RegExp, marker: string) {
  let found: ReturnType<typeof sentMail>[number] | undefined;
  await expect
    .poll(
      () => {
        found = sentMail().find(
          (m) =>
            m.to.toLowerCase().includes(STAFF_INBOX) &&
            subject.test(fullSubject(m.raw)) &&
            mailText(m.raw).includes(marker),
        );
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const mail = found!;
  const raw = mailText(mail.raw);
  const html = raw.slice(raw.indexOf("Content-Type: text/html"));
  expect(html.length, "the e-mail has an HTML part").toBeGreaterThan(30);
  return { mail, html };
}

/** The whole Subject header: unfolded, with adjacent RFC 2047 encoded words joined and decoded. */
export function fullSubject(raw: string): string {
  const folded = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? "";
  const unfolded = folded.replace(/\r?\n[ \t]/g, " ").replace(/\?=\s+=\?/g, "?==?");
  return unfolded.replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, encoding: string, text: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(text, "base64").toString("utf8")
      : Buffer.from(
          text
            .replace(/_/g, " ")
            .replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
          "latin1",
        ).toString("utf8"),
  );
}

export const XSS = `<script>alert("x")</script>`;
export const ESCAPED_XSS = "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;";
