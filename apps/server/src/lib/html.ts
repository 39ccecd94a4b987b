import { COMPANY } from "@app/shared/core/company";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const UNSUBSCRIBE_LABEL = "Unsubscribe from these e-mails";

export interface EmailContent {
  heading: string;
  /** Plain-text paragraphs; each is escaped. */
  paragraphs?: string[];
  /** Label/value rows rendered as a table; both escaped. */
  rows?: Array<[string, string | number | null | undefined]>;
  /** An optional call to action. The URL must be one we built. */
  action?: { label: string; url: string };
  /**
   * Pictures sent inline with the message (OutgoingMail.attachments), shown after the paragraphs as
   * <img src="cid:…">; the text version says they are attached.
   */
  images?: Array<{ cid: string; alt: string }>;
  /** The unsubscribe link of a notification the recipient may turn off (lib/notify); shown in the footer. */
  unsubscribeUrl?: string;
}

/** Renders a transactional e-mail: every value is escaped here, so callers pass raw text. */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs ?? [];
  const rows = content.rows ?? [];
  const images = content.images ?? [];
  const html = [
    `<div style="font-family:Arial,sans-serif;max-width:600px;margin:auto;color:#1f2937">`,
    `<h2 style="color:#0b3d91">${escapeHtml(content.heading)}</h2>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    ...images.map(
      (image) =>
        `<p><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" style="max-width:100%;height:auto;border-radius:6px"></p>`,
    ),
    rows.length
      ? `<table style="border-collapse:collapse">${rows
          .map(
            ([label, value]) =>
              `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value ?? "")}</td></tr>`,
          )
          .join("")}</table>`
      : "",
    content.action
      ? `<p><a href="${escapeHtml(content.action.url)}" style="background:#0b3d91;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`
      : "",
    `<p style="color:#6b7280;font-size:12px">${escapeHtml(COMPANY.name)} · ${escapeHtml(COMPANY.phone)} · ${escapeHtml(COMPANY.email)}</p>`,
    content.unsubscribeUrl
      ? `<p style="color:#6b7280;font-size:12px"><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:#6b7280">${UNSUBSCRIBE_LABEL}</a></p>`
      : "",
    `</div>`,
  ].join("");
  const text = [
    content.heading,
    "",
    ...paragraphs,
    ...(images.length ? [`(${images.length === 1 ? "A photo is" : `${images.length} photos are`} attached.)`, ""] : []),
    ...rows.map(([label, value]) => `${label}: ${value ?? ""}`),
    content.action ? `\n${content.action.label}: ${content.action.url}` : "",
    "",
    `${COMPANY.name} · ${COMPANY.phone} · ${COMPANY.email}`,
    content.unsubscribeUrl ? `${UNSUBSCRIBE_LABEL}: ${content.unsubscribeUrl}` : "",
  ].join("\n");
  return { html, text };
}
