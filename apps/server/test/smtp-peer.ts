import type { AddressInfo } from "node:net";
import type { FastifyBaseLogger } from "fastify";
import { SMTPServer } from "smtp-server";

/** A logger that remembers its lines, so a test can check what an operator would read. */
export function memoryLogger() {
  const lines: string[] = [];
  const record = (obj: unknown, msg?: string) => lines.push(typeof obj === "string" ? obj : (msg ?? ""));
  const log = { info: record, warn: record, error: record, debug: record, trace: record, fatal: record };
  return { lines, log: { ...log, child: () => log, level: "info" } as unknown as FastifyBaseLogger };
}

/** An SMTP answer the peer gives instead of accepting: at RCPT TO (one recipient) or at the end of DATA. */
export interface Refusal {
  stage: "rcpt" | "data";
  code: number;
  text: string;
  /** Only for this recipient; every message when unset. */
  to?: string;
}

const smtpError = (refusal: Refusal) =>
  Object.assign(new Error(refusal.text), { responseCode: refusal.code }) as Error & { responseCode: number };

/** The peer: a real SMTP server on a free local port that keeps every message it accepts. */
export class SmtpPeer {
  received: string[] = [];
  port = 0;
  /** Set to make the peer refuse instead of accepting. */
  refuse?: Refusal;
  private server?: SMTPServer;

  /** `delayMs`: how long the peer takes to accept each message (a short pause, so concurrent senders overlap). */
  constructor(private readonly delayMs = 20) {}

  async start(port = 0) {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo: (address, _session, callback) => {
        const refusal = this.refuse;
        const applies = refusal?.stage === "rcpt" && (!refusal.to || refusal.to === address.address);
        callback(applies ? smtpError(refusal) : undefined);
      },
      onData: (stream, _session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        // A short pause per message, so concurrent workers really overlap while sending.
        stream.on("end", () =>
          setTimeout(() => {
            if (this.refuse?.stage === "data") return callback(smtpError(this.refuse));
            this.received.push(Buffer.concat(chunks).toString("utf8"));
            callback();
          }, this.delayMs),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => resolve());
    });
    this.server = server;
    this.port = (server.server.address() as AddressInfo).port;
  }

  async stop() {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  subjects() {
    return this.received.map((raw) => /^Subject: (.*)$/m.exec(raw)?.[1]);
  }

  /** The Message-IDs of the accepted messages (with this subject, when given). */
  messageIds(subject?: string) {
    return this.received
      .filter((raw) => subject === undefined || /^Subject: (.*)$/m.exec(raw)?.[1] === subject)
      .map((raw) => /^Message-ID: (.*)$/im.exec(raw)?.[1]);
  }
}
