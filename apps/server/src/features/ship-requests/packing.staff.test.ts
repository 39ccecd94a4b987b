import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { and, eq, gt, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { multipartBody, PNG_1PX } from "../../../test/multipart.js";
import { expressCardTerms } from "../../../test/rate-cards.js";
import { createPackage } from "../../db/factories/index.js";
import { invoices, mailOutbox, packages, shipments, uploads } from "../../db/schema.js";
import { addCardVersion } from "../rates/public.js";

/**
 * Issue 31, the packing table: the packer sees every extra asked, adds packing photos (the customer's record, served
 * only to them and staff), confirms the amount before packing, packs into several boxes, and the customer gets ONE
 * e-mail with the amount and the photos.
 */
const { app, dataDir } = await buildTestApp();
await addCardVersion(app.db, {
  terms: expressCardTerms(1000, { insurance_bp: 200 }),
  valid_from: "2026-01-01",
  created_by: null,
});
const worker = await signInAdmin(app, "worker");
const staff = client(app, worker.token);

const box = (weight: string, side: string) => ({
  weight,
  weight_unit: "kg",
  length: side,
  width: side,
  height: side,
  length_unit: "cm",
});

/** A submitted request of a fresh customer: two parcels (bins A-01 and B-07), insurance and contents photos asked. */
async function submittedRequest(form: Record<string, unknown> = {}) {
  const customer = await signUpCustomer(app);
  const owner = { owner: { id: customer.user.id }, warehouse: "Trail Richmond", weight_grams: 1500 } as const;
  const a = await createPackage(app.db, { ...owner, photos: { dataDir } });
  const b = await createPackage(app.db, { ...owner, bin_location: "B-07" });
  const res = await client(app, customer.token).post("/api/ship-requests", {
    ...SAMPLE_SHIP_REQUEST_FORM,
    insurance: true,
    photos_of_contents: true,
    package_ids: [a.id, b.id],
    items: [{ description: "Men's leather shoes", quantity: 2, unit_value: "45.50", currency: "USD", hs_code: "" }],
    ...form,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { customer, id: res.body.ship_request.id as number, packageIds: [a.id, b.id] };
}

const addPhotos = (id: number, token = worker.token, files = [{ name: "packed.png", data: PNG_1PX }]) => {
  const form = multipartBody(
    {},
    files.map((f) => ({ field: "photos", name: f.name, type: "image/png", data: f.data })),
  );
  return app.inject({
    method: "POST",
    url: `/api/admin/ship-requests/${id}/packing-photos`,
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.body,
  });
};

const listed = async (id: number, status = "submitted") =>
  (await staff.get(`/api/admin/ship-requests?status=${status}&q=${id}`)).body.ship_requests.find(
    (r: { id: number }) => r.id === id,
  );

describe("the packing table", () => {
  it("shows per parcel its bin and photos, and every extra asked: insurance with its value, contents photos, the declared items", async () => {
    const { id, packageIds } = await submittedRequest();
    const row = await listed(id);
    expect(row).toMatchObject({
      insurance: true,
      photos_of_contents: true,
      fragile: false,
      repack: "keep_retail_box",
      declaration: {
        items: [{ description: "Men's leather shoes", quantity: 2, unit_value_minor: 4550, currency: "USD" }],
        totals: [{ currency: "USD", total_minor: 9100 }],
      },
      packing_photos: [],
    });
    const byId = new Map(row.packages.map((p: { id: number }) => [p.id, p]));
    expect(byId.get(packageIds[0]!)).toMatchObject({ bin_location: "A-01" });
    expect(byId.get(packageIds[1]!)).toMatchObject({ bin_location: "B-07" });
    expect((byId.get(packageIds[0]!) as { photos: unknown[] }).photos).toHaveLength(1);
  });

  it("packing photos are the customer's: served to that customer and staff only, refused once packed", async () => {
    const { customer, id } = await submittedRequest();
    const other = await signUpCustomer(app);
    const added = await addPhotos(id);
    expect(added.statusCode, added.body).toBe(201);
    const body = added.json();
    expect(body.message).toBe("Packing photo added.");
    expect(body.packing_photos).toHaveLength(1);
    const url = body.packing_photos[0].url as string;
    expect(url).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}\.png$/);
    const [stored] = await app.db
      .select()
      .from(uploads)
      .where(eq(uploads.storage_name, url.split("/").pop()!));
    expect(stored).toMatchObject({ entity_type: "ship_request", entity_id: id, owner_user_id: customer.user.id });
    expect((await listed(id)).packing_photos).toEqual(body.packing_photos);

    expect((await client(app, customer.token).get(url)).status).toBe(200);
    expect((await client(app, customer.token).get(`${url}?variant=thumb`)).status).toBe(200);
    expect((await staff.get(url)).status).toBe(200);
    expect((await client(app, other.token).get(url)).status).toBe(404);
    expect((await client(app, other.token).get(`${url}?variant=thumb`)).status).toBe(404);
    expect((await client(app).get(url)).status).toBe(401);

    // Customers cannot add photos to any request, their own included.
    expect((await addPhotos(id, customer.token)).statusCode).toBe(401);
    // Not an image: 400 naming the field, nothing stored.
    const bad = await addPhotos(id, worker.token, [{ name: "fake.png", data: Buffer.from("not an image at all") }]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty("photos");
    expect((await listed(id)).packing_photos).toHaveLength(1);
    // None chosen: 400 naming the field.
    const none = await addPhotos(id, worker.token, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toHaveProperty("photos");
    expect((await addPhotos(999_999)).statusCode).toBe(404);

    expect((await staff.post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box("2.8", "30")] })).status).toBe(201);
    const late = await addPhotos(id);
    expect(late.statusCode).toBe(409);
  });

  it("packing sends ONE e-mail with the amount and the packing photos; the confirmed price is the invoiced amount", async () => {
    const { customer, id } = await submittedRequest();
    expect((await addPhotos(id, worker.token, [{ name: "contents.png", data: PNG_1PX }])).statusCode).toBe(201);
    expect((await addPhotos(id, worker.token, [{ name: "sealed.png", data: PNG_1PX }])).statusCode).toBe(201);

    const price = await staff.post(`/api/admin/ship-requests/${id}/pack/price`, { boxes: [box("2.8", "30")] });
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    // 30³ cm ÷ 5000 = 5.4 kg → 6 kg × $10 = $60; insurance 2 % of $91 = $1.82; 2 packages × $5; repack $3.
    expect(price.body.amount).toEqual({ total_minor: 7482, currency: "USD", text: "$74.82" });
    expect(price.body.insurance_unpriced).toBe(false);
    // Pricing stores nothing: the request still waits.
    expect((await listed(id)).status).toBe("submitted");

    const [{ before } = { before: 0 }] = await app.db
      .select({ before: sql<number>`coalesce(max(${mailOutbox.id}), 0)::int` })
      .from(mailOutbox);
    const res = await staff.post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box("2.8", "30")] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.amount).toEqual(price.body.amount);
    const invoice = (await client(app, customer.token).get(`/api/invoices/${res.body.invoice.id}`)).body.invoice;
    expect(invoice.total_amount).toBe("74.82");

    const mails = await app.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to_address, customer.user.email_address), gt(mailOutbox.id, before)));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe(`Your ship request #${id} is packed: $74.82 to pay`);
    expect(mail.text_body).toContain("The amount to pay is $74.82.");
    expect(mail.text_body).toContain(res.body.invoice.transaction_id);
    expect(mail.text_body).toContain(res.body.shipment.tracking_number);
    expect(mail.text_body).toContain(`/user/invoice/${res.body.invoice.id}`);
    expect(mail.attachments).toHaveLength(2);
    for (const attachment of mail.attachments!) expect(mail.html).toContain(`src="cid:${attachment.cid}"`);
    const photoNames = (await listed(id, "packed")).packing_photos.map((p: { url: string }) => p.url.split("/").pop());
    expect(mail.attachments!.map((a) => a.upload)).toEqual(photoNames);

    // The invoice shows the packing photos with the box, to the customer.
    const evidence = (await client(app, customer.token).get(`/api/invoices/${res.body.invoice.id}/evidence`)).body
      .evidence;
    const boxPhotos = evidence.lines[0].box.photos.map((p: { url: string }) => p.url.split("/").pop());
    expect(boxPhotos.slice(0, 2)).toEqual(photoNames);
  });

  it("an office pickup's shipment names the office as the customer chose it, not its code", async () => {
    const pickup = { delivery: "office_pickup", office: "isolo", street: "", landmark: "", lga: "", state: "" };
    const { customer, id } = await submittedRequest({ ...pickup, photos_of_contents: false });
    const res = await staff.post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box("2.8", "30")] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const shipment = await client(app, customer.token).get(`/api/shipments/${res.body.shipment.id}`);
    // It said 'Pickup at our Lagos office (isolo)'.
    expect(shipment.body.shipment.delivery_address).toBe("Pickup at the Isolo office, 7 Osolo Way, Isolo");
  });

  it("prices a box measured in inches by its inches, not the millimetres it is stored as (decision 0124)", async () => {
    const { id } = await submittedRequest();
    expect((await addPhotos(id)).statusCode).toBe(201);
    const inches = { weight: "1", weight_unit: "kg", length: "4", width: "12", height: "19", length_unit: "in" };
    const price = await staff.post(`/api/admin/ship-requests/${id}/pack/price`, { boxes: [inches] });
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    // 912 in³ = 14,945 cm³ ÷ 5000 = 2.989 kg → 3 kg × $10 = $30 (stored as 102 × 305 × 483 mm: 3.005 kg → 4 kg);
    // insurance $1.82, 2 packages × $5, repack $3.
    expect(price.body.amount).toEqual({ total_minor: 4482, currency: "USD", text: "$44.82" });
    const res = await staff.post(`/api/admin/ship-requests/${id}/pack`, { boxes: [inches] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.amount).toEqual(price.body.amount);
  });

  it("packs several boxes: each priced and labelled, the shipment measures both, the e-mail says how many", async () => {
    const { customer, id } = await submittedRequest();
    expect((await addPhotos(id)).statusCode).toBe(201);
    const boxes = [box("2.8", "30"), box("1.2", "20")];
    const price = await staff.post(`/api/admin/ship-requests/${id}/pack/price`, { boxes });
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    expect(price.body.boxes.map((b: { label: string }) => b.label)).toEqual(["Box 1 of 2", "Box 2 of 2"]);
    const res = await staff.post(`/api/admin/ship-requests/${id}/pack`, { boxes });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.weights).toEqual({ before_grams: 3000, after_grams: 4000 });
    expect(res.body.amount).toEqual(price.body.amount);
    expect(price.body.boxes.reduce((sum: number, b: { total_minor: number }) => sum + b.total_minor, 0)).toBe(
      price.body.amount.total_minor,
    );

    const evidence = (await client(app, customer.token).get(`/api/invoices/${res.body.invoice.id}/evidence`)).body
      .evidence;
    const boxLines = evidence.lines.filter((l: { kind: string }) => l.kind === "box");
    expect(boxLines.map((l: { label: string }) => l.label)).toEqual(["Box 1 of 2", "Box 2 of 2"]);
    expect(evidence.total_minor).toBe(res.body.amount.total_minor);
    const [shipment] = await app.db.select().from(shipments).where(eq(shipments.id, res.body.shipment.id));
    expect(shipment!.dimensions).toBe("30 × 30 × 30 cm; 20 × 20 × 20 cm");
    expect(shipment!.weight).toBe("4.00");
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, customer.user.email_address));
    const packed = mails.filter((m) => m.subject.startsWith(`Your ship request #${id} is packed`));
    expect(packed).toHaveLength(1);
    expect(packed[0]!.text_body).toContain(`into 2 boxes. The amount to pay is ${res.body.amount.text}.`);
    expect(mails.some((m) => m.subject.includes("has been issued"))).toBe(false);

    // Bad boxes: 400 naming the field, for the price as for packing.
    const bad = await staff.post(`/api/admin/ship-requests/${id}/pack/price`, { boxes: [] });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toHaveProperty("boxes");
    // Once packed, the price is refused like packing.
    expect((await staff.post(`/api/admin/ship-requests/${id}/pack/price`, { boxes })).status).toBe(409);
  });

  it("refuses to pack without a packing photo when the customer asked for photos of the contents", async () => {
    const { customer, id } = await submittedRequest();
    const boxes = [box("2.8", "30")];
    // The confirm step warns first.
    const price = await staff.post(`/api/admin/ship-requests/${id}/pack/price`, { boxes });
    expect(price.status, JSON.stringify(price.body)).toBe(200);
    expect(price.body.contents_photos_missing).toBe(true);

    const refused = await staff.post(`/api/admin/ship-requests/${id}/pack`, { boxes });
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      "The customer asked for photos of the contents: add at least one packing photo first.",
    );
    // Nothing was packed, invoiced or e-mailed.
    expect((await listed(id)).status).toBe("submitted");
    const mails = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, customer.user.email_address));
    expect(mails.some((m) => m.subject.includes("is packed"))).toBe(false);
    expect(await app.db.$count(invoices, eq(invoices.user_id, customer.user.id))).toBe(0);

    // With a photo taken, the warning goes and packing goes ahead.
    expect((await addPhotos(id)).statusCode).toBe(201);
    const again = await staff.post(`/api/admin/ship-requests/${id}/pack/price`, { boxes });
    expect(again.body.contents_photos_missing).toBe(false);
    expect((await staff.post(`/api/admin/ship-requests/${id}/pack`, { boxes })).status).toBe(201);
  });

  it("packs a request that did not ask for photos of the contents without any packing photo", async () => {
    const customer = await signUpCustomer(app);
    const pkg = await createPackage(app.db, { owner: { id: customer.user.id }, warehouse: "Trail Richmond" });
    const res = await client(app, customer.token).post("/api/ship-requests", {
      ...SAMPLE_SHIP_REQUEST_FORM,
      photos_of_contents: false,
      package_ids: [pkg.id],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const id = res.body.ship_request.id as number;
    const price = await staff.post(`/api/admin/ship-requests/${id}/pack/price`, { boxes: [box("2.8", "30")] });
    expect(price.body.contents_photos_missing).toBe(false);
    const packed = await staff.post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box("2.8", "30")] });
    expect(packed.status, JSON.stringify(packed.body)).toBe(201);
  });

  it("refuses to cancel the invoice packing issued while the request is packed (decision 0139)", async () => {
    // No contents photos asked: the worker's uploads in this file stay under the upload rate limit.
    const customer = await signUpCustomer(app);
    const owned = { owner: { id: customer.user.id }, warehouse: "Trail Richmond" } as const;
    const packageIds = [(await createPackage(app.db, owned)).id, (await createPackage(app.db, owned)).id];
    const submitted = await client(app, customer.token).post("/api/ship-requests", {
      ...SAMPLE_SHIP_REQUEST_FORM,
      package_ids: packageIds,
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const id = submitted.body.ship_request.id as number;
    const packed = await staff.post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box("2.8", "30")] });
    expect(packed.status, JSON.stringify(packed.body)).toBe(201);
    const owner = client(app, (await signInAdmin(app, "owner")).token);
    const invoice_id = packed.body.invoice.id as number;

    const cancel = await owner.put("/api/invoice/invoice-status", { invoice_id, status: "cancelled" });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error).toBe(
      `This invoice was issued by packing ship request #${id}, which stays packed: cancelling it would leave its parcels shipped with nothing to pay. Keep the invoice; to pack it again, use Unpack on the ship request (while nothing is paid); to charge the customer less, credit their wallet with the reason.`,
    );
    // Nothing moved: the invoice still waits for payment, the request is packed, its parcels shipped.
    const [kept] = await app.db.select().from(invoices).where(eq(invoices.id, invoice_id));
    expect(kept!.status).toBe("pending");
    expect((await listed(id, "packed")).status).toBe("packed");
    const parcels = await app.db.select().from(packages).where(inArray(packages.id, packageIds));
    expect(parcels.map((p) => p.status)).toEqual(["shipped", "shipped"]);
    // The customer can still pay it: the invoice is theirs and open.
    expect((await client(app, customer.token).get(`/api/invoices/${invoice_id}`)).body.invoice.status).toBe("pending");
  });
});
