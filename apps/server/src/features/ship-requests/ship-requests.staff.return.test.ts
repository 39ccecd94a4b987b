import { RETURN_TEXTS } from "@app/shared/ship-requests/packing.staff";
import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { and, asc, eq, inArray } from "drizzle-orm";
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
    expect(res.body).toEqual({ message: RETURN_TEXTS.returned(id), id, status: "cancelled" });

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
