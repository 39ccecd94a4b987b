import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { VISITOR_TEXTS } from "@app/shared/visitors/visitors";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { mailOutbox, newsletterSubscriptions, visitorMessages } from "../../db/schema.js";

const { app } = await buildTestApp({ STAFF_INBOX: "staff@example.com" });

/** Each test speaks as its own client address, so the per-client rate limit of one test does not leak into another. */
let clientNo = 0;
const asClient = () => {
  clientNo += 1;
  const headers = { "x-forwarded-for": `203.0.113.${clientNo}` };
  return { post: (url: string, body: unknown) => client(app).post(url, body, headers) };
};

const XSS = `<script>alert("x")</script>`;

async function lastMail() {
  const [row] = await app.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return row!;
}

describe("newsletter", () => {
  it("subscribes once and answers a repeated address kindly without a duplicate", async () => {
    const visitor = asClient();
    const first = await visitor.post("/api/subscribe", { email_address: "  Reader@Example.com " });
    expect(first.status).toBe(201);
    expect(first.body).toEqual({ message: "Subscription successful!", alreadySubscribed: false });
    const again = await visitor.post("/api/subscribe", { email_address: "reader@example.com" });
    expect(again.status).toBe(200);
    expect(again.body.alreadySubscribed).toBe(true);
    expect(again.body.message).toMatch(/already subscribed/);
    const rows = await app.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email_address, "reader@example.com"));
    expect(rows).toHaveLength(1);
  });

  it("rejects a bad address with the spec's message", async () => {
    const res = await asClient().post("/api/subscribe", { email_address: "not-an-email" });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: "Invalid email format",
      fields: { email_address: "Invalid email format" },
    });
  });
});

describe("contact-email", () => {
  it("stores an enquiry and queues an escaped staff e-mail with the spec's subject", async () => {
    const res = await asClient().post("/api/mail/contact-email", {
      kind: "enquiry",
      name: `Ada ${XSS}`,
      email: "ada@example.com",
      phone: "08012345678",
      message: `Please call me ${XSS}`,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: "Your enquiry has been sent successfully!" });
    const [stored] = await app.db.select().from(visitorMessages).orderBy(desc(visitorMessages.id)).limit(1);
    expect(stored).toMatchObject({
      kind: "enquiry",
      name: `Ada ${XSS}`,
      email: "ada@example.com",
      client_ip: expect.stringMatching(/^203\.0\.113\./),
    });
    expect(stored!.fields).toMatchObject({ phone: "08012345678", message: `Please call me ${XSS}` });
    const mail = await lastMail();
    expect(mail.to_address).toBe("staff@example.com");
    expect(mail.subject).toBe(`New Enquiry from Ada ${XSS}`);
    expect(mail.reply_to).toBe("ada@example.com");
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
  });

  it("builds the estimate and contact subjects and ignores any client HTML", async () => {
    const visitor = asClient();
    const estimate = await visitor.post("/api/mail/contact-email", {
      kind: "estimate",
      name: "Bola",
      email: "bola@example.com",
      shippingOption: "Express",
      productSize: "2 boxes, 10kg",
      cityDeparture: "Houston",
      deliveryCity: "Lagos",
      htmlContent: "<b>injected</b>",
    });
    expect(estimate.status).toBe(200);
    expect((await lastMail()).subject).toBe("Estimate Request Express");
    expect((await lastMail()).html).not.toContain("injected");
    // A line break in a one-line field (a header injection attempt) is refused, naming the field.
    const injected = await visitor.post("/api/mail/contact-email", {
      kind: "contact",
      name: "Chi",
      email: "chi@example.com",
      subject: "Where is\r\nBcc: my parcel",
      message: "Hello there",
    });
    expect(injected.status).toBe(400);
    expect(injected.body.fields.subject).toMatch(/invisible or control characters/);
    const contact = await visitor.post("/api/mail/contact-email", {
      kind: "contact",
      name: "Chi",
      email: "chi@example.com",
      subject: "Where is my parcel",
      message: "Hello there",
    });
    expect(contact.body.message).toBe("Your message has been sent successfully!");
    expect((await lastMail()).subject).toBe("Contact Request: Where is my parcel");
  });

  it("takes an enquiry's phone as people write it, counts its digits, and refuses letters", async () => {
    const enquiry = (phone: string) =>
      asClient().post("/api/mail/contact-email", {
        kind: "enquiry",
        name: "Ada Obi",
        email: "ada@example.com",
        phone,
        message: "Please call me",
      });
    expect((await enquiry("+234 (803) 123-4567")).status).toBe(200);
    const before = await app.db.select().from(visitorMessages);
    const letters = await enquiry("call me on 0803123");
    expect(letters.status).toBe(400);
    expect(letters.body.fields).toEqual({ phone: VISITOR_TEXTS.phoneCharacters });
    // Ten characters, eight digits: short by the spec's count of digits.
    const short = await enquiry("0803 12 34");
    expect(short.body.fields).toEqual({ phone: "Phone number must be at least 10 digits" });
    expect(await app.db.select().from(visitorMessages)).toHaveLength(before.length);
  });

  it("answers invalid fields with the spec's messages and stores nothing", async () => {
    const before = await app.db.select().from(visitorMessages);
    const res = await asClient().post("/api/mail/contact-email", {
      kind: "estimate",
      name: "",
      email: "x",
      shippingOption: "",
      productSize: "",
      cityDeparture: "",
      deliveryCity: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: "Your name is required",
      email: "Invalid email address",
      shippingOption: "Shipping type is required",
      productSize: "Product size is required",
      cityDeparture: "City of departure is required",
      deliveryCity: "Delivery city is required",
    });
    expect(await app.db.select().from(visitorMessages)).toHaveLength(before.length);
  });

  it("quietly drops a submission whose honeypot is filled", async () => {
    const before = (await app.db.select().from(visitorMessages)).length;
    const mailsBefore = (await app.db.select().from(mailOutbox)).length;
    const res = await asClient().post("/api/mail/contact-email", {
      kind: "contact",
      name: "Bot",
      email: "bot@example.com",
      subject: "Buy now",
      message: "Cheap offers",
      company_website: "http://spam.example",
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(await app.db.select().from(visitorMessages)).toHaveLength(before);
    expect(await app.db.select().from(mailOutbox)).toHaveLength(mailsBefore);
  });

  it("limits each client's submissions", async () => {
    const visitor = asClient();
    const body = {
      kind: "contact",
      name: "Flood",
      email: "flood@example.com",
      subject: "Again",
      message: "Again and again",
    };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await visitor.post("/api/mail/contact-email", body)).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another client is not affected.
    expect((await asClient().post("/api/mail/contact-email", body)).status).toBe(200);
  });
});
