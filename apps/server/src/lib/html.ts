import { COMPANY } from "@app/shared/core/company";
import { LOGO_CID, LOGO_HEIGHT, LOGO_WIDTH } from "./mail/logo.js";
import { mailDateTime } from "./mail/mail-dates.js";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? "").replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

const UNSUBSCRIBE_LABEL = "Unsubscribe from these e-mails";

/** A row's value: text, a number, or a moment (written in Lagos time, lib/mail/mail-dates.ts). */
export type EmailValue = string | number | Date | null | undefined;

export interface EmailContent {
  heading: string;
  /**
   * Who the greeting names ("Hello Ada,"); without it the mail says "Hello,". Left out when the first paragraph
   * already greets (it starts with "Hello").
   */
  greeting?: string;
  /** Plain-text paragraphs; each is escaped. */
  paragraphs?: string[];
  /** Label/value rows rendered as a table; both escaped. Never a bare URL: links go in `links` or `action`. */
  rows?: Array<[string, EmailValue]>;
  /** The call to action, a button to the exact record the mail is about. The URL must be one we built. */
  action?: { label: string; url: string };
  /** Further links (one per record when a mail names several), shown as their label, never as a raw URL. */
  links?: Array<{ label: string; url: string }>;
  /**
   * Pictures sent inline with the message (OutgoingMail.attachments), shown after the paragraphs as
   * <img src="cid:…">; the text version says they are attached.
   */
  images?: Array<{ cid: string; alt: string }>;
  /** The unsubscribe link of a notification the recipient may turn off (lib/notify); shown in the footer. */
  unsubscribeUrl?: string;
}

const BRAND = "#0b3d91";
const MUTED = "#64748b";
const FONT = "font-family:Arial,Helvetica,sans-serif";
/** Long words, codes and addresses wrap instead of widening the mail past a phone's screen. */
const WRAP = "overflow-wrap:anywhere;word-break:break-word";

const valueText = (value: EmailValue) => (value instanceof Date ? mailDateTime(value) : String(value ?? ""));

function greetingOf(content: EmailContent): string | undefined {
  if (/^(hello|hi|dear)\b/i.test(content.paragraphs?.[0] ?? "")) return undefined;
  return content.greeting?.trim() ? `Hello ${content.greeting.trim()},` : "Hello,";
}

const COMPANY_ADDRESS = [
  COMPANY.office.line1,
  COMPANY.office.line2,
  `${COMPANY.office.city}, ${COMPANY.office.country}`,
].join(", ");

function rowsHtml(rows: NonNullable<EmailContent["rows"]>): string {
  if (!rows.length) return "";
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:6px 12px 6px 0;width:38%;color:${MUTED};font-weight:normal;${WRAP}">${escapeHtml(label)}</th>` +
        `<td valign="top" style="padding:6px 0;white-space:pre-wrap;${WRAP}">${escapeHtml(valueText(value))}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="border-collapse:collapse;table-layout:fixed;margin:8px 0 16px;border-top:1px solid #e2e8f0">${cells}</table>`;
}

function buttonHtml(action: NonNullable<EmailContent["action"]>): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 16px"><tr>` +
    `<td style="background:${BRAND};border-radius:6px"><a href="${escapeHtml(action.url)}" ` +
    `style="display:inline-block;padding:12px 20px;color:#ffffff;font-weight:bold;text-decoration:none;${FONT}">` +
    `${escapeHtml(action.label)}</a></td></tr></table>`
  );
}

function footerHtml(unsubscribeUrl: string | undefined): string {
  const small = `margin:0 0 4px;color:${MUTED};font-size:12px;line-height:1.5;${WRAP}`;
  return [
    `<p style="${small}"><strong>${escapeHtml(COMPANY.name)}</strong></p>`,
    `<p style="${small}">${escapeHtml(COMPANY_ADDRESS)}</p>`,
    `<p style="${small}"><a href="${escapeHtml(COMPANY.phoneHref)}" style="color:${MUTED}">${escapeHtml(COMPANY.phone)}</a> · ` +
      `<a href="mailto:${escapeHtml(COMPANY.email)}" style="color:${MUTED}">${escapeHtml(COMPANY.email)}</a> · ${escapeHtml(COMPANY.hours)}</p>`,
    unsubscribeUrl
      ? `<p style="${small}"><a href="${escapeHtml(unsubscribeUrl)}" style="color:${MUTED}">${UNSUBSCRIBE_LABEL}</a></p>`
      : "",
  ].join("");
}

/**
 * Renders a transactional e-mail in the one layout every message shares (docs/decisions/0035): the logo, the heading,
 * a greeting, the paragraphs, pictures, facts, a button to the record, and the company's address and contacts.
 * Every value is escaped here, so callers pass raw text. Tables and inline styles only, as mail clients need; it
 * fits a 320 px screen (long values wrap) and stays 600 px wide on a desktop. The plain-text version says the same.
 */
export function renderEmail(content: EmailContent): { html: string; text: string } {
  const paragraphs = content.paragraphs ?? [];
  const rows = content.rows ?? [];
  const images = content.images ?? [];
  const links = content.links ?? [];
  const greeting = greetingOf(content);
  const p = `margin:0 0 12px;${WRAP}`;
  const body = [
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:${BRAND};${WRAP}">${escapeHtml(content.heading)}</h1>`,
    greeting ? `<p style="${p}">${escapeHtml(greeting)}</p>` : "",
    ...paragraphs.map((text) => `<p style="${p};white-space:pre-wrap">${escapeHtml(text)}</p>`),
    ...images.map(
      (image) =>
        `<p style="${p}"><img src="cid:${escapeHtml(image.cid)}" alt="${escapeHtml(image.alt)}" width="536" style="display:block;width:100%;max-width:536px;height:auto;border-radius:6px"></p>`,
    ),
    rowsHtml(rows),
    content.action ? buttonHtml(content.action) : "",
    links.length
      ? `<ul style="margin:0 0 16px;padding-left:20px">${links
          .map(
            (l) =>
              `<li style="${WRAP}"><a href="${escapeHtml(l.url)}" style="color:${BRAND}">${escapeHtml(l.label)}</a></li>`,
          )
          .join("")}</ul>`
      : "",
  ].join("");
  const html = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f1f5f9">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9"><tr><td align="center" style="padding:16px 8px">`,
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;${FONT};font-size:15px;line-height:1.5;color:#1f2937">`,
    `<tr><td style="padding:20px 24px 16px;border-bottom:3px solid #f59e0b">`,
    `<img src="cid:${LOGO_CID}" width="${LOGO_WIDTH}" height="${LOGO_HEIGHT}" alt="${escapeHtml(COMPANY.name)}" style="display:block;border:0;max-width:100%;height:auto">`,
    `</td></tr>`,
    `<tr><td style="padding:24px 24px 8px">${body}</td></tr>`,
    `<tr><td style="padding:16px 24px 20px;border-top:1px solid #e2e8f0">${footerHtml(content.unsubscribeUrl)}</td></tr>`,
    `</table></td></tr></table></body></html>`,
  ].join("");
  const text = [
    content.heading,
    "",
    ...(greeting ? [greeting, ""] : []),
    ...paragraphs.flatMap((text) => [text, ""]),
    ...(images.length ? [`(${images.length === 1 ? "A photo is" : `${images.length} photos are`} attached.)`, ""] : []),
    ...rows.map(([label, value]) => `${label}: ${valueText(value)}`),
    ...(rows.length ? [""] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ""] : []),
    ...links.map((l) => `${l.label}: ${l.url}`),
    ...(links.length ? [""] : []),
    "--",
    COMPANY.name,
    COMPANY_ADDRESS,
    `${COMPANY.phone} · ${COMPANY.email} · ${COMPANY.hours}`,
    ...(content.unsubscribeUrl ? [`${UNSUBSCRIBE_LABEL}: ${content.unsubscribeUrl}`] : []),
  ].join("\n");
  return { html, text };
}
