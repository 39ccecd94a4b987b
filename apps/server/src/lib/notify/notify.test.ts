import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { insertCustomer } from "../../db/factories/accounts.js";
import { channelMessages, mailOutbox, notificationContacts, notificationPreferences } from "../../db/schema.js";
import { type CustomerNotice, notifyCustomers } from "./notify.js";
import { readUnsubscribeToken, unsubscribeToken } from "./unsubscribe-token.js";

const config = { JWT_SECRET: "s".repeat(40), PUBLIC_URL: "http://localhost:3000" };
let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.close());

const notice = (customer: { id: number; email_address: string }): CustomerNotice => ({
  customer,
  kind: "milestones",
  email: { subject: "Departed", content: { heading: "Your shipment departed" } },
  text: "Your shipment departed.",
});

describe("notifyCustomers", () => {
  it("e-mails by default, respects a customer's opt-out, and texts only numbers a customer gave and opted into", async () => {
    const db = database.db;
    const [plain, quiet, texter] = await Promise.all([insertCustomer(db), insertCustomer(db), insertCustomer(db)]);
    await db.insert(notificationPreferences).values([
      { customer_id: quiet.id, kind: "milestones", channel: "email", enabled: false },
      { customer_id: texter.id, kind: "milestones", channel: "sms", enabled: true },
      { customer_id: texter.id, kind: "milestones", channel: "whatsapp", enabled: true },
    ]);
    await db
      .insert(notificationContacts)
      .values({ customer_id: texter.id, sms_phone: "+2348031234567", sms_verified_at: new Date() });

    const outcome = await notifyCustomers(db, config, [notice(plain), notice(quiet), notice(texter)]);

    expect(outcome).toEqual({ notified: 2, optedOut: 1, emails: 2, messages: 1 });
    const mails = await db.select().from(mailOutbox).where(eq(mailOutbox.subject, "Departed"));
    expect(mails.map((m) => m.to_address).sort()).toEqual([plain.email_address, texter.email_address].sort());
    expect(mails[0]!.text_body).toContain("/unsubscribe?token=");
    const texts = await db.select().from(channelMessages);
    expect(texts).toMatchObject([{ channel: "sms", to_address: "+2348031234567", status: "pending" }]);
  });

  it("reads back only the tokens it signed", () => {
    const token = unsubscribeToken(config.JWT_SECRET, 42, "delays");
    expect(readUnsubscribeToken(config.JWT_SECRET, token)).toEqual({ customerId: 42, kind: "delays" });
    expect(readUnsubscribeToken(config.JWT_SECRET, token.replace("42.", "43."))).toBeNull();
    expect(readUnsubscribeToken("t".repeat(40), token)).toBeNull();
    expect(readUnsubscribeToken(config.JWT_SECRET, "garbage")).toBeNull();
  });
});
