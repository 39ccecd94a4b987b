import type { VisitorMessageKind } from "@app/shared/core/enums";
import type { DbOrTx } from "../../db/client.js";
import { newsletterSubscriptions, visitorMessages } from "../../db/schema.js";

/** Adds the address; answers false when it was already on the list (the unique index decides, so races are safe). */
export async function insertSubscription(db: DbOrTx, email: string): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscriptions)
    .values({ email_address: email })
    .onConflictDoNothing({ target: newsletterSubscriptions.email_address })
    .returning({ id: newsletterSubscriptions.id });
  return rows.length > 0;
}

export interface NewVisitorMessage {
  kind: VisitorMessageKind;
  name: string;
  email: string;
  subject: string;
  fields: Record<string, string>;
  client_ip: string | null;
}

export async function insertVisitorMessage(db: DbOrTx, values: NewVisitorMessage): Promise<number> {
  const [row] = await db.insert(visitorMessages).values(values).returning({ id: visitorMessages.id });
  return row!.id;
}
