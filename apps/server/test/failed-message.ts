import { eq } from "drizzle-orm";
import type { Db } from "../src/db/client.js";
import { channelMessages } from "../src/db/schema.js";
import { deliverDueMessages } from "../src/lib/notify/channel-worker.js";
import type { MessageProvider } from "../src/lib/notify/channels.js";
import { memoryLogger } from "./smtp-peer.js";

/** The error the gateway of failedTextMessage answers every time. */
export const GATEWAY_ERROR = "gateway answered 503";

/**
 * Queues an SMS and runs the real channel worker with a gateway that answers 503 until the worker gives up on it
 * (its backoff skipped: the message is made due before each run). Answers the failed message's id.
 */
export async function failedTextMessage(db: Db, message: { to: string; body: string }): Promise<number> {
  const [queued] = await db
    .insert(channelMessages)
    .values({ channel: "sms", kind: "arrival", to_address: message.to, body: message.body })
    .returning({ id: channelMessages.id });
  const id = queued!.id;
  const broken: MessageProvider = {
    name: "gateway",
    deliver: async () => {
      throw new Error(GATEWAY_ERROR);
    },
  };
  const { log } = memoryLogger();
  const rowOf = async () => (await db.select().from(channelMessages).where(eq(channelMessages.id, id)))[0]!;
  while ((await rowOf()).status === "pending") {
    await db
      .update(channelMessages)
      .set({ next_attempt_at: new Date(0) })
      .where(eq(channelMessages.id, id));
    if ((await deliverDueMessages(db, broken, log)) !== 0) throw new Error("the broken gateway delivered a message");
  }
  const row = await rowOf();
  if (row.status !== "failed") throw new Error(`the message ended ${row.status}, not failed`);
  return id;
}
