import { appendFile, mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import type { NotificationChannel, NotificationKind } from "@app/shared/notifications/notifications";
import type { FastifyBaseLogger } from "fastify";

/** One SMS or WhatsApp message of the channel outbox, as a provider gets it. */
export interface ChannelMessage {
  id: number;
  channel: Exclude<NotificationChannel, "email">;
  /** Null for a code that verifies the number (no notification). */
  kind: NotificationKind | null;
  /** E.164 */
  to: string;
  body: string;
  createdAt: Date;
}

/**
 * Who carries SMS and WhatsApp messages (docs/decisions/0019). `deliver` resolves with where the message went, in words the
 * row keeps as `delivered_by` (`<name>:<reference>`), and rejects when it did not go: the worker retries it.
 * A provider never answers success for a message it did not hand over.
 */
export interface MessageProvider {
  name: string;
  deliver(message: ChannelMessage): Promise<{ reference: string }>;
}

export const OUTBOUND_MESSAGES_FILE = "outbound-messages.log";

/**
 * The default provider: no phone company is involved. Each message is appended as one JSON line to
 * `${DATA_DIR}/outbound-messages.log` and logged, and the row says it was delivered by 'file:<path>', never that a
 * phone got it. Swap in a real provider (an SMS gateway, the WhatsApp Business API) behind the same interface.
 */
export class FileMessageProvider implements MessageProvider {
  readonly name = "file";
  constructor(
    readonly path: string,
    private readonly log?: FastifyBaseLogger,
  ) {}

  async deliver(message: ChannelMessage): Promise<{ reference: string }> {
    await mkdir(dirname(this.path), { recursive: true });
    const line = JSON.stringify({
      id: message.id,
      channel: message.channel,
      kind: message.kind,
      to: message.to,
      body: message.body,
      queued_at: message.createdAt.toISOString(),
      written_at: new Date().toISOString(),
    });
    await appendFile(this.path, `${line}\n`, { mode: 0o600 });
    this.log?.info(
      { messageId: message.id, channel: message.channel, to: message.to, file: this.path },
      `${message.channel} message written to ${this.path} (not sent to a phone)`,
    );
    return { reference: this.path };
  }
}

/** The provider MESSAGE_PROVIDER names (only 'file' so far). */
export function createMessageProvider(
  config: { MESSAGE_PROVIDER: "file"; DATA_DIR: string },
  log?: FastifyBaseLogger,
): MessageProvider {
  return new FileMessageProvider(join(config.DATA_DIR, OUTBOUND_MESSAGES_FILE), log);
}
