import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { channelMessages } from "../src/db/schema.js";
import { client } from "./http.js";

/** The newest verification code texted to `to` (E.164), read from the channel outbox as the phone would get it. */
export async function codeTextedTo(app: FastifyInstance, to: string): Promise<string> {
  const rows = await app.db
    .select()
    .from(channelMessages)
    .where(eq(channelMessages.to_address, to))
    .orderBy(desc(channelMessages.id));
  for (const row of rows) {
    const code = /code to verify this number is (\d{6})/.exec(row.body)?.[1];
    if (code) return code;
  }
  throw new Error(`no verification code was texted to ${to}`);
}

/** Verifies the customer's saved number of `channel` through the real code, as its owner would. */
export async function verifyNumber(app: FastifyInstance, token: string, channel: "sms" | "whatsapp") {
  const api = client(app, token);
  const sent = await api.post("/api/notifications/phone/send-code", { channel });
  if (sent.status !== 200) throw new Error(`sending a code failed: ${JSON.stringify(sent.body)}`);
  const settings = (await api.get("/api/notifications/preferences")).body;
  const to = channel === "sms" ? settings.sms_phone : settings.whatsapp_phone;
  const verified = await api.post("/api/notifications/phone/verify", { channel, code: await codeTextedTo(app, to) });
  if (verified.status !== 200) throw new Error(`verifying failed: ${JSON.stringify(verified.body)}`);
}
