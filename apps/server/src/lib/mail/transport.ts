import { chmodSync, mkdirSync, renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { SendMailOptions, SentMessageInfo, Transporter } from "nodemailer";
import type { OutboxAttachment } from "../../db/schema.js";
import { fileStoreAt, readAll } from "../storage/index.js";
import { LOGO_CID, logoPng } from "./logo.js";
import type { RenderedAttachment } from "./mail-documents.js";

export interface MailMessage {
  id: number;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | null;
  /** Stored uploads to send with it (inline when the html names their cid) and documents rendered for it. */
  attachments?: readonly (OutboxAttachment | RenderedAttachment)[];
  /** When the message was queued; with the id it makes a Message-ID that stays the same across retries. */
  createdAt?: Date;
  /** A notice's one-click unsubscribe URL (mail_outbox.list_unsubscribe): sent as List-Unsubscribe (RFC 8058). */
  listUnsubscribe?: string | null;
}

export interface MailTransport {
  describe: string;
  /** Resolves with the file written (file mode) or undefined (SMTP); rejects when delivery failed. */
  send(message: MailMessage): Promise<string | undefined>;
  close(): void;
}

/**
 * Bounded waits: nodemailer's defaults (2 min to connect, 10 min of socket silence) would let a
 * hung SMTP server stall the worker far longer than its claim lease.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

/** The domain of a sender such as `Swiftway <no-reply@swiftwaylogistics.com>` (or a bare address). */
export function domainOf(address: string): string {
  const domain = address.match(/@([^\s<>@]+)>?\s*$/)?.[1];
  if (!domain) throw new Error(`no domain in the sender ${JSON.stringify(address)}`);
  return domain.toLowerCase();
}

/**
 * A stable Message-ID on the sender's own domain (spam filters distrust one on a domain that is not the sender's):
 * if a send is repeated after a crash, receiving servers can tell it is the same message.
 */
function messageId(m: MailMessage): string {
  return `<outbox-${m.id}-${m.createdAt?.getTime() ?? 0}@${domainOf(m.from)}>`;
}

/** DKIM signing (RFC 6376) by nodemailer: the key's public half is published at `<selector>._domainkey.<domain>`. */
export interface DkimSettings {
  domainName: string;
  keySelector: string;
  /** PEM, as given (a value with literal `\n` sequences, as some environments hold it, is read as lines). */
  privateKey: string;
}

/** Who a message is from, apart from its content: the staff inbox customers' replies go to, the DKIM key. */
export interface SenderSettings {
  /**
   * Reply-To of every message that names none and is not to the inbox itself: a customer's reply reaches people,
   * not the no-reply sender.
   */
  staffInbox?: string;
  dkim?: DkimSettings;
}

/** DKIM settings from the configuration: all three variables, or none (config.ts checks they come together). */
export function dkimFrom(config: {
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  DKIM_PRIVATE_KEY?: string;
}): DkimSettings | undefined {
  if (!config.DKIM_DOMAIN || !config.DKIM_SELECTOR || !config.DKIM_PRIVATE_KEY) return undefined;
  return {
    domainName: config.DKIM_DOMAIN,
    keySelector: config.DKIM_SELECTOR,
    privateKey: config.DKIM_PRIVATE_KEY.replace(/\\n/g, "\n"),
  };
}

/**
 * RFC 2369 and RFC 8058 headers of a notice the recipient may turn off: mail providers show their own unsubscribe
 * button and POST `List-Unsubscribe=One-Click` to the https URL. None for other mail.
 */
export function listUnsubscribeHeaders(url: string | null | undefined): Record<string, string> {
  return url ? { "List-Unsubscribe": `<${url}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : {};
}

/** nodemailer's attachment, named through its public entry (its lib/ modules are not public). */
type MailerAttachment = NonNullable<SendMailOptions["attachments"]>[number];

/** What nodemailer is given for a message, by either transport. */
async function nodemailerMessage(dataDir: string, m: MailMessage, sender: SenderSettings): Promise<SendMailOptions> {
  const inbox = sender.staffInbox;
  return {
    from: m.from,
    to: m.to,
    subject: m.subject,
    html: m.html,
    text: m.text,
    replyTo: m.replyTo ?? (inbox && m.to.toLowerCase() !== inbox.toLowerCase() ? inbox : undefined),
    messageId: messageId(m),
    ...(sender.dkim ? { dkim: sender.dkim } : {}),
    headers: listUnsubscribeHeaders(m.listUnsubscribe),
    attachments: [...logoAttachment(m.html), ...(await attachmentsOf(dataDir, m.attachments))],
  };
}

/** The company logo, inline, for a message whose html shows it (every message the layout rendered: lib/html.ts). */
function logoAttachment(html: string): MailerAttachment[] {
  if (!html.includes(`cid:${LOGO_CID}`)) return [];
  return [{ filename: "swiftway-logo.png", contentType: "image/png", cid: LOGO_CID, content: logoPng() }];
}

/**
 * The message's files as nodemailer attachments: documents rendered for it (a receipt PDF) as they are, stored uploads read from the file store (lib/storage: DATA_DIR/uploads or
 * the S3 bucket). A file that is gone (the upload was removed) is left out: the message still goes, without that
 * picture, instead of failing for ever. A store that cannot be reached fails the send, which is retried.
 */
export async function attachmentsOf(
  dataDir: string,
  attachments: readonly (OutboxAttachment | RenderedAttachment)[] = [],
): Promise<MailerAttachment[]> {
  const store = fileStoreAt(dataDir);
  const found: MailerAttachment[] = [];
  for (const a of attachments) {
    if ("content" in a) {
      found.push({ filename: a.filename, contentType: a.contentType, content: a.content });
      continue;
    }
    if ("document" in a) continue; // rendered by the worker before it gets here (withRenderedDocuments)
    // Names are ours (uuid.ext), never a path: a stored row cannot point outside the store.
    if (!/^[0-9a-f-]{36}\.(jpg|png|gif|webp)$/.test(a.upload)) continue;
    const file = await store.get(a.upload);
    if (file)
      found.push({ filename: a.filename, contentType: a.contentType, cid: a.cid, content: await readAll(file) });
  }
  return found;
}

/**
 * Whether the SMTP server refused this message for good: a 5xx answer to its envelope (MAIL FROM, RCPT TO) or
 * its content (DATA), or a message nodemailer cannot send at all (e.g. an invalid address). A 4xx, a lost
 * connection or a refusal of the whole session (greeting, log-in: the server's or our configuration's fault,
 * fixed once for every message) is temporary and retried.
 */
export function isPermanentRejection(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  if (code !== "EENVELOPE" && code !== "EMESSAGE") return false;
  return responseCode === undefined || (responseCode >= 500 && responseCode < 600);
}

/** The reason to record and show to staff; nodemailer's message ends with the server's own answer when it gave one. */
export function smtpReason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Made on first use: nodemailer (~4 MB resident) loads with the first message, not at every start. */
function lazyTransporter<T>(options: object): { get(): Promise<Transporter<T>>; close(): void } {
  let made: Transporter<T> | undefined;
  let making: Promise<Transporter<T>> | undefined;
  return {
    get: () => {
      making ??= import("nodemailer").then(({ default: nodemailer }) => {
        made = nodemailer.createTransport(options) as Transporter<T>;
        return made;
      });
      return making;
    },
    close: () => made?.close(),
  };
}

/**
 * Real SMTP when SMTP_URL is set (query parameters such as `?ignoreTLS=true` are honoured;
 * `smtpOptions` overrides them); otherwise each message becomes an .eml file under DATA_DIR/mail.
 */
export function createMailTransport(options: {
  smtpUrl?: string;
  dataDir: string;
  /** Reply-To and DKIM (main.ts: STAFF_INBOX, DKIM_*). */
  sender?: SenderSettings;
  /** nodemailer's SMTP options (host, auth, tls, ...), passed as they are. */
  smtpOptions?: Readonly<Record<string, unknown>>;
}): MailTransport {
  const sender = options.sender ?? {};
  if (options.smtpUrl) {
    const transporter = lazyTransporter<SentMessageInfo>({
      ...SMTP_TIMEOUTS,
      url: options.smtpUrl,
      ...options.smtpOptions,
    });
    return {
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
      async send(m) {
        await (await transporter.get()).sendMail(await nodemailerMessage(options.dataDir, m, sender));
        return undefined;
      },
      close: () => transporter.close(),
    };
  }
  const dir = join(options.dataDir, "mail");
  const writer = lazyTransporter<{ message: Buffer }>({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `files in ${dir}`,
    async send(m) {
      const info = await (await writer.get()).sendMail(await nodemailerMessage(options.dataDir, m, sender));
      // Mail holds customers' data: only the server's user may read it.
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      chmodSync(dir, 0o700);
      const file = join(dir, `${String(m.id).padStart(6, "0")}.eml`);
      // Write then rename, so a reader polling the folder never sees half a message.
      const partial = `${file}.partial`;
      writeFileSync(partial, info.message, { mode: 0o600 });
      renameSync(partial, file);
      return file;
    },
    close: () => undefined,
  };
}
