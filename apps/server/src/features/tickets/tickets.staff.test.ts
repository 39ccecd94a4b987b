import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { PNG_1PX, postMultipart } from "../../../test/multipart.js";
import { auditLog, mailOutbox, tickets } from "../../db/schema.js";

const { app } = await buildTestApp();

let seq = 0;
/** A customer with one fresh ticket (optionally with an image); returns its id. */
async function customerWithTicket(
  subject = `Ticket ${++seq} ${Math.random().toString(36).slice(2, 6)}`,
  withImage = false,
) {
  const customer = await signUpCustomer(app);
  const fields = { subject, department: "technical", warehouse: "China", message: "The tracking page shows nothing." };
  const res = await postMultipart(
    app,
    "/api/tickets",
    customer.token,
    fields,
    withImage ? [{ field: "images", name: "x.png", type: "image/png", data: PNG_1PX }] : [],
  );
  expect(res.statusCode).toBe(201);
  const id = (await client(app, customer.token).get("/api/tickets")).body.tickets[0].id as number;
  return { ...customer, id, subject };
}

const trailOf = (id: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, "ticket"), eq(auditLog.entity_id, id)))
    .orderBy(asc(auditLog.id));

describe("staff tickets", () => {
  it("refuses customers and anonymous callers on every staff route, and lets every staff role in", async () => {
    const { token, id } = await customerWithTicket();
    const calls = (c: ReturnType<typeof client>) => [
      c.get("/api/ticket"),
      c.get(`/api/ticket/${id}`),
      c.post(`/api/ticket/${id}/reply`, { response: "hi" }),
      c.patch(`/api/ticket/${id}/status`, { status: "closed" }),
    ];
    for (const res of await Promise.all(calls(client(app)))) expect(res.status).toBe(401);
    for (const res of await Promise.all(calls(client(app, token)))) expect(res.status).toBe(401);
    // A bad body from an anonymous caller is still refused as unauthenticated, not validated.
    expect((await client(app).patch(`/api/ticket/${id}/status`, { status: "" })).status).toBe(401);
    for (const role of ["owner", "manager", "worker"] as const) {
      const staff = await signInAdmin(app, role);
      expect((await client(app, staff.token).get("/api/ticket")).status).toBe(200);
      expect((await client(app, staff.token).get(`/api/ticket/${id}`)).status).toBe(200);
      expect((await client(app, staff.token).patch(`/api/ticket/${id}/status`, { status: "open" })).status).toBe(200);
    }
    expect((await client(app, token).get(`/api/tickets/${id}`)).body.ticket.responses).toEqual([]);
  });

  it("lists every customer's tickets with their e-mail: paged, searched by subject or e-mail, filtered, sorted", async () => {
    const { token: staff } = await signInAdmin(app, "worker");
    const a = await customerWithTicket("Damaged crate on arrival");
    const b = await customerWithTicket("Invoice currency question");
    await client(app, staff).patch(`/api/ticket/${b.id}/status`, { status: "closed" });

    const all = await client(app, staff).get("/api/ticket?pageSize=100");
    expect(all.status).toBe(200);
    const rowA = all.body.tickets.find((t: { id: number }) => t.id === a.id);
    expect(rowA).toMatchObject({
      subject: "Damaged crate on arrival",
      status: "open",
      department: "technical",
      warehouse: "China",
      email_address: a.email,
    });
    expect(all.body.tickets[0].id).toBe(b.id); // most recently updated first

    const bySubject = await client(app, staff).get("/api/ticket?q=crate");
    expect(bySubject.body.tickets.map((t: { id: number }) => t.id)).toEqual([a.id]);
    // By its number as e-mails quote it ("ticket #12"), with or without the '#'.
    for (const q of [`${a.id}`, `#${a.id}`, ` #${a.id} `]) {
      const byNumber = await client(app, staff).get(`/api/ticket?pageSize=100&q=${encodeURIComponent(q)}`);
      const found = byNumber.body.tickets.map((t: { id: number }) => t.id);
      expect(found, q).toContain(a.id);
      expect(found, q).not.toContain(b.id);
    }
    const byEmail = await client(app, staff).get(`/api/ticket?q=${encodeURIComponent(b.email)}`);
    expect(byEmail.body.tickets.map((t: { id: number }) => t.id)).toEqual([b.id]);
    // Part of the e-mail across its '@' (anywhere, any case) finds it; the same name at another domain does not.
    const [name = "", domain = ""] = b.email.split("@");
    const across = await client(app, staff).get(
      `/api/ticket?q=${encodeURIComponent(`${name.slice(2)}@${domain.slice(0, 4)}`.toUpperCase())}`,
    );
    expect(across.body.tickets.map((t: { id: number }) => t.id)).toEqual([b.id]);
    const otherDomain = await client(app, staff).get(`/api/ticket?q=${encodeURIComponent(`${name}@elsewhere.test`)}`);
    expect(otherDomain.body.tickets).toEqual([]);
    const closed = await client(app, staff).get("/api/ticket?status=closed&pageSize=100");
    expect(closed.body.tickets.every((t: { status: string }) => t.status === "closed")).toBe(true);
    expect(closed.body.tickets.map((t: { id: number }) => t.id)).toContain(b.id);
    expect((await client(app, staff).get("/api/ticket?status=bogus")).status).toBe(400);

    const oldest = await client(app, staff).get("/api/ticket?sort=asc&pageSize=1");
    const newest = await client(app, staff).get("/api/ticket?sort=desc&pageSize=1");
    expect(oldest.body.tickets[0].id).not.toBe(newest.body.tickets[0].id);
    expect(newest.body.pagination.total).toBeGreaterThanOrEqual(2);
    expect(newest.body.pagination.totalPages).toBe(newest.body.pagination.total);
  });

  it("exports the filtered list as CSV", async () => {
    const { token: staff } = await signInAdmin(app);
    const a = await customerWithTicket('Quote "this", =SUM(1)');
    const res = await client(app, staff).get(`/api/ticket?format=csv&q=${encodeURIComponent(a.email)}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(res.headers["content-disposition"]).toMatch(/attachment; filename="tickets-/);
    const lines = String(res.body).trim().split("\r\n");
    expect(lines[0]).toBe("ID,Subject,Status,Department,Warehouse,Email,Last updated,Created");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${a.id},"Quote ""this"", =SUM(1)",open,technical,China,${a.email}`);
    // A spreadsheet that splits on ';' must not find a formula after it either.
    const b = await customerWithTicket("Parcel;=1+1");
    const semicolon = await client(app, staff).get(`/api/ticket?format=csv&q=${encodeURIComponent(b.email)}`);
    expect(String(semicolon.body).split("\r\n")[1]).toContain(`${b.id},"Parcel;'=1+1",open`);
  });

  it("shows a ticket with the customer's e-mail, images, responses newest first and the audit trail", async () => {
    const { token: staff } = await signInAdmin(app);
    const t = await customerWithTicket(undefined, true);
    await client(app, t.token).post(`/api/tickets/${t.id}/response`, { messages: "Any news?" });
    await client(app, staff).post(`/api/ticket/${t.id}/reply`, { response: "Looking into it." });
    const res = await client(app, staff).get(`/api/ticket/${t.id}`);
    expect(res.status).toBe(200);
    expect(res.body.ticket).toMatchObject({
      id: t.id,
      subject: t.subject,
      email_address: t.email,
      customer_name: "Ada Lovelace",
      status: "answered",
    });
    expect(
      res.body.ticket.responses.map((r: { message: string; message_by: string }) => [r.message, r.message_by]),
    ).toEqual([
      ["Looking into it.", "admin"],
      ["Any news?", "user"],
    ]);
    expect(res.body.ticket.images).toHaveLength(1);
    expect((await client(app, staff).get(res.body.ticket.images[0].url)).status).toBe(200);
    expect(res.body.audit.map((e: { action: string }) => e.action)).toEqual(["replied and set", "opened the ticket"]);
    expect((await client(app, staff).get("/api/ticket/999999")).status).toBe(404);
    const badId = await client(app, staff).get("/api/ticket/0");
    expect(badId.status).toBe(400);
    expect(badId.body.error).toBe("Ticket ID is required");
  });

  it("replies: the customer sees it, gets an e-mail through the outbox, an open ticket becomes answered, all audited", async () => {
    const { token: staff, admin } = await signInAdmin(app, "worker");
    const t = await customerWithTicket("Customs hold <b>urgent</b>");
    const empty = await client(app, staff).post(`/api/ticket/${t.id}/reply`, { response: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Response message is required!");
    expect((await client(app, staff).post(`/api/ticket/${t.id}/reply`, {})).body.error).toBe(
      "Response message is required!",
    );

    const res = await client(app, staff).post(`/api/ticket/${t.id}/reply`, {
      response: "Released today <script>x</script>",
    });
    expect(res).toMatchObject({ status: 200, body: { message: "Reply sent." } });
    const seen = await client(app, t.token).get(`/api/tickets/${t.id}`);
    expect(seen.body.ticket.status).toBe("answered");
    expect(seen.body.ticket.responses[0]).toMatchObject({
      message: "Released today <script>x</script>",
      message_by: "admin",
    });

    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, t.email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`New reply to your ticket #${t.id}: Customs hold <b>urgent</b>`);
    expect(mails[0]!.text_body).toContain("Released today <script>x</script>");
    expect(mails[0]!.text_body).toContain(`/user/support/${t.id}`);
    // Its Reply-To is the staff inbox: the mail says an answer belongs on the ticket page.
    for (const body of [mails[0]!.text_body, mails[0]!.html]) {
      expect(body).toContain(
        "To answer, write your reply on the ticket page in your portal; replies to this e-mail do not reach the ticket.",
      );
    }
    expect(mails[0]!.html).toContain("Released today &lt;script&gt;x&lt;/script&gt;");
    expect(mails[0]!.html).not.toContain("<script>");

    const [entry] = await trailOf(t.id).then((rows) => rows.filter((r) => r.actor_kind === "admin"));
    expect(entry).toMatchObject({
      actor_id: admin.id,
      action: "replied and set",
      field: "status",
      old_value: "open",
      new_value: "answered",
    });

    // A second reply on an answered ticket keeps the status and is audited as a plain reply.
    await client(app, staff).post(`/api/ticket/${t.id}/reply`, { response: "Delivered." });
    const adminEntries = (await trailOf(t.id)).filter((r) => r.actor_kind === "admin");
    expect(adminEntries.map((r) => [r.action, r.new_value])).toEqual([
      ["replied and set", "answered"],
      ["replied", null],
    ]);
    expect(await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, t.email))).toHaveLength(2);
    expect((await client(app, staff).post("/api/ticket/999999/reply", { response: "x" })).status).toBe(404);
  });

  it("changes the status with the spec's rules and audits who changed it from what to what", async () => {
    const { token: staff, admin } = await signInAdmin(app, "manager");
    const t = await customerWithTicket();
    const missing = await client(app, staff).patch(`/api/ticket/${t.id}/status`, {});
    expect(missing).toMatchObject({ status: 400, body: { error: "Status is required" } });
    expect((await client(app, staff).patch(`/api/ticket/${t.id}/status`, { status: " " })).body.error).toBe(
      "Status is required",
    );
    expect((await client(app, staff).patch(`/api/ticket/${t.id}/status`, { status: "resolved" })).body.error).toBe(
      "Invalid status",
    );
    expect((await client(app, staff).patch("/api/ticket/abc/status", { status: "closed" })).body.error).toBe(
      "Ticket ID is required",
    );
    expect((await client(app, staff).patch("/api/ticket/999999/status", { status: "closed" })).status).toBe(404);

    const res = await client(app, staff).patch(`/api/ticket/${t.id}/status`, { status: "closed" });
    expect(res).toMatchObject({ status: 200, body: { message: "Status updated!", status: "closed" } });
    const [row] = await app.db.select().from(tickets).where(eq(tickets.id, t.id));
    expect(row!.status).toBe("closed");
    // Choosing the current value again changes nothing and records nothing.
    await client(app, staff).patch(`/api/ticket/${t.id}/status`, { status: "closed" });
    const changes = (await trailOf(t.id)).filter((r) => r.action === "changed");
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({
      actor_kind: "admin",
      actor_id: admin.id,
      field: "status",
      old_value: "open",
      new_value: "closed",
    });
    expect(changes[0]!.actor_label).toBe("Sam managerson (manager)");
    const view = await client(app, staff).get(`/api/ticket/${t.id}`);
    expect(view.body.audit[0]).toMatchObject({
      action: "changed",
      old_value: "open",
      new_value: "closed",
      actor_label: "Sam managerson (manager)",
    });
  });
});
