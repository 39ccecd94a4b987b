import { and, asc, desc, eq, gt, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertShipment } from "../../db/factories/index.js";
import { auditLog, mailOutbox, shipmentStatusHistory, shipments } from "../../db/schema.js";

const { app } = await buildTestApp({ PUBLIC_URL: "https://freight.example.test" });
const worker = await signInAdmin(app, "worker");
const staff = client(app, worker.token);
const URL = "/api/shipment/bulk-status";

/** A customer with `count` Pending shipments; `prefix` starts the e-mail, so a list search can find exactly them. */
async function customerWithShipments(count: number, prefix = "bulk") {
  const email = `${prefix}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const customer = await signUpCustomer(app, { email_address: email });
  const user = { id: customer.user.id as number, email_address: email };
  const rows = [];
  for (let i = 0; i < count; i++) rows.push(await insertShipment(app.db, user));
  return { email, rows };
}

async function lastMailId() {
  const [row] = await app.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(1);
  return row?.id ?? 0;
}

/** The e-mails queued after `since`, per recipient. */
async function mailsSince(since: number) {
  const rows = await app.db.select().from(mailOutbox).where(gt(mailOutbox.id, since)).orderBy(asc(mailOutbox.id));
  const byRecipient = new Map<string, typeof rows>();
  for (const row of rows) byRecipient.set(row.to_address, [...(byRecipient.get(row.to_address) ?? []), row]);
  return { rows, byRecipient };
}

const statusesOf = async (ids: number[]) =>
  (await app.db.select().from(shipments).where(inArray(shipments.id, ids))).map((s) => s.shipment_status);

describe("staff shipments: bulk status change", () => {
  it("changes the selected ids, reports every row's outcome and e-mails each customer once", async () => {
    const ada = await customerWithShipments(3);
    const bob = await customerWithShipments(2);
    await app.db.update(shipments).set({ shipment_status: "In Transit" }).where(eq(shipments.id, bob.rows[1]!.id));
    const missing = 2_000_000_000;
    const ids = [...ada.rows.map((r) => r.id), ...bob.rows.map((r) => r.id), missing];
    const since = await lastMailId();

    const res = await staff.post(URL, { ids, shipment_status: "In Transit", notify: true });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ changed: 4, emails: 2, shipment_status: "In Transit" });
    expect(res.body.message).toBe("4 of 6 shipments changed to In Transit.");
    expect(res.body.results).toEqual([
      ...ada.rows.map((r) => ({ id: r.id, tracking_number: r.tracking_number, ok: true })),
      { id: bob.rows[0]!.id, tracking_number: bob.rows[0]!.tracking_number, ok: true },
      { id: bob.rows[1]!.id, tracking_number: bob.rows[1]!.tracking_number, ok: false, reason: "already In Transit" },
      { id: missing, tracking_number: null, ok: false, reason: "not found" },
    ]);
    expect(await statusesOf(ids)).toEqual(Array(5).fill("In Transit"));

    // One e-mail per customer, listing all of their changed shipments; none for the unchanged one.
    const { rows, byRecipient } = await mailsSince(since);
    expect(rows).toHaveLength(2);
    const adaMail = byRecipient.get(ada.email)!;
    expect(adaMail).toHaveLength(1);
    expect(adaMail[0]!.subject).toBe("3 of your shipments are now In Transit");
    for (const r of ada.rows) expect(adaMail[0]!.text_body).toContain(`${r.tracking_number}`);
    expect(adaMail[0]!.text_body).toContain("Pending → In Transit");
    const bobMail = byRecipient.get(bob.email)!;
    expect(bobMail).toHaveLength(1);
    expect(bobMail[0]!.subject).toBe(`Shipment ${bob.rows[0]!.tracking_number} is now In Transit`);
    expect(bobMail[0]!.text_body).not.toContain(bob.rows[1]!.tracking_number);
    // Greeted by name, as a single status change greets them (signUpCustomer's customers are all called Ada).
    for (const mail of [adaMail[0]!, bobMail[0]!]) expect(mail.text_body).toContain("Hello Ada,");

    // Each changed shipment has its timeline entry and an audit entry naming the bulk change; the unchanged one none.
    const history = await app.db
      .select()
      .from(shipmentStatusHistory)
      .where(inArray(shipmentStatusHistory.shipment_id, ids));
    expect(history.map((h) => h.shipment_id).sort()).toEqual([...ada.rows, bob.rows[0]!].map((r) => r.id).sort());
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "shipment"), inArray(auditLog.entity_id, ids)));
    expect(audit).toHaveLength(4);
    for (const entry of audit) {
      expect(entry).toMatchObject({
        actor_id: worker.admin.id,
        field: "shipment_status",
        old_value: "Pending",
        new_value: "In Transit",
        cause: "of a bulk change of 4 shipments",
      });
    }
    const detail = await staff.get(`/api/shipment/${ada.rows[0]!.id}`);
    expect(detail.body.audit[0].summary).toBe(
      "Shipment status changed from Pending to In Transit because of a bulk change of 4 shipments",
    );
  });

  it("changes every shipment the list's filter matches: the list's total, one e-mail per customer", async () => {
    const prefix = `match${Math.random().toString(36).slice(2, 6)}`;
    const a = await customerWithShipments(4, prefix);
    const b = await customerWithShipments(3, prefix);
    const c = await customerWithShipments(2, prefix);
    await app.db.update(shipments).set({ shipment_status: "Delivered" }).where(eq(shipments.id, c.rows[0]!.id));
    const list = await staff.get(`/api/shipment?q=${prefix}&status=Pending&pageSize=5`);
    expect(list.body.pagination.total).toBe(8);
    const since = await lastMailId();

    const res = await staff.post(URL, { matching: { q: prefix, status: "Pending" }, shipment_status: "Available" });

    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.results).toHaveLength(list.body.pagination.total);
    expect(res.body.results.every((r: { ok: boolean }) => r.ok)).toBe(true);
    expect(res.body).toMatchObject({ changed: 8, emails: 3 });
    expect(res.body.results.map((r: { id: number }) => r.id)).not.toContain(c.rows[0]!.id);
    expect(await statusesOf([...a.rows, ...b.rows].map((r) => r.id))).toEqual(Array(7).fill("Available"));
    expect(await statusesOf([c.rows[0]!.id])).toEqual(["Delivered"]);
    const { rows, byRecipient } = await mailsSince(since);
    expect(rows).toHaveLength(3);
    expect(byRecipient.get(a.email)?.map((m) => m.subject)).toEqual(["4 of your shipments are now Available"]);
    expect(byRecipient.get(b.email)?.map((m) => m.subject)).toEqual(["3 of your shipments are now Available"]);
    expect(byRecipient.get(c.email)).toHaveLength(1);

    // The same filter again: nothing Pending matches any more.
    const again = await staff.post(URL, { matching: { q: prefix, status: "Pending" }, shipment_status: "Available" });
    expect(again.body).toMatchObject({ changed: 0, emails: 0, results: [] });
  });

  it("sends no e-mail when notify is false, and says so in the audit entry", async () => {
    const d = await customerWithShipments(3);
    const since = await lastMailId();
    const res = await staff.post(URL, {
      ids: d.rows.map((r) => r.id),
      shipment_status: "Cancelled",
      notify: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ changed: 3, emails: 0 });
    expect(await statusesOf(d.rows.map((r) => r.id))).toEqual(Array(3).fill("Cancelled"));
    expect((await mailsSince(since)).rows).toHaveLength(0);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entity_id, d.rows[0]!.id));
    expect(entry?.cause).toBe("of a bulk change of 3 shipments, without e-mailing customers");
  });

  it("refuses a filter matching more than 500 shipments with a clear 400, changing nothing", async () => {
    const prefix = `many${Math.random().toString(36).slice(2, 6)}`;
    const email = `${prefix}@example.com`;
    const customer = await signUpCustomer(app, { email_address: email });
    await app.db.insert(shipments).values(
      Array.from({ length: 501 }, (_, i) => ({
        tracking_number: `MANY${prefix.toUpperCase()}${i}`,
        user_id: customer.user.id as number,
        email_address: email,
        delivery_address: "1 Bulk Road",
        shipping_cost: "1.00",
        currency: "USD ($)" as const,
        warehouse_arrival_date: "2026-01-05",
        shipment_date: "2026-01-06",
        estimated_delivery_date: "2026-01-20",
        weight: "1.00",
        country: "USA" as const,
      })),
    );
    const res = await staff.post(URL, { matching: { q: email }, shipment_status: "In Transit" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      "501 shipments match this filter; a bulk change takes at most 500. Narrow the filter and try again.",
    );
    const changed = await app.db
      .select()
      .from(shipments)
      .where(and(eq(shipments.email_address, email), eq(shipments.shipment_status, "In Transit")));
    expect(changed).toHaveLength(0);
    const tooManyIds = await staff.post(URL, {
      ids: Array.from({ length: 501 }, (_, i) => i + 1),
      shipment_status: "In Transit",
    });
    expect(tooManyIds.status).toBe(400);
    expect(tooManyIds.body.error).toBe("Select at most 500 shipments at a time.");
  });

  it("takes ids or matching (exactly one) and a known status", async () => {
    const [one] = (await customerWithShipments(1)).rows;
    const both = await staff.post(URL, { ids: [one!.id], matching: {}, shipment_status: "In Transit" });
    expect(both.status).toBe(400);
    expect(both.body.error).toBe("Select the shipments to change, or all shipments matching the filter.");
    expect((await staff.post(URL, { shipment_status: "In Transit" })).status).toBe(400);
    expect((await staff.post(URL, { ids: [], shipment_status: "In Transit" })).status).toBe(400);
    const bogus = await staff.post(URL, { ids: [one!.id], shipment_status: "Lost" });
    expect(bogus.status).toBe(400);
    expect(bogus.body.fields.shipment_status).toMatch(/^Shipment status must be one of/);
    expect((await staff.post(URL, { matching: { status: "Bogus" }, shipment_status: "In Transit" })).status).toBe(400);
    expect(await statusesOf([one!.id])).toEqual(["Pending"]);
  });

  it("is refused to callers without the staff permission, changing nothing", async () => {
    const customer = await signUpCustomer(app);
    const [mine] = (await customerWithShipments(1)).rows;
    const body = { ids: [mine!.id], shipment_status: "Delivered" };
    expect((await client(app).post(URL, body)).status).toBe(401);
    expect((await client(app, customer.token).post(URL, body)).status).toBe(401);
    expect(await statusesOf([mine!.id])).toEqual(["Pending"]);
  });
});
