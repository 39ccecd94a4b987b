import { CLAIM_TEXTS } from "@app/shared/packages/claims";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { multipartBody } from "../../../test/multipart.js";
import { auditLog, packageStatusHistory, packages } from "../../db/schema.js";

/** Contested claims (issue 30): a carrier tracking number more than one customer claims. */

const { app } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const staff = client(app, worker.token);

type Customer = Awaited<ReturnType<typeof signUpCustomer>>;
let people = 0;
const customer = (firstname: string, lastname: string) =>
  signUpCustomer(app, { firstname, lastname, email_address: `${firstname.toLowerCase()}${++people}@claims.test` });

let n = 0;
const uniqueTracking = () => `1Z999AA9${Date.now() % 1_000_000}${++n}`;

/** A pre-alert through the portal, as a customer makes it. */
async function preAlert(who: Customer, tracking: string, description: string) {
  const form = multipartBody({ carrier_tracking_number: tracking, warehouse: "Trail Richmond", description });
  return client(app, who.token).post("/api/packages", form.body, form.headers);
}

const measures = { weight: "1", weight_unit: "kg", length: "30", width: "20", height: "10", length_unit: "cm" };
function receive(fields: Record<string, string>) {
  const form = multipartBody({ warehouse: "Trail Richmond", ...measures, ...fields }, []);
  return staff.post("/api/admin/packages/receive", form.body, form.headers);
}

/** Everything a customer can read of their packages and mail, as one text. */
async function everythingSeenBy(who: Customer) {
  const tabs = await Promise.all(
    ["expected", "warehouse", "shipped"].map((tab) => client(app, who.token).get(`/api/packages?tab=${tab}`)),
  );
  const mails = await mailsTo(app, who.email);
  return JSON.stringify([tabs.map((t) => t.body), mails.map((m) => [m.subject, m.html, m.text_body])]);
}

/** Nothing that would tell `seer` who else claimed the parcel. */
function expectNothingOf(text: string, other: Customer, otherDescription: string) {
  for (const secret of [
    other.user.firstname,
    other.user.lastname,
    other.user.suite_number,
    other.email,
    otherDescription,
  ])
    expect(text, `leaks ${secret}`).not.toContain(secret);
}

const ownPreAlert = async (who: Customer) =>
  (await client(app, who.token).get("/api/packages?tab=expected")).body.packages[0];

describe("contested claims: two customers pre-alert one tracking number", () => {
  it("puts the parcel in the contested queue, shows staff every claim, and tells each claimant only of their own claim; resolving it with a reason is audited and each learns their own outcome", async () => {
    const tracking = "1Z999AA10123456784";
    const b = await customer("Beatrice", "Nwosu");
    const a = await customer("Abel", "Danjuma");
    expect((await preAlert(b, tracking, "Beatrice's red kettle")).status).toBe(201);
    expect((await preAlert(a, tracking, "Abel's phone case")).status).toBe(201);

    const lookup = await staff.get(`/api/admin/packages/receiving/lookup?carrier_tracking_number=${tracking}`);
    expect(lookup.body.claims.map((c: { owner: { name: string; suite_number: string } }) => c.owner)).toMatchObject([
      { name: "Beatrice Nwosu", suite_number: b.user.suite_number },
      { name: "Abel Danjuma", suite_number: a.user.suite_number },
    ]);

    const received = await receive({
      carrier_tracking_number: tracking,
      owner_unknown: "yes",
      label_owner_text: "smudged",
    });
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    expect(received.body).toMatchObject({ contested: true, owner: null, notified: false, matched_pre_alert: false });
    const parcelId = received.body.package.id;
    const [row] = await app.db.select().from(packages).where(eq(packages.id, parcelId));
    expect(row).toMatchObject({ user_id: null, status: "received" });
    expect(row!.contested_since).toBeInstanceOf(Date);

    const queue = await staff.get("/api/admin/packages/contested");
    const listed = queue.body.packages.find((p: { id: number }) => p.id === parcelId);
    expect(listed.claims).toMatchObject([
      { source: "pre_alert", outcome: "pending", owner: { id: b.user.id, suite_number: b.user.suite_number } },
      { source: "pre_alert", outcome: "pending", owner: { id: a.user.id, suite_number: a.user.suite_number } },
    ]);
    const filtered = await staff.get("/api/admin/packages?owner=contested");
    expect(filtered.body.packages.map((p: { id: number }) => p.id)).toEqual([parcelId]);
    const unknown = await staff.get("/api/admin/packages/unknown-owner");
    expect(unknown.body.packages.map((p: { id: number }) => p.id)).not.toContain(parcelId);

    for (const [who, other, otherText] of [
      [a, b, "Beatrice's red kettle"],
      [b, a, "Abel's phone case"],
    ] as const) {
      const [mail] = await mailsTo(app, who.email);
      expect(mail!.subject).toBe(`We are checking whose parcel ${tracking} is`);
      expect(mail!.text_body).toContain(CLAIM_TEXTS.pending);
      expect(await ownPreAlert(who)).toMatchObject({ status: "expected", claim: { outcome: "pending" } });
      expectNothingOf(await everythingSeenBy(who), other, otherText);
      expect((await client(app, who.token).get(`/api/packages/${parcelId}`)).status).toBe(404);
    }

    // Resolving needs a reason and one of this parcel's claims.
    const aClaim = listed.claims[1].id;
    const noReason = await staff.post(`/api/admin/packages/${parcelId}/claims/resolve`, {
      claim_id: aClaim,
      reason: " ",
    });
    expect(noReason.status).toBe(400);
    expect(Object.keys(noReason.body.fields)).toEqual(["reason"]);
    const wrongClaim = await staff.post(`/api/admin/packages/${parcelId}/claims/resolve`, {
      claim_id: 999999,
      reason: "x",
    });
    expect(wrongClaim.status).toBe(400);
    expect(Object.keys(wrongClaim.body.fields)).toEqual(["claim_id"]);

    const reason = "Abel's receipt shows the order; Beatrice's number was mistyped";
    const resolved = await staff.post(`/api/admin/packages/${parcelId}/claims/resolve`, { claim_id: aClaim, reason });
    expect(resolved.status, JSON.stringify(resolved.body)).toBe(200);
    expect(resolved.body.package).toMatchObject({ owner: { id: a.user.id }, contested_since: null });
    const again = await staff.post(`/api/admin/packages/${parcelId}/claims/resolve`, { claim_id: aClaim, reason });
    expect(again.status).toBe(409);

    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, parcelId), eq(auditLog.action, "claim_resolved")));
    expect(audit).toMatchObject([
      {
        entity_type: "package",
        actor_id: worker.admin.id,
        field: "owner",
        cause: reason,
        new_value: expect.stringContaining(a.user.suite_number),
      },
    ]);
    const history = await app.db
      .select()
      .from(packageStatusHistory)
      .where(eq(packageStatusHistory.package_id, parcelId));
    expect(history.at(-1)!.note).toContain(reason);

    // Abel: the parcel is his, with what his pre-alert said; his pre-alert is merged into it.
    const abelWarehouse = await client(app, a.token).get("/api/packages?tab=warehouse");
    expect(abelWarehouse.body.packages).toMatchObject([
      { id: parcelId, description: "Abel's phone case", claim: { outcome: "yours", message: CLAIM_TEXTS.yours } },
    ]);
    expect((await client(app, a.token).get("/api/packages?tab=expected")).body.packages).toEqual([]);
    const abelMails = await mailsTo(app, a.email);
    expect(abelMails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `Parcel ${tracking} is yours`,
        expect.stringContaining(`Your package ${row!.package_code} arrived`),
      ]),
    );
    // Beatrice: her pre-alert says it was not hers.
    expect(await ownPreAlert(b)).toMatchObject({
      status: "expected",
      claim: { outcome: "not_yours", message: CLAIM_TEXTS.notYours },
    });
    const [beaMail] = await mailsTo(app, b.email);
    expect(beaMail!.subject).toBe(`Parcel ${tracking} is not yours`);
    expect((await client(app, b.token).get(`/api/packages/${parcelId}`)).status).toBe(404);
    for (const [who, other, otherText] of [
      [a, b, "Beatrice's red kettle"],
      [b, a, "Abel's phone case"],
    ] as const) {
      const seen = await everythingSeenBy(who);
      expectNothingOf(seen, other, otherText);
      expect(seen, "the staff's reason stays with staff").not.toContain("mistyped");
    }
  });

  it("gives the parcel straight to the claimant whose suite is on the label, and tells the other 'not yours'", async () => {
    const tracking = uniqueTracking();
    const a = await customer("Chidi", "Okeke");
    const b = await customer("Dayo", "Bello");
    const aPre = (await preAlert(a, tracking, "Chidi's headphones")).body.package;
    await preAlert(b, tracking, "Dayo's charger");
    const res = await receive({ carrier_tracking_number: tracking, owner_id: String(b.user.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ contested: false, matched_pre_alert: true, owner: { id: b.user.id } });
    expect(res.body.package.description).toBe("Dayo's charger");
    const queue = await staff.get("/api/admin/packages/contested");
    expect(queue.body.packages.map((p: { id: number }) => p.id)).not.toContain(res.body.package.id);

    expect(await ownPreAlert(a)).toMatchObject({ id: aPre.id, status: "expected", claim: { outcome: "not_yours" } });
    const [aMail] = await mailsTo(app, a.email);
    expect(aMail!.subject).toBe(`Parcel ${tracking} is not yours`);
    expectNothingOf(await everythingSeenBy(a), b, "Dayo's charger");
    const [bMail] = await mailsTo(app, b.email);
    expect(bMail!.subject).toContain("arrived");
    expectNothingOf(await everythingSeenBy(b), a, "Chidi's headphones");
  });

  it("contests a parcel whose label names another customer than the one who pre-alerted it", async () => {
    const tracking = uniqueTracking();
    const a = await customer("Emeka", "Eze");
    const labelled = await customer("Funmi", "Ade");
    await preAlert(a, tracking, "Emeka's watch");
    const res = await receive({ carrier_tracking_number: tracking, owner_id: String(labelled.user.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ contested: true, owner: null });
    const queue = await staff.get("/api/admin/packages/contested");
    const listed = queue.body.packages.find((p: { id: number }) => p.id === res.body.package.id);
    expect(listed.claims).toMatchObject([
      { source: "pre_alert", owner: { id: a.user.id } },
      { source: "label", owner: { id: labelled.user.id }, pre_alert: null },
    ]);
    const [labelMail] = await mailsTo(app, labelled.email);
    expect(labelMail!.text_body).toContain("your suite number on its label");
    expectNothingOf(await everythingSeenBy(labelled), a, "Emeka's watch");
    expectNothingOf(await everythingSeenBy(a), labelled, "no description");
    // The unknown-owner queue's assignment cannot take a contested parcel.
    const assign = await staff.post(`/api/admin/packages/${res.body.package.id}/owner`, { customer_id: a.user.id });
    expect(assign.status).toBe(409);
  });

  it("answers 404 for an unknown parcel and 409 for one that is not contested", async () => {
    const body = { claim_id: 1, reason: "r" };
    expect((await staff.post("/api/admin/packages/99999999/claims/resolve", body)).status).toBe(404);
    const a = await customer("Gbenga", "Ola");
    const plain = await receive({ carrier_tracking_number: uniqueTracking(), owner_id: String(a.user.id) });
    expect((await staff.post(`/api/admin/packages/${plain.body.package.id}/claims/resolve`, body)).status).toBe(409);
  });
});

describe("a tracking number already received", () => {
  it("refuses a pre-alert of it naming the field, and the desk's re-scan says when (the warehouse's day) and as what it was received", async () => {
    const tracking = uniqueTracking();
    const a = await customer("Halima", "Musa");
    const b = await customer("Ifeoma", "Obi");
    const first = await receive({ carrier_tracking_number: tracking, owner_id: String(a.user.id) });
    expect(first.status).toBe(201);
    const id = first.body.package.id;
    // Received late on 4 March UTC: already 5 March in Lagos (UTC+1), still 4 March at the Texas warehouse
    // (UTC-6), whose day the desk names; since shipped.
    await app.db
      .update(packages)
      .set({ status: "shipped", received_at: new Date("2026-03-04T23:30:00Z") })
      .where(eq(packages.id, id));

    for (const who of [b, a]) {
      const res = await preAlert(who, tracking.toLowerCase(), "Something");
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ carrier_tracking_number: CLAIM_TEXTS.alreadyReceived });
    }
    expect((await client(app, b.token).get("/api/packages?tab=expected")).body.packages).toEqual([]);

    const lookup = await staff.get(`/api/admin/packages/receiving/lookup?carrier_tracking_number=${tracking}`);
    expect(lookup.body.already_received).toMatchObject({
      package_code: first.body.package.package_code,
      on_shelves: false,
      message: `Received on 4 Mar 2026 as ${first.body.package.package_code}.`,
    });
  });

  it("refuses changing a pre-alert to a number already received", async () => {
    const tracking = uniqueTracking();
    const a = await customer("Jide", "Ayo");
    await receive({ carrier_tracking_number: tracking, owner_id: String(a.user.id) });
    const b = await customer("Kemi", "Lawal");
    const pre = (await preAlert(b, uniqueTracking(), "Books")).body.package;
    const form = multipartBody({
      carrier_tracking_number: tracking,
      warehouse: "Trail Richmond",
      description: "Books",
    });
    const res = await client(app, b.token).put(`/api/packages/${pre.id}`, form.body, form.headers);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(["carrier_tracking_number"]);
  });
});
