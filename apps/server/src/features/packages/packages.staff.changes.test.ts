import { PACKAGE_STAFF_TEXTS } from "@app/shared/packages/staff";
import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { createPackage } from "../../db/factories/index.js";
import { auditLog, customers, packages, packageStatusHistory, uploads } from "../../db/schema.js";

const { app, dataDir } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const staff = client(app, worker.token);
const signedUp = await signUpCustomer(app, { firstname: "Kemi", lastname: "Balogun" });
const [customer] = await app.db.select().from(customers).where(eq(customers.id, signedUp.user.id));
const owner = { id: customer!.id };

const setStatus = (id: number, body: unknown) => staff.put(`/api/admin/packages/${id}/status`, body);
const historyOf = (id: number) =>
  app.db
    .select()
    .from(packageStatusHistory)
    .where(eq(packageStatusHistory.package_id, id))
    .orderBy(asc(packageStatusHistory.id));
const auditOf = (id: number) =>
  app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity_type, "package"), eq(auditLog.entity_id, id)))
    .orderBy(asc(auditLog.id));
const statusOf = async (id: number) =>
  (await app.db.select({ s: packages.status }).from(packages).where(eq(packages.id, id)))[0]!.s;

describe("PUT /api/admin/packages/:id/status", () => {
  it("moves a parcel between received, ready to ship and on hold, with history and audit", async () => {
    const pkg = await createPackage(app.db, { owner });
    for (const status of ["ready_to_ship", "on_hold", "received", "on_hold", "ready_to_ship"]) {
      const res = await setStatus(pkg.id, { status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.package.status).toBe(status);
    }
    expect(await statusOf(pkg.id)).toBe("ready_to_ship");
    const history = await historyOf(pkg.id);
    expect(history.map((h) => h.status)).toEqual([
      "received",
      "ready_to_ship",
      "on_hold",
      "received",
      "on_hold",
      "ready_to_ship",
    ]);
    expect(history.at(-1)!.changed_by).toBe(worker.admin.id);
    const audit = await auditOf(pkg.id);
    expect(audit).toHaveLength(5);
    expect(audit[0]).toMatchObject({ field: "status", old_value: "Received", new_value: "Ready to ship" });
    const detail = await staff.get(`/api/admin/packages/${pkg.id}`);
    expect(detail.body.package.audit[0].summary).toBe("Status changed from On hold to Ready to ship");
    // The same status again changes nothing.
    expect((await setStatus(pkg.id, { status: "ready_to_ship" })).status).toBe(200);
    expect(await historyOf(pkg.id)).toHaveLength(6);
  });

  it("disposes of a parcel only with a note; a disposed or returned parcel cannot move again (409)", async () => {
    const pkg = await createPackage(app.db, { owner });
    const noNote = await setStatus(pkg.id, { status: "disposed" });
    expect(noNote.status).toBe(400);
    expect(noNote.body.fields).toEqual({ note: "Say why the package is disposed of." });
    expect(await statusOf(pkg.id)).toBe("received");

    const disposed = await setStatus(pkg.id, { status: "disposed", note: "Leaking liquid, customer agreed" });
    expect(disposed.status).toBe(200);
    expect((await historyOf(pkg.id)).at(-1)).toMatchObject({
      status: "disposed",
      note: "Leaking liquid, customer agreed",
    });
    const again = await setStatus(pkg.id, { status: "received" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This package is disposed of: its status can no longer change.");

    const returned = await createPackage(app.db, { owner, status: "on_hold" });
    expect((await setStatus(returned.id, { status: "returned_to_sender" })).status).toBe(200);
    const afterReturn = await setStatus(returned.id, { status: "ready_to_ship" });
    expect(afterReturn.status).toBe(409);
    expect(afterReturn.body.error).toBe("This package is returned to sender: its status can no longer change.");
  });

  it("refuses to change a parcel in a ship request waiting to be packed; once the customer cancels it, it may", async () => {
    const shipper = await signUpCustomer(app);
    const pkg = await createPackage(app.db, { owner: { id: shipper.user.id } });
    const submitted = await client(app, shipper.token).post("/api/ship-requests", {
      ...SAMPLE_SHIP_REQUEST_FORM,
      package_ids: [pkg.id],
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const requestId = submitted.body.ship_request.id as number;
    expect(await statusOf(pkg.id)).toBe("ready_to_ship");
    for (const body of [
      { status: "disposed", note: "Leaking" },
      { status: "returned_to_sender" },
      { status: "on_hold" },
    ]) {
      const refused = await setStatus(pkg.id, body);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(PACKAGE_STAFF_TEXTS.inShipRequest(requestId));
    }
    expect(await statusOf(pkg.id)).toBe("ready_to_ship");

    expect((await client(app, shipper.token).post(`/api/ship-requests/${requestId}/cancel`)).status).toBe(200);
    expect(await statusOf(pkg.id)).toBe("received");
    expect((await setStatus(pkg.id, { status: "disposed", note: "Leaking" })).status).toBe(200);
  });

  it("refuses what the status does not allow: expected parcels, unknown owners ready to ship, unknown statuses", async () => {
    const expected = await createPackage(app.db, { owner, status: "expected" });
    const early = await setStatus(expected.id, { status: "received" });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe("This package has not arrived yet: receive it at the receiving desk first.");

    const unowned = await createPackage(app.db, { owner: null });
    const notYet = await setStatus(unowned.id, { status: "ready_to_ship" });
    expect(notYet.status).toBe(409);
    expect(notYet.body.error).toBe("Assign this package to a customer before marking it ready to ship.");
    expect((await setStatus(unowned.id, { status: "on_hold" })).status).toBe(200);

    const shipped = await setStatus(unowned.id, { status: "shipped" });
    expect(shipped.status).toBe(400);
    expect(shipped.body.fields.status).toBe("Choose a status.");
    expect((await setStatus(999999, { status: "on_hold" })).status).toBe(404);
  });
});

describe("PATCH /api/admin/packages/:id", () => {
  it("changes the bin and the condition, each with an audit entry; empty text clears", async () => {
    const pkg = await createPackage(app.db, { owner, bin_location: "A-01" });
    const res = await staff.patch(`/api/admin/packages/${pkg.id}`, {
      bin_location: " D-12 ",
      condition: "damaged",
      condition_note: "Corner crushed",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.package).toMatchObject({
      bin_location: "D-12",
      condition: "damaged",
      condition_note: "Corner crushed",
    });
    const audit = await auditOf(pkg.id);
    expect(audit.map((a) => [a.field, a.old_value, a.new_value])).toEqual([
      ["bin_location", "A-01", "D-12"],
      ["condition", "good", "damaged"],
      ["condition_note", "(none)", "Corner crushed"],
    ]);
    const cleared = await staff.patch(`/api/admin/packages/${pkg.id}`, { bin_location: "" });
    expect(cleared.body.package.bin_location).toBeNull();

    const empty = await staff.patch(`/api/admin/packages/${pkg.id}`, {});
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe("Nothing to change.");
    const tooLong = await staff.patch(`/api/admin/packages/${pkg.id}`, { bin_location: "X".repeat(41) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields.bin_location).toBe("Bin location can be at most 40 characters.");
  });
});

describe("POST /api/admin/packages/:id/owner", () => {
  it("gives the parcel and its photos to the customer, records it, e-mails them; they then see it", async () => {
    const pkg = await createPackage(app.db, {
      owner: null,
      label_owner_text: "K BALOGUN SW1??",
      photos: { dataDir, count: 1 },
    });
    const [photo] = await app.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.entity_type, "package"), eq(uploads.entity_id, pkg.id)));
    // Before: the customer neither has the parcel nor may open its photo.
    expect((await client(app, signedUp.token).get(`/api/packages/${pkg.id}`)).status).toBe(404);
    const photoUrl = `/api/uploads/${photo!.storage_name}`;
    expect((await client(app, signedUp.token).get(photoUrl)).status).toBe(404);

    const res = await staff.post(`/api/admin/packages/${pkg.id}/owner`, { customer_id: customer!.id });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.package.owner).toMatchObject({ id: customer!.id, name: "Kemi Balogun" });

    const [stored] = await app.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(stored!.user_id).toBe(customer!.id);
    // The customer sees it in My Packages (At the warehouse), with its photo.
    const mine = await client(app, signedUp.token).get("/api/packages?tab=warehouse");
    expect(mine.status).toBe(200);
    const seen = mine.body.packages.find((p: { id: number }) => p.id === pkg.id);
    expect(seen).toMatchObject({ package_code: pkg.package_code, status: "received" });
    expect(seen.photos).toHaveLength(1);
    expect((await client(app, signedUp.token).get(`/api/packages/${pkg.id}`)).status).toBe(200);
    const [photoAfter] = await app.db.select().from(uploads).where(eq(uploads.id, photo!.id));
    expect(photoAfter!.owner_user_id).toBe(customer!.id);
    expect((await client(app, signedUp.token).get(photoUrl)).status).toBe(200);

    expect((await historyOf(pkg.id)).at(-1)).toMatchObject({
      status: "received",
      note: `Assigned to Kemi Balogun (${customer!.suite_number})`,
      changed_by: worker.admin.id,
    });
    expect((await auditOf(pkg.id)).at(-1)).toMatchObject({
      field: "owner",
      old_value: "unknown (label: K BALOGUN SW1??)",
      new_value: `Kemi Balogun (${customer!.suite_number})`,
    });
    const [mail] = await mailsTo(app, signedUp.email);
    expect(mail!.subject).toBe(`Your package ${pkg.package_code} arrived at our Stafford, Texas, USA warehouse`);
    expect(mail!.text_body).toContain("2.45 kg (5.40 lb)");
    expect(mail!.text_body).toContain("40 × 30 × 20 cm");
    expect(mail!.text_body).toContain(`/user/packages?tab=warehouse&package=${pkg.id}`);
    // The parcel's photo goes inline with the notice.
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ upload: photo!.storage_name, contentType: "image/jpeg" }),
    ]);

    // The customer page lists it among the customer's packages.
    const page = await staff.get(`/api/admin/customers/${customer!.id}`);
    expect(page.body.packages.map((p: { id: number }) => p.id)).toContain(pkg.id);
    // And the queue no longer holds it.
    const queue = await staff.get("/api/admin/packages/unknown-owner");
    expect(queue.body.packages.map((p: { id: number }) => p.id)).not.toContain(pkg.id);
  });

  it("refuses a parcel that already has an owner (409) and a customer that does not exist (400)", async () => {
    const owned = await createPackage(app.db, { owner });
    const taken = await staff.post(`/api/admin/packages/${owned.id}/owner`, { customer_id: customer!.id });
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe("This package already belongs to a customer.");

    const pkg = await createPackage(app.db, { owner: null });
    const nobody = await staff.post(`/api/admin/packages/${pkg.id}/owner`, { customer_id: 999999 });
    expect(nobody.status).toBe(400);
    expect(nobody.body.fields).toEqual({ customer_id: "Customer not found." });
    // Ids are PostgreSQL integers: a larger one reached the query and answered 500.
    const pastIds = await staff.post(`/api/admin/packages/${pkg.id}/owner`, { customer_id: 2_147_483_648 });
    expect(pastIds.status).toBe(400);
    expect(pastIds.body.fields).toEqual({ customer_id: "Customer not found." });
    const missing = await staff.post(`/api/admin/packages/${pkg.id}/owner`, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields.customer_id).toBe("Choose the customer.");
    const [stored] = await app.db.select().from(packages).where(eq(packages.id, pkg.id));
    expect(stored!.user_id).toBeNull();
    expect(await mailsTo(app, signedUp.email)).toHaveLength(1);
  });

  it("refuses to give a customer a parcel that left the warehouse (disposed of, returned): no arrival e-mail", async () => {
    const later = await signUpCustomer(app);
    for (const status of ["disposed", "returned_to_sender"] as const) {
      const pkg = await createPackage(app.db, { owner: null });
      expect((await setStatus(pkg.id, { status, note: "Unclaimed for 90 days" })).status).toBe(200);
      const assigned = await staff.post(`/api/admin/packages/${pkg.id}/owner`, { customer_id: later.user.id });
      expect(assigned.status).toBe(409);
      expect(assigned.body.error).toContain("it is no longer at the warehouse to give to a customer");
      const [stored] = await app.db.select().from(packages).where(eq(packages.id, pkg.id));
      expect(stored!.user_id).toBeNull();
    }
    expect(await mailsTo(app, later.email)).toEqual([]);
  });
});
