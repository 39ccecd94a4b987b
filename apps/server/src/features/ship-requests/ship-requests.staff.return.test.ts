import { RETURN_TEXTS } from "@app/shared/ship-requests/packing.staff";
import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { readFileSync } from "node:fs";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { createPackage, DEMO_RATE_CARDS } from "../../db/factories/index.js";
import { auditLog, packageStatusHistory, packages, shipRequests } from "../../db/schema.js";
import { addCardVersion } from "../rates/public.js";

/**
 * "Return to customer" (decision 0140): a submitted request staff cannot ship (a line flagged prohibited at the desk)
 * is cancelled as the customer's own cancel does, audited with the reason, and the customer is e-mailed the reason.
 */
const { app } = await buildTestApp();
const economy = DEMO_RATE_CARDS.find((c) => c.origin === "Trail Richmond" && c.service === "air_economy")!;
await addCardVersion(app.db, { terms: economy, valid_from: "2026-01-01", created_by: null });
const owner = await signInAdmin(app, "owner");
const staff = client(app, owner.token);
await staff.post("/api/admin/exchange-rates", {
  kind: "customs",
  currency: "USD",
  rate: "1500",
  effective_at: new Date(Date.now() - 3_600_000).toISOString(),
  confirm: true, // taking effect in the past
});

const REASON = "Line 2 (used clothing) cannot be shipped to Nigeria: it is on the import prohibition list.";
const BOXES = {
  boxes: [{ weight: "1", length: "30", width: "20", height: "15", weight_unit: "kg", length_unit: "cm" }],
};
const returnUrl = (id: number) => `/api/admin/ship-requests/${id}/return`;

/** A submitted request of two parcels, one of them marked ready to ship by staff before the customer took it. */
async function submitted() {
  const customer = await signUpCustomer(app);
  const ready = await createPackage(app.db, { owner: { id: customer.user.id }, weight_grams: 1000 });
  const received = await createPackage(app.db, { owner: { id: customer.user.id }, weight_grams: 500 });
  expect((await staff.put(`/api/admin/packages/${ready.id}/status`, { status: "ready_to_ship" })).status).toBe(200);
  const res = await client(app, customer.token).post("/api/ship-requests", {
    ...SAMPLE_SHIP_REQUEST_FORM,
    package_ids: [ready.id, received.id],
    service: "air_economy",
    items: [
      { description: "Phone case", quantity: 1, unit_value: "20", currency: "USD", hs_code: "" },
      { description: "Used clothing", quantity: 3, unit_value: "10", currency: "USD", hs_code: "620520" },
    ],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { customer, parcels: [ready, received], id: res.body.ship_request.id as number };
}

const statusesOf = async (ids: number[]) =>
  (await app.db.select().from(packages).where(inArray(packages.id, ids)).orderBy(asc(packages.id))).map(
    (p) => p.status,
  );
const returnedMails = async (email: string, id: number) =>
  (await mailsTo(app, email)).filter((m) => m.subject === `We could not ship your ship request #${id}`);

describe("POST /api/admin/ship-requests/:id/return", () => {
  it("a line flagged prohibited: the desk is told to return it; returning cancels it, gives the parcels back, audits and e-mails the reason once", async () => {
    const { customer, parcels, id } = await submitted();
    const [ready, received] = parcels.map((p) => p.id) as [number, number];
    expect(await statusesOf([ready, received])).toEqual(["ready_to_ship", "ready_to_ship"]);

    const flagged = await staff.put(`/api/admin/ship-requests/${id}/items/2/hs-code`, { hs_code: "6309" });
    expect(flagged.status, JSON.stringify(flagged.body)).toBe(200);
    expect(flagged.body.item.heading).toMatchObject({ restriction: "prohibited" });
    expect(flagged.body.message).toContain("cannot be shipped to Nigeria");
    expect(flagged.body.message).toContain('Use "Return to customer"');
    expect((await staff.post(`/api/admin/ship-requests/${id}/pack`, BOXES)).status).toBe(409);

    const res = await staff.post(returnUrl(id), { reason: `  ${REASON}  ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: RETURN_TEXTS.returned(id), id, status: "cancelled", returned_reason: REASON });

    // Cancelled as the customer's own cancel does: each parcel back to the status it had (decision 0130).
    const [row] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(row?.status).toBe("cancelled");
    expect(await statusesOf([ready, received])).toEqual(["ready_to_ship", "received"]);
    const [history] = await app.db
      .select()
      .from(packageStatusHistory)
      .where(eq(packageStatusHistory.package_id, received))
      .orderBy(asc(packageStatusHistory.id))
      .then((rows) => rows.slice(-1));
    expect(history).toMatchObject({
      status: "received",
      changed_by: owner.admin.id,
      note: `Ship request #${id} cancelled`,
    });
    const mine = client(app, customer.token);
    expect((await mine.get(`/api/ship-requests/${id}`)).body.ship_request.status).toBe("cancelled");

    const audits = await app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entity_type, "ship_request"), eq(auditLog.entity_id, id), eq(auditLog.action, "cancelled")),
      );
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actor_kind: "admin",
      actor_id: owner.admin.id,
      field: "status",
      old_value: "submitted",
      new_value: "cancelled",
      cause: `staff returned it to the customer: ${REASON}`,
    });

    const mails = await returnedMails(customer.user.email_address, id);
    expect(mails).toHaveLength(1);
    const text = mails[0]!.text_body;
    expect(text).toContain(`ship request #${id}`);
    expect(text).toContain(`The reason: ${REASON}`);
    expect(text).toContain("back in your account");
    expect(text).toContain("submit a new ship request without the item, or contact us");
    for (const p of parcels) expect(text).toContain(p.package_code);

    // A second return, the customer's cancel and packing all refuse it now; no second e-mail.
    const again = await staff.post(returnUrl(id), { reason: REASON });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(RETURN_TEXTS.notOpen("Cancelled"));
    expect((await mine.post(`/api/ship-requests/${id}/cancel`)).status).toBe(409);
    expect((await staff.post(`/api/admin/ship-requests/${id}/pack`, BOXES)).status).toBe(409);
    expect(await returnedMails(customer.user.email_address, id)).toHaveLength(1);

    // The parcels are free again: the customer can send them in a new request.
    const anew = await mine.post("/api/ship-requests", {
      ...SAMPLE_SHIP_REQUEST_FORM,
      package_ids: [ready, received],
      service: "air_economy",
      items: [{ description: "Phone case", quantity: 1, unit_value: "20", currency: "USD", hs_code: "" }],
    });
    expect(anew.status, JSON.stringify(anew.body)).toBe(201);
  });

  it("refuses a packed request (409, saying so) and changes nothing", async () => {
    const { customer, id } = await submitted();
    expect((await staff.post(`/api/admin/ship-requests/${id}/pack`, BOXES)).status).toBe(201);
    const res = await staff.post(returnUrl(id), { reason: REASON });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Only a submitted ship request can be returned to the customer: this one is packed.");
    const [row] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(row?.status).toBe("packed");
    expect(await returnedMails(customer.user.email_address, id)).toEqual([]);
  });

  it("needs a reason of 1 to 500 characters (400 naming reason), and changes nothing without one", async () => {
    const { customer, id } = await submitted();
    for (const body of [{}, { reason: "" }, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const res = await staff.post(returnUrl(id), body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(res.body)).toEqual(["reason"]);
    }
    expect((await staff.post(returnUrl(id), { reason: "x".repeat(501) })).body.fields.reason).toBe(
      "The reason can be at most 500 characters",
    );
    const [row] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(row?.status).toBe("submitted");
    expect(await returnedMails(customer.user.email_address, id)).toEqual([]);
    expect((await staff.post(returnUrl(id), { reason: "x".repeat(500) })).status).toBe(200);
  });

  it("staff of another warehouse get 404, a customer 401, anyone 404 for no such request; an agent of its warehouse may return it", async () => {
    const { customer, id } = await submitted();
    const london = await signInAdmin(app, "worker", ["Brixton"]);
    const elsewhere = await client(app, london.token).post(returnUrl(id), { reason: REASON });
    expect(elsewhere.status).toBe(404);
    expect((await client(app, customer.token).post(returnUrl(id), { reason: REASON })).status).toBe(401);
    expect((await client(app).post(returnUrl(id), { reason: REASON })).status).toBe(401);
    expect((await staff.post(returnUrl(999_999), { reason: REASON })).status).toBe(404);
    const [row] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(row?.status).toBe("submitted");

    const agent = await signInAdmin(app, "agent", ["Trail Richmond"]);
    const res = await client(app, agent.token).post(returnUrl(id), { reason: REASON });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await returnedMails(customer.user.email_address, id)).toHaveLength(1);
  });
});

describe("the reason on the returned request (decision 0142)", () => {
  it("its customer's request and list show staff's reason and when; another customer sees neither; staff's list shows it", async () => {
    const { customer, id } = await submitted();
    const mine = client(app, customer.token);
    expect((await mine.get(`/api/ship-requests/${id}`)).body.ship_request).toMatchObject({
      returned_reason: null,
      returned_at: null,
    });
    const reason = `${REASON} <b>Call us</b> & we'll help.`;
    expect((await staff.post(returnUrl(id), { reason: `  ${reason} ` })).status).toBe(200);

    const detail = await mine.get(`/api/ship-requests/${id}`);
    expect(detail.status).toBe(200);
    expect(detail.body.ship_request).toMatchObject({ status: "cancelled", returned_reason: reason });
    const [row] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(detail.body.ship_request.returned_at).toBe(row!.returned_at!.toISOString());
    expect(Date.now() - row!.returned_at!.getTime()).toBeLessThan(60_000);
    const listed = (await mine.get("/api/ship-requests?pageSize=100")).body.ship_requests.find(
      (r: { id: number }) => r.id === id,
    );
    expect(listed).toMatchObject({ returned_reason: reason });

    const stranger = client(app, (await signUpCustomer(app)).token);
    const theirs = await stranger.get(`/api/ship-requests/${id}`);
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(theirs.body)).not.toContain("prohibition");
    const theirList = await stranger.get("/api/ship-requests?pageSize=100");
    expect(theirList.status).toBe(200);
    expect(JSON.stringify(theirList.body)).not.toContain("prohibition");

    const desk = await staff.get(`/api/admin/ship-requests?q=${id}`);
    expect(desk.status).toBe(200);
    expect(desk.body.ship_requests.find((r: { id: number }) => r.id === id)).toMatchObject({
      returned_reason: reason,
    });
  });

  it("a request its customer cancelled keeps no reason", async () => {
    const { customer, id } = await submitted();
    const mine = client(app, customer.token);
    const cancelled = await mine.post(`/api/ship-requests/${id}/cancel`);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body.ship_request).toMatchObject({
      status: "cancelled",
      returned_reason: null,
      returned_at: null,
    });
    const [row] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(row).toMatchObject({ returned_reason: null, returned_at: null });
  });

  it("migration 0065 keeps every request and gives one returned before it the reason of its audit entry", async () => {
    const returned = await submitted();
    expect((await staff.post(returnUrl(returned.id), { reason: REASON })).status).toBe(200);
    const own = await submitted();
    expect((await client(app, own.customer.token).post(`/api/ship-requests/${own.id}/cancel`)).status).toBe(200);
    const open = await submitted();
    const ids = [returned.id, own.id, open.id];
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "ship_request"), eq(auditLog.entity_id, returned.id)));
    const readRows = () =>
      app.db.select().from(shipRequests).where(inArray(shipRequests.id, ids)).orderBy(asc(shipRequests.id));
    const withoutReason = (rows: Awaited<ReturnType<typeof readRows>>) =>
      rows.map(({ returned_reason, returned_at, ...kept }) => kept);
    const before = withoutReason(await readRows());
    // The database as it was before 0065: no columns for the reason.
    await app.db.execute(
      sql`alter table ship_requests drop constraint ship_requests_returned, drop column returned_reason, drop column returned_at`,
    );
    const migration = readFileSync(
      new URL("../../../drizzle/0065_ship_request_returned_reason.sql", import.meta.url),
      "utf8",
    );
    for (const statement of migration.split("--> statement-breakpoint")) await app.db.execute(sql.raw(statement));

    const after = await readRows();
    expect(withoutReason(after)).toEqual(before);
    expect(after.map((r) => r.returned_reason)).toEqual([REASON, null, null]);
    expect(after.map((r) => r.returned_at?.getTime() ?? null)).toEqual([audit!.created_at.getTime(), null, null]);
    // The customer's page reads it as for a request returned after the migration.
    const detail = await client(app, returned.customer.token).get(`/api/ship-requests/${returned.id}`);
    expect(detail.body.ship_request.returned_reason).toBe(REASON);
  });
});
