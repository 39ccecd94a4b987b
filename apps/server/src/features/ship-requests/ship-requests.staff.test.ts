import { SAMPLE_SHIP_REQUEST_FORM } from "@app/shared/ship-requests/sample";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { expressCardTerms } from "../../../test/rate-cards.js";
import { createPackage } from "../../db/factories/index.js";
import { mailOutbox, packages, shipRequests, shipments } from "../../db/schema.js";
import { addCardVersion } from "../rates/public.js";

const { app, dataDir } = await buildTestApp();

const requestForm = (package_ids: number[]) => ({
  ...SAMPLE_SHIP_REQUEST_FORM,
  package_ids,
  items: [{ description: "Men's leather shoes", quantity: 2, unit_value: "45.50", currency: "USD", hs_code: "" }],
});

const box = { weight: "2.8", weight_unit: "kg", length: "35", width: "25", height: "20", length_unit: "cm" };

async function submittedRequest() {
  const customer = await signUpCustomer(app);
  const options = { owner: { id: customer.user.id }, warehouse: "Trail Richmond", weight_grams: 1500 } as const;
  const a = await createPackage(app.db, { ...options, photos: { dataDir } });
  const b = await createPackage(app.db, options);
  const res = await client(app, customer.token).post("/api/ship-requests", requestForm([a.id, b.id]));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const id = (res.body.ship_request?.id ?? res.body.id) as number;
  return { customer, id, packageIds: [a.id, b.id] };
}

describe("packing a ship request", () => {
  it("prices the boxes with the card version, creates the invoice with its evidence and a shipment; paying marks it paid", async () => {
    const v1 = await addCardVersion(app.db, {
      terms: expressCardTerms(1000),
      valid_from: "2026-01-01",
      created_by: null,
    });
    const { customer, id, packageIds } = await submittedRequest();
    const worker = await signInAdmin(app, "worker");

    const res = await client(app, worker.token).post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.weights).toEqual({ before_grams: 3000, after_grams: 2800 });

    // 35 × 25 × 20 cm ÷ 5000 = 3.5 kg > 2.8 kg → 4 kg × $10 = $40; 2 packages × $5; one repacked box $3.
    const evidence = (await client(app, customer.token).get(`/api/invoices/${res.body.invoice.id}/evidence`)).body
      .evidence;
    expect(evidence.rate_card_id).toBe(v1.id);
    expect(evidence.weights).toEqual({ before_grams: 3000, after_grams: 2800 });
    expect(evidence.lines.map((l: { kind: string; amount_minor: number }) => [l.kind, l.amount_minor])).toEqual([
      ["box", 4000],
      ["handling", 1000],
      ["handling", 300],
    ]);
    expect(evidence.total_minor).toBe(5300);
    const boxLine = evidence.lines[0].box;
    expect(boxLine.price.volumetric.value).toBe("3.5");
    expect(boxLine.price.chargeable.value).toBe("4");
    expect(boxLine.photos.length).toBe(1);
    const invoice = (await client(app, customer.token).get(`/api/invoices/${res.body.invoice.id}`)).body.invoice;
    expect(invoice).toMatchObject({ total_amount: "53.00", currency: "USD", reference_type: "shipments" });

    // The shipment is the customer's (My Shipments) and tracked publicly.
    const mine = (await client(app, customer.token).get("/api/shipments?pageSize=100")).body.shipments;
    expect(mine.map((s: { tracking_number: string }) => s.tracking_number)).toContain(
      res.body.shipment.tracking_number,
    );
    const [shipment] = await app.db.select().from(shipments).where(eq(shipments.id, res.body.shipment.id));
    expect(shipment).toMatchObject({ user_id: customer.user.id, shipping_cost: "53.00", payment_status: "Pending" });
    expect(invoice.reference_id).toBe(shipment!.id);

    const statuses = await app.db.select().from(packages).where(inArray(packages.id, packageIds));
    expect(statuses.map((p) => p.status)).toEqual(["shipped", "shipped"]);
    const [request] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(request).toMatchObject({ status: "packed", shipment_id: shipment!.id, rate_card_id: v1.id });
    const mail = await app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, customer.user.email_address));
    expect(mail.map((m) => m.subject)).toContain(`Your ship request #${id} is packed: $53.00 to pay`);

    // The packing table's list shows it packed with its invoice and the packages' photos.
    const list = await client(app, worker.token).get("/api/admin/ship-requests?status=packed");
    expect(list.status).toBe(200);
    const listed = list.body.ship_requests.find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({ status: "packed", invoice: { id: res.body.invoice.id, status: "pending" } });
    expect(listed.packages.map((p: { id: number }) => p.id).sort()).toEqual([...packageIds].sort());
    const submitted = (await client(app, worker.token).get("/api/admin/ship-requests?status=submitted")).body;
    expect(submitted.ship_requests.map((r: { id: number }) => r.id)).not.toContain(id);

    // A new card version changes nothing on the invoice.
    await addCardVersion(app.db, { terms: expressCardTerms(2500), valid_from: "2026-02-01", created_by: null });
    const later = (await client(app, customer.token).get(`/api/invoices/${res.body.invoice.id}/evidence`)).body;
    expect(later.evidence).toEqual(evidence);

    // Packing twice is refused.
    const again = await client(app, worker.token).post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box] });
    expect(again.status).toBe(409);

    // Paid (marked by a manager here; the card path calls the same follow-up) → the ship request is paid.
    const manager = await signInAdmin(app, "manager");
    const paid = await client(app, manager.token).put("/api/invoice/invoice-status", {
      invoice_id: res.body.invoice.id,
      status: "paid",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const [after] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(after!.status).toBe("paid");
  });

  it("the customer's request links its invoice once packed (none before), and another customer sees neither", async () => {
    await addCardVersion(app.db, { terms: expressCardTerms(1000), valid_from: "2026-01-01", created_by: null });
    const { customer, id } = await submittedRequest();
    const mine = client(app, customer.token);
    expect((await mine.get(`/api/ship-requests/${id}`)).body.invoice).toBeNull();

    const worker = await signInAdmin(app, "worker");
    const packed = await client(app, worker.token).post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box] });
    expect(packed.status, JSON.stringify(packed.body)).toBe(201);
    const detail = await mine.get(`/api/ship-requests/${id}`);
    expect(detail.status).toBe(200);
    const invoice = (await mine.get(`/api/invoices/${packed.body.invoice.id}`)).body.invoice;
    expect(detail.body.invoice).toEqual({
      id: packed.body.invoice.id,
      transaction_id: packed.body.invoice.transaction_id,
      status: "pending",
      total_minor: Math.round(Number(invoice.total_amount) * 100),
      currency: invoice.currency,
    });
    const stranger = await signUpCustomer(app);
    expect((await client(app, stranger.token).get(`/api/ship-requests/${id}`)).status).toBe(404);
  });

  it("paying the invoice by card (the sandbox's server-verified path) moves the ship request to paid", async () => {
    const { customer, id } = await submittedRequest();
    const worker = await signInAdmin(app, "worker");
    const packed = await client(app, worker.token).post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box] });
    expect(packed.status, JSON.stringify(packed.body)).toBe(201);
    const init = await client(app, customer.token).post("/api/payments/initialize", {
      invoice_id: packed.body.invoice.id,
    });
    expect(init.status, JSON.stringify(init.body)).toBe(200);
    const checkout = await client(app, customer.token).post("/api/payments/sandbox/checkout", {
      access_code: init.body.access_code,
      outcome: "success",
    });
    expect(checkout.status).toBe(200);
    const [before] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(before!.status).toBe("packed");
    const verify = await client(app, customer.token).post("/api/payments/verify", { reference: init.body.reference });
    expect(verify.body).toMatchObject({ paid: true });
    const [after] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(after!.status).toBe("paid");
    const [shipment] = await app.db.select().from(shipments).where(eq(shipments.id, packed.body.shipment.id));
    expect(shipment!.payment_status).toBe("Paid");
  });

  it("refuses bad input and a missing request, storing nothing", async () => {
    const { id } = await submittedRequest();
    const worker = await signInAdmin(app, "worker");
    const none = await client(app, worker.token).post(`/api/admin/ship-requests/${id}/pack`, { boxes: [] });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe("Add at least one box.");
    const noWeight = await client(app, worker.token).post(`/api/admin/ship-requests/${id}/pack`, {
      boxes: [{ ...box, weight: "" }],
    });
    expect(noWeight.status).toBe(400);
    expect(noWeight.body.error).toBe("Enter the weight.");
    const [request] = await app.db.select().from(shipRequests).where(eq(shipRequests.id, id));
    expect(request).toMatchObject({ status: "submitted", shipment_id: null });
    const missing = await client(app, worker.token).post("/api/admin/ship-requests/999999/pack", { boxes: [box] });
    expect(missing.status).toBe(404);
    const customer = await signUpCustomer(app);
    const asCustomer = await client(app, customer.token).post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box] });
    expect(asCustomer.status).toBe(401);
  });
});

describe("packing an insured ship request", () => {
  it("charges the insurance the quote showed: the invoice total equals the quote", async () => {
    await addCardVersion(app.db, {
      terms: expressCardTerms(1000, { insurance_bp: 200 }),
      valid_from: "2026-06-01",
      created_by: null,
    });
    const customer = await signUpCustomer(app);
    const pkg = await createPackage(app.db, {
      owner: { id: customer.user.id },
      warehouse: "Trail Richmond",
      weight_grams: 2800,
      length_mm: 350,
      width_mm: 250,
      height_mm: 200,
    });
    const form = { ...requestForm([pkg.id]), insurance: true, repack: "keep_outer_box" };
    const submitted = await client(app, customer.token).post("/api/ship-requests", form);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const id = submitted.body.ship_request.id as number;
    const quoted = (await client(app, customer.token).get(`/api/ship-requests/${id}`)).body.ship_request;

    const worker = await signInAdmin(app, "worker");
    const res = await client(app, worker.token).post(`/api/admin/ship-requests/${id}/pack`, { boxes: [box] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const evidence = (await client(app, customer.token).get(`/api/invoices/${res.body.invoice.id}/evidence`)).body
      .evidence;
    // 4 kg × $10 = $40, and 2 % of the declared 2 × $45.50 = $1.82 insurance.
    const insurance = evidence.lines[0].box.price.lines.find((l: { kind: string }) => l.kind === "insurance");
    expect(insurance?.amount_minor).toBe(182);
    expect(evidence.total_minor).toBe(4182);
    expect(evidence.total_minor).toBe(quoted.quote_total_minor);
  });
});

describe("packing a request with every option", () => {
  it("invoices what the quote showed when the desk measures the box the quote estimated", async () => {
    await addCardVersion(app.db, {
      terms: expressCardTerms(1000, { fragile_fee_minor: 400, insurance_bp: 200 }),
      valid_from: "2026-07-01",
      created_by: null,
    });
    const customer = await signUpCustomer(app);
    const owned = { owner: { id: customer.user.id }, warehouse: "Trail Richmond" } as const;
    const a = await createPackage(app.db, {
      ...owned,
      weight_grams: 1500,
      length_mm: 350,
      width_mm: 250,
      height_mm: 200,
    });
    const b = await createPackage(app.db, {
      ...owned,
      weight_grams: 1300,
      length_mm: 300,
      width_mm: 200,
      height_mm: 100,
    });
    const form = { ...requestForm([a.id, b.id]), insurance: true, fragile: true, repack: "keep_retail_box" };
    const submitted = await client(app, customer.token).post("/api/ship-requests", form);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
    const id = submitted.body.ship_request.id as number;

    // The quote's estimated box (the packing allowance of decision 0030), measured as such at the desk.
    const estimated = submitted.body.quote.parcels[0];
    expect(estimated).toMatchObject({ weight_grams: 2800, length_mm: 439, width_mm: 325, height_mm: 268 });
    const measured = { ...box, length: "43.9", width: "32.5", height: "26.8" };
    const worker = await signInAdmin(app, "worker");
    const res = await client(app, worker.token).post(`/api/admin/ship-requests/${id}/pack`, { boxes: [measured] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const evidence = (await client(app, customer.token).get(`/api/invoices/${res.body.invoice.id}/evidence`)).body
      .evidence;
    // 7.65 kg volumetric → 8 kg: $80 freight + $4 fragile + $1.82 insurance; 2 packages consolidated × $5; one repack $3.
    expect(evidence.lines.map((l: { kind: string; amount_minor: number }) => [l.kind, l.amount_minor])).toEqual([
      ["box", 8582],
      ["handling", 1000],
      ["handling", 300],
    ]);
    expect(evidence.total_minor).toBe(9882);
    expect(submitted.body.quote.total_minor).toBe(evidence.total_minor);
  });
});
