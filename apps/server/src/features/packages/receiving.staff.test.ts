import { readdirSync } from "node:fs";
import { join } from "node:path";
import { IMAGE_RULES } from "@app/shared/core/form-values";
import { and, count, eq } from "drizzle-orm";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { pdfText } from "../../../test/pdf-text.js";
import { type FilePart, multipartBody, PNG_1PX } from "../../../test/multipart.js";
import { auditLog, packageStatusHistory, packages, uploads } from "../../db/schema.js";

const { app, dataDir } = await buildTestApp();
const worker = await signInAdmin(app, "worker");
const ada = await signUpCustomer(app, { firstname: "Ada", lastname: "Okafor" });
const bob = await signUpCustomer(app, { firstname: "Bob", lastname: "Chen" });

const staff = client(app, worker.token);
const photo = async () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer();

let n = 0;
const uniqueTracking = () => `1Z999AA1${Date.now() % 1_000_000}${++n}`;

/** A customer's pre-alert as the portal stores it: an 'expected' package with no measures. */
async function preAlert(userId: number, tracking: string, description = "Blue running shoes") {
  const [row] = await app.db
    .insert(packages)
    .values({
      user_id: userId,
      status: "expected",
      warehouse: "Trail Richmond",
      carrier: "UPS",
      carrier_tracking_number: tracking,
      store: "Nike",
      description,
    })
    .returning();
  return row!;
}

const measures = { weight: "2.5", weight_unit: "lb", length: "12", width: "10.5", height: "4", length_unit: "in" };

function receive(fields: Record<string, string>, files: FilePart[] = [], token = worker.token) {
  const form = multipartBody({ warehouse: "Trail Richmond", ...measures, ...fields }, files);
  return client(app, token).post("/api/admin/packages/receive", form.body, form.headers);
}

const counts = async () => ({
  packages: (await app.db.select({ n: count() }).from(packages))[0]!.n,
  uploads: (await app.db.select({ n: count() }).from(uploads))[0]!.n,
  files: readdirSync(join(dataDir, "uploads"), { withFileTypes: true }).filter((e) => e.isFile()).length,
  staged: readdirSync(join(dataDir, "uploads", ".incoming")).length,
});

describe("receiving desk: look up a scanned tracking number", () => {
  it("finds the waiting pre-alert with its owner's name and suite, however the number was typed", async () => {
    const tracking = uniqueTracking();
    const pre = await preAlert(ada.user.id, tracking);
    const typed = `${tracking.slice(0, 4).toLowerCase()} ${tracking.slice(4, 8)}-${tracking.slice(8)}`;
    const res = await staff.get(
      `/api/admin/packages/receiving/lookup?carrier_tracking_number=${encodeURIComponent(typed)}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.pre_alert).toMatchObject({
      id: pre.id,
      description: "Blue running shoes",
      store: "Nike",
      carrier: "UPS",
      owner: { id: ada.user.id, name: "Ada Okafor", suite_number: ada.user.suite_number },
    });
    expect(res.body.already_received).toBeNull();
  });

  it("answers no pre-alert for an unknown number, and 400 naming the field for a bad one", async () => {
    const none = await staff.get(`/api/admin/packages/receiving/lookup?carrier_tracking_number=${uniqueTracking()}`);
    expect(none.body).toEqual({ pre_alert: null, claims: [], already_received: null });
    const bad = await staff.get("/api/admin/packages/receiving/lookup?carrier_tracking_number=ab%23");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(["carrier_tracking_number"]);
  });
});

describe("receiving desk: receive", () => {
  it("receives a pre-alerted parcel: owner and description from the pre-alert, exact grams and millimetres, photo, history, audit and the arrival notice", async () => {
    const tracking = uniqueTracking();
    const pre = await preAlert(ada.user.id, tracking);
    const res = await receive(
      { carrier_tracking_number: tracking.toLowerCase(), owner_id: String(ada.user.id), bin_location: "A-12" },
      [{ field: "photos", name: "label.jpg", type: "image/jpeg", data: await photo() }],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.matched_pre_alert).toBe(true);
    expect(res.body.notified).toBe(true);
    expect(res.body.owner).toMatchObject({ id: ada.user.id, suite_number: ada.user.suite_number });
    const view = res.body.package;
    expect(view).toMatchObject({
      id: pre.id,
      package_code: pre.package_code,
      status: "received",
      warehouse: "Trail Richmond",
      description: "Blue running shoes",
      store: "Nike",
      // 2.5 lb = 1133.980925 g; 12 in = 304.8 mm, 10.5 in = 266.7 mm, 4 in = 101.6 mm (rounded once).
      weight_grams: 1134,
      length_mm: 305,
      width_mm: 267,
      height_mm: 102,
      condition: "good",
    });
    expect(view.photos).toHaveLength(1);
    expect(view.storage.free_days_left).toBe(30);

    const [row] = await app.db.select().from(packages).where(eq(packages.id, pre.id));
    expect(row).toMatchObject({ user_id: ada.user.id, bin_location: "A-12", received_by: worker.admin.id });
    expect(row!.received_at).toBeInstanceOf(Date);
    const history = await app.db.select().from(packageStatusHistory).where(eq(packageStatusHistory.package_id, pre.id));
    expect(history.map((h) => h.status)).toEqual(["received"]);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "package"), eq(auditLog.entity_id, pre.id)));
    expect(audit).toMatchObject([{ action: "received", old_value: "expected", new_value: "received" }]);
    const [upload] = await app.db.select().from(uploads).where(eq(uploads.entity_id, pre.id));
    expect(upload).toMatchObject({ entity_type: "package", owner_user_id: ada.user.id, mime_type: "image/jpeg" });

    const [mail] = await mailsTo(app, ada.email);
    expect(mail!.subject).toBe(`Your package ${pre.package_code} arrived at our Stafford, Texas, USA warehouse`);
    expect(mail!.attachments).toEqual([
      {
        upload: upload!.storage_name,
        filename: `${pre.package_code}-1.jpg`,
        contentType: "image/jpeg",
        cid: expect.stringMatching(/@parcel$/),
      },
    ]);
    expect(mail!.html).toContain(`src="cid:${mail!.attachments![0]!.cid}"`);
    expect(mail!.text_body).toContain("Weight: 1.13 kg (2.50 lb)");
    expect(mail!.text_body).toContain("Dimensions: 30.5 × 26.7 × 10.2 cm (12.0 × 10.5 × 4.0 in)");
    expect(mail!.text_body).toContain(`/user/packages?tab=warehouse&package=${pre.id}`);
  });

  it("creates the package when nobody pre-alerted it, for the chosen customer", async () => {
    const tracking = uniqueTracking();
    const res = await receive({
      carrier_tracking_number: tracking,
      owner_id: String(bob.user.id),
      carrier: "FedEx",
      description: "Books",
      weight: "1.25",
      weight_unit: "kg",
      length: "30",
      width: "20",
      height: "15",
      length_unit: "cm",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.matched_pre_alert).toBe(false);
    expect(res.body.package).toMatchObject({
      status: "received",
      carrier: "FedEx",
      carrier_tracking_number: tracking,
      description: "Books",
      weight_grams: 1250,
      length_mm: 300,
      width_mm: 200,
      height_mm: 150,
      photos: [],
    });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "package"), eq(auditLog.entity_id, res.body.package.id)));
    expect(audit).toMatchObject([{ action: "created", new_value: "received" }]);
    const [mail] = await mailsTo(app, bob.email);
    expect(mail!.subject).toContain(res.body.package.package_code);
    expect(mail!.attachments).toBeNull();
  });

  it("puts a parcel with no known owner in the unknown-owner queue with what its label says, and e-mails nobody", async () => {
    const before = (await mailsTo(app, ada.email)).length;
    const missing = await receive({ carrier_tracking_number: uniqueTracking(), owner_unknown: "yes" });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ label_owner_text: expect.stringContaining("label says") });

    const res = await receive(
      { carrier_tracking_number: uniqueTracking(), owner_unknown: "yes", label_owner_text: "J. Smith SW99999" },
      [{ field: "photos", name: "p.png", type: "image/png", data: PNG_1PX }],
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.owner).toBeNull();
    expect(res.body.notified).toBe(false);
    const [row] = await app.db.select().from(packages).where(eq(packages.id, res.body.package.id));
    expect(row).toMatchObject({ user_id: null, label_owner_text: "J. Smith SW99999", status: "received" });
    const [upload] = await app.db.select().from(uploads).where(eq(uploads.entity_id, row!.id));
    expect(upload).toMatchObject({ entity_type: "package", owner_user_id: null });
    expect((await mailsTo(app, ada.email)).length).toBe(before);
  });

  // A pre-alert of one customer and another's suite on the label: the parcel is contested (claims.staff.test.ts).

  it("matches the chosen customer's own pre-alert when several customers pre-alerted the number", async () => {
    const tracking = uniqueTracking();
    const first = await preAlert(ada.user.id, tracking, "Ada's claim");
    const bobs = await preAlert(bob.user.id, tracking, "Bob's shoes");
    const lookup = await staff.get(`/api/admin/packages/receiving/lookup?carrier_tracking_number=${tracking}`);
    expect(lookup.body.pre_alert.id).toBe(first.id);
    const res = await receive({ carrier_tracking_number: tracking, owner_id: String(bob.user.id) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ matched_pre_alert: true, package: { id: bobs.id, description: "Bob's shoes" } });
    const [adaRow] = await app.db.select().from(packages).where(eq(packages.id, first.id));
    expect(adaRow!.status).toBe("expected");
    expect(lookup.body.claims.map((c: { pre_alert_id: number }) => c.pre_alert_id)).toEqual([first.id, bobs.id]);
  });

  it("answers 409 for a second receipt of a parcel already on the shelves", async () => {
    const tracking = uniqueTracking();
    const first = await receive({ carrier_tracking_number: tracking, owner_id: String(bob.user.id) });
    expect(first.status).toBe(201);
    const again = await receive({ carrier_tracking_number: tracking, owner_id: String(bob.user.id) });
    expect(again.status).toBe(409);
    expect(again.body.fields.carrier_tracking_number).toContain(first.body.package.package_code);
    const lookup = await staff.get(`/api/admin/packages/receiving/lookup?carrier_tracking_number=${tracking}`);
    expect(lookup.body.already_received).toMatchObject({
      package_code: first.body.package.package_code,
      on_shelves: true,
      message: expect.stringMatching(
        new RegExp(`^Received on \\d{1,2} \\w{3} \\d{4} as ${first.body.package.package_code}\\.$`),
      ),
    });
  });

  it("refuses a parcel received at another warehouse without naming it: the desk cannot open it", async () => {
    const tracking = uniqueTracking();
    const first = await receive({ carrier_tracking_number: tracking, owner_id: String(bob.user.id) });
    expect(first.status).toBe(201);
    const code = first.body.package.package_code as string;
    for (const role of ["worker", "agent"] as const) {
      const london = await signInAdmin(app, role, ["Brixton"]);
      const fields = { carrier_tracking_number: tracking, owner_id: String(bob.user.id), warehouse: "Brixton" };
      const again = await receive(fields, [], london.token);
      expect(again.status, role).toBe(409);
      const message =
        "A parcel with this tracking number was already received at another warehouse (Stafford, Texas, USA). " +
        "Check the number, or ask an owner or a manager of all warehouses to look into it.";
      expect(again.body).toMatchObject({ error: message, fields: { carrier_tracking_number: message } });
      expect(JSON.stringify(again.body)).not.toContain(code);
    }
    expect((await app.db.select().from(packages).where(eq(packages.carrier_tracking_number, tracking))).length).toBe(1);
  });

  const jpegField = async (): Promise<FilePart> => ({
    field: "photos",
    name: "a.jpg",
    type: "image/jpeg",
    data: await photo(),
  });
  const badInputs: Array<[string, Record<string, string>, () => Promise<FilePart[]>, string]> = [
    ["an unknown customer id", { owner_id: "999999" }, async () => [], "owner_id"],
    ["no owner at all", { owner_id: "" }, async () => [], "owner_id"],
    ["a zero weight", { weight: "0" }, async () => [], "weight"],
    ["a negative weight", { weight: "-2" }, async () => [], "weight"],
    ["an absurd weight", { weight: "700", weight_unit: "kg" }, async () => [], "weight"],
    ["a zero height", { height: "0" }, async () => [], "height"],
    ["an absurd length", { length: "400", length_unit: "cm" }, async () => [], "length"],
    ["a width that is not a number", { width: "ten" }, async () => [], "width"],
    ["a damaged parcel without a note", { condition: "damaged" }, async () => [], "condition_note"],
    ["a bad tracking number", { carrier_tracking_number: "12" }, async () => [], "carrier_tracking_number"],
    ["an unknown warehouse", { warehouse: "Atlantis" }, async () => [], "warehouse"],
    [
      "a photo that is not an image",
      {},
      async () => [
        await jpegField(),
        { field: "photos", name: "x.jpg", type: "image/jpeg", data: Buffer.from("%PDF-1.4 not an image") },
      ],
      "photos",
    ],
    [
      "an oversized photo",
      {},
      async () => [
        await jpegField(),
        {
          field: "photos",
          name: "big.png",
          type: "image/png",
          data: Buffer.concat([PNG_1PX, Buffer.alloc(IMAGE_RULES.maxBytes + 10)]),
        },
      ],
      "photos",
    ],
  ];
  for (const [what, fields, files, field] of badInputs) {
    it(`answers 400 naming '${field}' for ${what}, and stores nothing`, async () => {
      const before = await counts();
      const res = await receive(
        { carrier_tracking_number: uniqueTracking(), owner_id: String(ada.user.id), ...fields },
        await files(),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.fields?.[field], JSON.stringify(res.body)).toEqual(expect.any(String));
      expect(res.body.error).toBe(res.body.fields[field]);
      expect(await counts()).toEqual(before);
    });
  }

  it("leaves a pre-alert waiting when its receipt fails (nothing half-stored)", async () => {
    const tracking = uniqueTracking();
    const pre = await preAlert(ada.user.id, tracking);
    const res = await receive({ carrier_tracking_number: tracking, owner_id: String(ada.user.id), weight: "0" });
    expect(res.status).toBe(400);
    const [row] = await app.db.select().from(packages).where(eq(packages.id, pre.id));
    expect(row).toMatchObject({ status: "expected", weight_grams: null, received_at: null });
  });
});

describe("receiving desk: the 4×6 label", () => {
  it("is a one-page 4×6 in PDF with the barcode image, for staff only", async () => {
    const res = await receive({ carrier_tracking_number: uniqueTracking(), owner_id: String(ada.user.id) }, [
      await (async () => ({ field: "photos", name: "a.jpg", type: "image/jpeg", data: await photo() }))(),
    ]);
    const id = res.body.package.id;
    const label = await app.inject({
      method: "GET",
      url: `/api/admin/packages/${id}/label`,
      headers: { authorization: `Bearer ${worker.token}` },
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers["content-type"]).toBe("application/pdf");
    const pdf = await PDFDocument.load(label.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: 288, height: 432 });
    expect(pdf.getTitle()).toBe(`Label ${res.body.package.package_code}`);

    const asCustomer = await client(app, ada.token).get(`/api/admin/packages/${id}/label`);
    expect(asCustomer.status).toBe(401);
    expect((await staff.get("/api/admin/packages/99999999/label")).status).toBe(404);
  });

  async function labelOf(owner: { user: { id: number } }) {
    const res = await receive({ carrier_tracking_number: uniqueTracking(), owner_id: String(owner.user.id) });
    const label = await staff.get(`/api/admin/packages/${res.body.package.id}/label`);
    expect(label.status).toBe(200);
    return label.raw.rawPayload;
  }

  // Yoruba (with a combining grave over ọ), Hausa hooked letters, Turkish, Igbo, Cyrillic: printed as written.
  const names: Array<[firstname: string, lastname: string]> = [
    ["Zoë", "Ağaoğlu"],
    ["Ọlábísí", "Adébáyọ̀"],
    ["Ɗanjuma", "Ƙwairanga"],
    ["Chịnụ", "Ụzọ"],
    ["Чжан", "Вэй"],
  ];
  for (const [firstname, lastname] of names) {
    it(`prints the owner's name ${firstname} ${lastname} as it is written, not as '?'`, async () => {
      const owner = await signUpCustomer(app, { firstname, lastname });
      const label = await labelOf(owner);
      expect(await pdfText(label)).toContain(`${firstname} ${lastname}`.normalize("NFC"));
      expect(label.byteLength, "the fonts are embedded as subsets").toBeLessThan(40_000);
    });
  }

  it("prints the day the parcel was received in Texas, not the UTC day (7:30 PM CDT on March 10)", async () => {
    const res = await receive({ carrier_tracking_number: uniqueTracking(), owner_id: String(ada.user.id) });
    const id = res.body.package.id;
    await app.db
      .update(packages)
      .set({ received_at: new Date("2026-03-11T00:30:00Z") })
      .where(eq(packages.id, id));
    const label = await staff.get(`/api/admin/packages/${id}/label`);
    expect(await pdfText(label.raw.rawPayload)).toContain("Received: 2026-03-10");
  });

  it("spells in Latin letters what its font has no letters for (a name in Chinese), never '?'", async () => {
    const owner = await signUpCustomer(app, { firstname: "Wei", lastname: "张伟明" });
    expect(await pdfText(await labelOf(owner))).toContain("Wei ZhangWeiMing");
  });
});
