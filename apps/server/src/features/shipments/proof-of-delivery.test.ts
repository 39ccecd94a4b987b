import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { multipartBody, PNG_1PX } from "../../../test/multipart.js";
import { pdfText } from "../../../test/pdf-text.js";
import { startWorkers } from "../../../test/workers.js";
import { insertCustomer, insertShipment } from "../../db/factories/index.js";
import { auditLog, mailOutbox, shipments, uploads } from "../../db/schema.js";

// The first photo and the first PDF each start a worker process, the slow part of these tests on a busy machine (a
// test that paid it took 16-23 s of its 30): both start here, while the app is built, and are ready before the tests.
const workers = startWorkers();
// Every call here is an upload from one address: more than the default per minute.
const { app } = await buildTestApp({ UPLOADS_PER_MINUTE: "100" });
beforeAll(() => workers);

/** Proof of delivery (issue 37): recorded by staff at delivery, shown on the shipment, a PDF for an audit. */
describe("proof of delivery", async () => {
  const worker = await signInAdmin(app, "worker");
  const customer = await insertCustomer(app.db, { firstname: "Ada", lastname: "Obi" });
  const url = (id: number, tail = "") => `/api/admin/shipments/${id}/proof-of-delivery${tail}`;
  const record = (id: number, fields: Record<string, string>, photo = false) => {
    const form = multipartBody(
      fields,
      photo ? [{ field: "photo", name: "door.png", type: "image/png", data: PNG_1PX }] : [],
    );
    return client(app, worker.token).post(url(id), form.body, form.headers);
  };
  const deliveredAt = new Date(Date.now() - 3_600_000).toISOString();

  it("records when, who and the photo; the shipment becomes Delivered, audited; once only", async () => {
    const shipment = await insertShipment(app.db, customer, { shipment_status: "Available" });
    expect((await client(app, worker.token).get(url(shipment.id))).body).toEqual({ proof: null });
    const res = await record(shipment.id, { delivered_at: deliveredAt, received_by: "Chinedu (brother)" }, true);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.proof).toMatchObject({
      delivered_at: deliveredAt,
      received_by: "Chinedu (brother)",
      delivery_code: null,
      recorded_by: "Sam workerson",
      photo: { url: expect.stringMatching(/^\/api\/uploads\/.+\.png$/), name: "door.png" },
    });
    expect((await client(app, worker.token).get(url(shipment.id))).body).toEqual(res.body);
    const [row] = await app.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row!.shipment_status).toBe("Delivered");
    const [upload] = await app.db.select().from(uploads).where(eq(uploads.entity_type, "proof_of_delivery"));
    expect(upload).toMatchObject({ owner_user_id: customer.id, mime_type: "image/png" });
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "shipment"), eq(auditLog.entity_id, shipment.id)));
    expect(audit.map((a) => a.action).sort()).toEqual(["changed", "proof_of_delivery"]);
    expect(audit.find((a) => a.action === "changed")).toMatchObject({
      new_value: "Delivered",
      cause: "its proof of delivery was recorded",
    });

    const again = await record(shipment.id, { delivered_at: deliveredAt, received_by: "Someone", delivery_code: "1" });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe("This shipment's proof of delivery is already recorded.");
  });

  it("takes a delivery code instead of a photo, and its PDF names the shipment, the receiver and the code", async () => {
    const shipment = await insertShipment(app.db, customer, { shipment_status: "Delivered" });
    expect((await client(app, worker.token).get(url(shipment.id, "/document"))).status).toBe(404);
    const res = await record(shipment.id, { delivered_at: deliveredAt, received_by: "Ada Obi", delivery_code: "4821" });
    expect(res.status).toBe(201);
    const pdf = await client(app, worker.token).get(url(shipment.id, "/document"));
    expect(pdf.status).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["content-disposition"]).toBe(
      `attachment; filename="proof-of-delivery-${shipment.tracking_number}.pdf"`,
    );
    const text = (await pdfText(pdf.raw.rawPayload)).join("\n");
    for (const part of ["PROOF OF DELIVERY", shipment.tracking_number, "Ada Obi", "Received by", "4821"])
      expect(text).toContain(part);
  });

  it("a PDF with the delivery photo embeds it", async () => {
    const shipment = await insertShipment(app.db, customer);
    expect((await record(shipment.id, { delivered_at: deliveredAt, received_by: "Gate man" }, true)).status).toBe(201);
    const pdf = await client(app, worker.token).get(url(shipment.id, "/document"));
    expect(pdf.status).toBe(200);
    expect(pdf.raw.rawPayload.includes(Buffer.from("/Subtype /Image"))).toBe(true);
  });

  it("refuses without a photo or code, a time in the future, no receiver, a file that is no image", async () => {
    const shipment = await insertShipment(app.db, customer);
    const none = await record(shipment.id, { delivered_at: deliveredAt, received_by: "Ada" });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ photo: "Attach a photo of the delivery or enter the delivery code." });
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const later = await record(shipment.id, { delivered_at: future, received_by: "Ada", delivery_code: "1" });
    expect(later.body.fields).toEqual({ delivered_at: "The delivery time cannot be in the future." });
    const nobody = await record(shipment.id, { delivered_at: deliveredAt, received_by: " ", delivery_code: "1" });
    expect(nobody.body.fields).toEqual({ received_by: "Who received it is required" });
    const form = multipartBody({ delivered_at: deliveredAt, received_by: "Ada" }, [
      { field: "photo", name: "x.png", type: "image/png", data: Buffer.from("not an image at all") },
    ]);
    const fake = await client(app, worker.token).post(url(shipment.id), form.body, form.headers);
    expect(fake.status).toBe(400);
    expect((await client(app, worker.token).get(url(shipment.id))).body).toEqual({ proof: null });
    expect((await record(999_999, { delivered_at: deliveredAt, received_by: "A", delivery_code: "1" })).status).toBe(
      404,
    );
  });

  it("refuses a time before the shipment reached the warehouse (a mistyped year), under delivered_at", async () => {
    const shipment = await insertShipment(app.db, customer, { warehouse_arrival_date: "2026-01-05" });
    for (const at of ["0226-11-30T10:00:00Z", "0001-01-01T00:00:00Z", "2026-01-03T10:00:00Z"]) {
      const res = await record(shipment.id, { delivered_at: at, received_by: "Ada", delivery_code: "1" });
      expect(res.status, at).toBe(400);
      expect(res.body.fields, at).toEqual({
        delivered_at: "The delivery time cannot be before the shipment reached the warehouse (2026-01-05).",
      });
    }
    expect((await client(app, worker.token).get(url(shipment.id))).body).toEqual({ proof: null });
    // The day before the arrival is still taken: the warehouse's day may start earlier than UTC's.
    const early = await record(shipment.id, {
      delivered_at: "2026-01-04T20:00:00Z",
      received_by: "Ada",
      delivery_code: "1",
    });
    expect(early.status, JSON.stringify(early.body)).toBe(201);
  });

  it("refuses a proof for a cancelled shipment (409): it stays Cancelled and the customer hears nothing", async () => {
    const shipment = await insertShipment(app.db, customer, { shipment_status: "Cancelled" });
    const sent = await app.db.$count(mailOutbox, eq(mailOutbox.to_address, customer.email_address));
    const res = await record(shipment.id, { delivered_at: deliveredAt, received_by: "Ada", delivery_code: "1" });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(
      "This shipment is cancelled, so it has no proof of delivery. If it was delivered after all, change its status first.",
    );
    const [row] = await app.db.select().from(shipments).where(eq(shipments.id, shipment.id));
    expect(row!.shipment_status).toBe("Cancelled");
    expect(await app.db.$count(mailOutbox, eq(mailOutbox.to_address, customer.email_address))).toBe(sent);
    expect((await client(app, worker.token).get(url(shipment.id))).body).toEqual({ proof: null });
  });

  it("takes one photo: two answer 'Attach one photo.' under the photo field", async () => {
    const shipment = await insertShipment(app.db, customer);
    const photo = { field: "photo", name: "door.png", type: "image/png", data: PNG_1PX };
    const form = multipartBody({ delivered_at: deliveredAt, received_by: "Ada" }, [photo, photo]);
    const res = await client(app, worker.token).post(url(shipment.id), form.body, form.headers);
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ photo: "Attach one photo." });
  });
});
