import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import nodemailer from "nodemailer";

export interface MailMessage {
  id: number;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string | null;
}

export interface MailTransport {
  describe: string;
  send(message: MailMessage): Promise<string | undefined>;
  close(): void;
}

/** Real SMTP when SMTP_URL is set; otherwise each message becomes an .eml file under DATA_DIR/mail. */
export function createMailTransport(options: { smtpUrl?: string; dataDir: string }): MailTransport {
  if (options.smtpUrl) {
    const transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      describe: `SMTP ${new URL(options.smtpUrl).host}`,
      async send(m) {
        await transporter.sendMail({
          from: m.from,
          to: m.to,
          subject: m.subject,
          html: m.html,
          text: m.text,
          replyTo: m.replyTo ?? undefined,
          messageId: `<outbox-${m.id}-${Date.now()}@freight.local>`,
        });
        return undefined;
      },
      close: () => transporter.close(),
    };
  }
  const dir = join(options.dataDir, "mail");
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    describe: `files in ${dir}`,
    async send(m) {
      const info = await writer.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        html: m.html,
        text: m.text,
        replyTo: m.replyTo ?? undefined,
      });
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${String(m.id).padStart(6, "0")}.eml`);
      writeFileSync(file, info.message as Buffer);
      return file;
    },
    close: () => undefined,
  };
}
