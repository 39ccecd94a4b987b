import { desc, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { mailOutbox } from "../src/db/schema.js";

/** Every e-mail queued for `email`, newest first. */
export function mailsTo(app: FastifyInstance, email: string) {
  return app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, email)).orderBy(desc(mailOutbox.id));
}
