import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { type FilePart, multipartBody, PNG_1PX } from "../../../test/multipart.js";
import { auditLog, mailOutbox, tickets, uploads } from "../../db/schema.js";
import { MAIL_ACTIONS_PER_MINUTE } from "../../lib/mail/mail-action-rate-limit.js";
import { STAFF_NOTICE_QUIET_MINUTES } from "./tickets.mail.js";

const { app } = await buildTestApp();

const GOOD = {
  subject: "Where is my parcel?",
  department: "customer service",
  warehouse: "UK",
  message: "It left the store a week ago.",
};
const png = (name = "photo.png"): FilePart => ({ field: "images", name, type: "image/png", data: PNG_1PX });

async function postTicket(token: string | undefined, fields: Record<string, string>, files: FilePart[] = []) {
  const form = multipartBody(fields, files);
  const res = await app.inject({
    method: "POST",
    url: "/api/tickets",
    headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: form.body,
  });
  return { status: res.statusCode, body: res.json() };
}

/** Creates a ticket for the customer and returns its id (the newest in the list). */
async function ticketOf(token: string, fields: Record<string, string> = GOOD, files: FilePart[] = []) {
  const created = await postTicket(token, fields, files);
  expect(created.status).toBe(201);
  const list = await client(app, token).get("/api/tickets");
  return list.body.tickets[0].id as number;
}

describe("customer tickets", () => {
  it("creates a ticket with images and answers with the spec's message", async () => {
    const { token } = await signUpCustomer(app);
    const res = await postTicket(token, GOOD, [png("a.png"), png("b.png")]);
    expect(res).toEqual({ status: 201, body: { message: "Ticket successfully created." } });

    const list = await client(app, token).get("/api/tickets");
    expect(list.status).toBe(200);
    expect(list.body.tickets).toHaveLength(1);
    expect(list.body.tickets[0]).toMatchObject({
      subject: GOOD.subject,
      status: "open",
      department: "customer service",
      warehouse: "UK",
    });
    expect(list.body.pagination).toMatchObject({ page: 1, total: 1, totalPages: 1 });
    expect(list.body.token).toBeUndefined();

    const detail = await client(app, token).get(`/api/tickets/${list.body.tickets[0].id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.ticket).toMatchObject({ message: GOOD.message, responses: [] });
    expect(detail.body.ticket.images).toHaveLength(2);
    const image = await client(app, token).get(detail.body.ticket.images[0].url);
    expect(image.status).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
  });

  it("shows every spec validation message and stores nothing for a bad form", async () => {
    const { token, user } = await signUpCustomer(app);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ ...GOOD, subject: "  " }, "subject", "Subject is required"],
      [{ ...GOOD, department: "marketing" }, "department", "Invalid department value"],
      [{ ...GOOD, warehouse: "" }, "warehouse", "Warehouse is required"],
      [{ ...GOOD, warehouse: "France" }, "warehouse", "Warehouse is required"],
      [{ ...GOOD, message: "" }, "message", "Message is required"],
    ];
    for (const [fields, field, message] of cases) {
      const res = await postTicket(token, fields);
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(message);
      expect(res.body.fields[field]).toBe(message);
    }
    const { subject: _omitted, ...noSubject } = GOOD;
    expect((await postTicket(token, noSubject)).body.error).toBe("Subject is required");
    const rows = await app.db.select().from(tickets).where(eq(tickets.user_id, user.id));
    expect(rows).toHaveLength(0);
  });

  it("accepts images only, judged by content, and leaves no ticket behind", async () => {
    const { token, user } = await signUpCustomer(app);
    const fake = { field: "images", name: "photo.png", type: "image/png", data: Buffer.from("%PDF-1.4 not an image") };
    const res = await postTicket(token, GOOD, [png(), fake]);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/Only image files/);
    expect(await app.db.select().from(tickets).where(eq(tickets.user_id, user.id))).toHaveLength(0);
    expect(await app.db.select().from(uploads).where(eq(uploads.owner_user_id, user.id))).toHaveLength(0);
  });

  it("needs a customer session for every call", async () => {
    expect((await client(app).get("/api/tickets")).status).toBe(401);
    expect((await client(app).get("/api/tickets/1")).status).toBe(401);
    expect((await postTicket(undefined, GOOD)).status).toBe(401);
    expect((await client(app).post("/api/tickets/1/response", { messages: "hi" })).status).toBe(401);
  });

  it("replies with `messages`, lists responses newest first, and reopens an answered ticket", async () => {
    const { token } = await signUpCustomer(app);
    const id = await ticketOf(token);
    const empty = await client(app, token).post(`/api/tickets/${id}/response`, { messages: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Response message is required!");
    expect((await client(app, token).post(`/api/tickets/${id}/response`, {})).body.error).toBe(
      "Response message is required!",
    );

    const first = await client(app, token).post(`/api/tickets/${id}/response`, { messages: "First follow-up" });
    expect(first).toMatchObject({ status: 200, body: { message: "Response submitted." } });
    await client(app, token).post(`/api/tickets/${id}/response`, { messages: "Second follow-up" });
    const detail = await client(app, token).get(`/api/tickets/${id}`);
    expect(detail.body.ticket.responses.map((r: { message: string }) => r.message)).toEqual([
      "Second follow-up",
      "First follow-up",
    ]);
    expect(detail.body.ticket.responses[0].message_by).toBe("user");
    expect(detail.body.ticket.status).toBe("open");

    await app.db.update(tickets).set({ status: "answered" }).where(eq(tickets.id, id));
    await client(app, token).post(`/api/tickets/${id}/response`, { messages: "Still not here" });
    expect((await client(app, token).get(`/api/tickets/${id}`)).body.ticket.status).toBe("open");
    const trail = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "ticket"), eq(auditLog.entity_id, id)));
    expect(trail.map((a) => [a.action, a.old_value, a.new_value, a.actor_kind])).toEqual(
      expect.arrayContaining([
        ["opened the ticket", null, null, "customer"],
        ["replied and set", "answered", "open", "customer"],
      ]),
    );
  });

  it("keeps each customer to their own tickets: another customer's id answers 404 on read and reply", async () => {
    const owner = await signUpCustomer(app);
    const other = await signUpCustomer(app);
    const id = await ticketOf(owner.token, GOOD, [png()]);
    const otherRead = await client(app, other.token).get(`/api/tickets/${id}`);
    expect(otherRead.status).toBe(404);
    expect(otherRead.body.error).toBe("Ticket not found.");
    const otherReply = await client(app, other.token).post(`/api/tickets/${id}/response`, { messages: "mine now" });
    expect(otherReply.status).toBe(404);
    expect((await client(app, other.token).get("/api/tickets")).body.tickets).toEqual([]);
    const image = (await client(app, owner.token).get(`/api/tickets/${id}`)).body.ticket.images[0].url;
    expect((await client(app, other.token).get(image)).status).toBe(404);
    const detail = await client(app, owner.token).get(`/api/tickets/${id}`);
    expect(detail.body.ticket.responses).toEqual([]);
    expect((await client(app, owner.token).get("/api/tickets/999999")).status).toBe(404);
  });

  it("tells the staff inbox about a new ticket and a customer's reply, one notice per burst, linking to the back office", async () => {
    const { token, email } = await signUpCustomer(app);
    const subject = `Damaged <b>box</b> ${Date.now()}`;
    const id = await ticketOf(token, { ...GOOD, subject, message: "The corner is <i>crushed</i>." });
    const notices = () =>
      app.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to_address, app.config.STAFF_INBOX), like(mailOutbox.subject, `%#${id}:%`)))
        .orderBy(mailOutbox.id);
    const [opened] = await notices();
    expect(opened!.subject).toBe(`New support ticket #${id}: ${subject}`);
    expect(opened!.text_body).toContain(email);
    expect(opened!.text_body).toContain("The corner is <i>crushed</i>.");
    expect(opened!.text_body).toContain(`${app.config.PUBLIC_URL}/admin/tickets/${id}`);
    expect(opened!.html).toContain("&lt;i&gt;crushed&lt;/i&gt;");
    expect(opened!.html).not.toContain("<i>crushed");

    // A reply right after the ticket opened is part of the same burst: no second notice.
    expect((await client(app, token).post(`/api/tickets/${id}/response`, { messages: "Any news?" })).status).toBe(200);
    expect(await notices()).toHaveLength(1);
    // Once the burst is STAFF_NOTICE_QUIET_MINUTES old, the next reply is noticed again.
    await app.db
      .update(mailOutbox)
      .set({ created_at: sql`now() - make_interval(mins => ${STAFF_NOTICE_QUIET_MINUTES + 1})` })
      .where(like(mailOutbox.subject, `%#${id}:%`));
    await client(app, token).post(`/api/tickets/${id}/response`, { messages: "Still waiting." });
    const all = await notices();
    expect(all).toHaveLength(2);
    expect(all[1]!.subject).toBe(`Customer reply on ticket #${id}: ${subject}`);
    expect(all[1]!.text_body).toContain("Still waiting.");
    // Nothing goes to the staff inbox for a reply that was refused.
    await app.db
      .update(mailOutbox)
      .set({ created_at: sql`now() - make_interval(mins => ${STAFF_NOTICE_QUIET_MINUTES + 1})` })
      .where(like(mailOutbox.subject, `%#${id}:%`));
    const other = await signUpCustomer(app);
    await client(app, other.token).post(`/api/tickets/${id}/response`, { messages: "not mine" });
    expect(await notices()).toHaveLength(2);
  });

  it("tells the staff inbox about a customer's reply after a staff answer at once, however soon it comes", async () => {
    const { token } = await signUpCustomer(app);
    const staff = await signInAdmin(app);
    const subject = `Customs hold ${Date.now()}`;
    const id = await ticketOf(token, { ...GOOD, subject });
    const notices = async () =>
      (
        await app.db
          .select({ subject: mailOutbox.subject, text: mailOutbox.text_body })
          .from(mailOutbox)
          .where(and(eq(mailOutbox.to_address, app.config.STAFF_INBOX), like(mailOutbox.subject, `%#${id}:%`)))
          .orderBy(mailOutbox.id)
      ).map((m) => m.subject);
    expect(await notices()).toEqual([`New support ticket #${id}: ${subject}`]);
    expect(
      (await client(app, staff.token).post(`/api/ticket/${id}/reply`, { response: "Send the invoice." })).status,
    ).toBe(200);
    // Within the quiet minutes, but staff answered since the last notice: the customer's reply is news.
    expect((await client(app, token).post(`/api/tickets/${id}/response`, { messages: "Here it is." })).status).toBe(
      200,
    );
    expect(await notices()).toEqual([
      `New support ticket #${id}: ${subject}`,
      `Customer reply on ticket #${id}: ${subject}`,
    ]);
    // More replies with no staff answer in between are the same burst.
    expect((await client(app, token).post(`/api/tickets/${id}/response`, { messages: "And a photo." })).status).toBe(
      200,
    );
    expect(await notices()).toHaveLength(2);
    // The next staff answer ends that burst too.
    await client(app, staff.token).post(`/api/ticket/${id}/reply`, { response: "Thanks, released." });
    await client(app, token).post(`/api/tickets/${id}/response`, { messages: "Great, thank you!" });
    expect(await notices()).toHaveLength(3);
  });

  it("limits replies per account a minute: 30 rapid replies store MAIL_ACTIONS_PER_MINUTE and send the inbox one notice", async () => {
    const { token } = await signUpCustomer(app);
    const id = await ticketOf(token);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await client(app, token).post(`/api/tickets/${id}/response`, { messages: `Reply ${i}` })).status);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(MAIL_ACTIONS_PER_MINUTE);
    expect(statuses.slice(MAIL_ACTIONS_PER_MINUTE).every((s) => s === 429)).toBe(true);
    const limited = await client(app, token).post(`/api/tickets/${id}/response`, { messages: "one more" });
    expect(limited.body.error).toBe("You are sending messages too fast. Please wait a minute and try again.");
    const detail = await client(app, token).get(`/api/tickets/${id}`);
    expect(detail.body.ticket.responses).toHaveLength(MAIL_ACTIONS_PER_MINUTE);
    const inbox = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, app.config.STAFF_INBOX), like(mailOutbox.subject, `%#${id}:%`)));
    expect(inbox).toHaveLength(1);
    // Another account is not held back by this one's limit.
    const other = await signUpCustomer(app);
    const otherId = await ticketOf(other.token);
    expect((await client(app, other.token).post(`/api/tickets/${otherId}/response`, { messages: "hi" })).status).toBe(
      200,
    );
  });

  it("pages the list, newest update first, and filters by status", async () => {
    const { token } = await signUpCustomer(app);
    for (const subject of ["one", "two", "three"]) await postTicket(token, { ...GOOD, subject });
    const page1 = await client(app, token).get("/api/tickets?pageSize=2");
    expect(page1.body.tickets.map((t: { subject: string }) => t.subject)).toEqual(["three", "two"]);
    expect(page1.body.pagination).toMatchObject({ total: 3, totalPages: 2 });
    const page2 = await client(app, token).get("/api/tickets?pageSize=2&page=2");
    expect(page2.body.tickets.map((t: { subject: string }) => t.subject)).toEqual(["one"]);
    expect((await client(app, token).get("/api/tickets?status=closed")).body.tickets).toEqual([]);
    expect((await client(app, token).get("/api/tickets?status=bogus")).status).toBe(400);
  });

  it("lists every ticket call in the OpenAPI document", async () => {
    const docs = await client(app).get("/api/docs/json");
    expect(docs.status).toBe(200);
    const paths = docs.body.paths as Record<string, Record<string, unknown>>;
    expect(Object.keys(paths["/api/tickets"] ?? {})).toEqual(expect.arrayContaining(["get", "post"]));
    expect(paths["/api/tickets/{id}"]?.get).toBeDefined();
    expect(paths["/api/tickets/{id}/response"]?.post).toBeDefined();
    expect(paths["/api/ticket"]?.get).toBeDefined();
    expect(paths["/api/ticket/{id}"]?.get).toBeDefined();
    expect(paths["/api/ticket/{id}/reply"]?.post).toBeDefined();
    expect(paths["/api/ticket/{id}/status"]?.patch).toBeDefined();
  });
});
