import { buildInvoiceEvidence, type InvoiceEvidence } from "@app/shared/invoices/evidence";
import { priceParcel } from "@app/shared/rates/rates";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { expressCardTerms } from "../../../test/rate-cards.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { insertInvoice, insertTicket } from "../../db/factories/index.js";
import { tickets } from "../../db/schema.js";
import { addCardVersion } from "../rates/public.js";

const { app } = await buildTestApp();
let ada: Awaited<ReturnType<typeof signUpCustomer>>;
let bob: Awaited<ReturnType<typeof signUpCustomer>>;
let evidence: InvoiceEvidence;

// $8.50 a kg, to the half kg.
const terms = expressCardTerms(850, {}, { rounding: 0.5 });

beforeAll(async () => {
  ada = await signUpCustomer(app);
  bob = await signUpCustomer(app, { firstname: "Bobby" });
  const card = await addCardVersion(app.db, { terms, valid_from: "2026-01-01", created_by: null });
  // 2.3 kg actual; 40 × 30 × 20 cm ÷ 5000 = 4.8 kg volumetric → 5 kg chargeable at $8.50 = $42.50, + 2 × $5 consolidation + $3 repack.
  const measures = { weight_grams: 2300, length_mm: 400, width_mm: 300, height_mm: 200 };
  const price = priceParcel(terms, measures, { consolidated_packages: 2, repack_boxes: 1 });
  evidence = buildInvoiceEvidence(
    card,
    [{ label: "Box 1", measures, price, photos: [{ url: "/uploads/box-1.jpg", name: "box-1.jpg" }] }],
    { before_grams: 2600, after_grams: 2300 },
  );
});

const issued = (userId: number) =>
  insertInvoice(app.db, userId, { evidence, total_amount: (evidence.total_minor / 100).toFixed(2) });

describe("invoice evidence", () => {
  it("is built from priceParcel's answer: one box line and the handling lines, adding up to its total", () => {
    expect(evidence.lines.map((l) => [l.kind, l.amount_minor])).toEqual([
      ["box", 4250],
      ["handling", 1000],
      ["handling", 300],
    ]);
    expect(evidence.total_minor).toBe(5550);
    const box = evidence.lines[0]!.box!;
    expect(box.price.volumetric.value).toBe("4.8");
    expect(box.price.chargeable.value).toBe("5");
    expect(box.price.rounding).toBe(0.5);
  });

  it("is shown to the invoice's customer and staff only", async () => {
    const invoice = await issued(ada.user.id);
    const own = await client(app, ada.token).get(`/api/invoices/${invoice.id}/evidence`);
    expect(own.status).toBe(200);
    expect(own.body.evidence).toEqual(evidence);
    const other = await client(app, bob.token).get(`/api/invoices/${invoice.id}/evidence`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: "Invoice not found." });
    expect((await client(app).get(`/api/invoices/${invoice.id}/evidence`)).status).toBe(401);

    const worker = await signInAdmin(app, "worker");
    const staff = await client(app, worker.token).get(`/api/invoice/${invoice.id}`);
    expect(staff.status).toBe(200);
    expect(staff.body.invoice.evidence).toEqual(evidence);
  });

  it("is null for an invoice typed by staff", async () => {
    const typed = await insertInvoice(app.db, ada.user.id);
    const res = await client(app, ada.token).get(`/api/invoices/${typed.id}/evidence`);
    expect(res.body).toEqual({ evidence: null, estimate: null });
  });
});

describe("Question this charge", () => {
  it("opens a billing ticket holding the customer's words and the line's evidence, which staff see", async () => {
    const invoice = await issued(ada.user.id);
    const res = await client(app, ada.token).post(`/api/invoices/${invoice.id}/question`, {
      line: 0,
      message: "My box weighed 2.3 kg, why 5 kg?",
    });
    expect(res.status).toBe(201);
    const ticketId = res.body.ticket_id as number;

    const mine = await client(app, ada.token).get(`/api/tickets/${ticketId}`);
    expect(mine.status).toBe(200);
    expect(mine.body.ticket).toMatchObject({ department: "sales/billing", warehouse: "USA", status: "open" });
    expect(mine.body.ticket.subject).toContain(invoice.transaction_id);
    const message: string = mine.body.ticket.message;
    expect(message).toContain("My box weighed 2.3 kg, why 5 kg?");
    expect(message).toContain(`Invoice ${invoice.transaction_id}, line 1: Box 1 — $42.50`);
    expect(message).toContain("Actual weight: 2.3 kg");
    expect(message).toContain("Volumetric weight: 4.8 kg");
    expect(message).toContain("Chargeable weight: 5 kg (rounded up to 0.5 kg)");
    for (const step of evidence.lines[0]!.box!.price.formula) expect(message).toContain(step);
    expect(message).toContain(`Rate card #${evidence.rate_card_id}`);
    // The photos are not paths in the text: the ticket links its invoice and carries the line's photos.
    expect(message).not.toContain("/uploads/box-1.jpg");
    expect(message).toContain("Photos: 1, shown with this ticket");
    const charge = {
      invoice_id: invoice.id,
      transaction_id: invoice.transaction_id,
      line: 1,
      line_label: "Box 1",
      photos: [{ url: "/uploads/box-1.jpg", name: "box-1.jpg" }],
    };
    expect(mine.body.ticket.charge).toEqual(charge);

    const worker = await signInAdmin(app, "worker");
    const staff = await client(app, worker.token).get(`/api/ticket/${ticketId}`);
    expect(staff.status).toBe(200);
    expect(staff.body.ticket.message).toBe(message);
    expect(staff.body.ticket.charge).toEqual(charge);

    // A ticket from the support form asks about no charge.
    const plain = await insertTicket(app.db, ada.user.id);
    expect((await client(app, ada.token).get(`/api/tickets/${plain.id}`)).body.ticket.charge).toBeNull();
  });

  it("refuses another customer's invoice, a missing line and an invoice without evidence, storing no ticket", async () => {
    const invoice = await issued(ada.user.id);
    const typed = await insertInvoice(app.db, ada.user.id);
    const count = async () => (await app.db.select().from(tickets).where(eq(tickets.user_id, ada.user.id))).length;
    const before = await count();
    const bobs = await client(app, bob.token).post(`/api/invoices/${invoice.id}/question`, { line: 0, message: "x" });
    expect(bobs.status).toBe(404);
    const noLine = await client(app, ada.token).post(`/api/invoices/${invoice.id}/question`, {
      line: 7,
      message: "Why?",
    });
    expect(noLine.status).toBe(400);
    expect(noLine.body.fields).toEqual({ line: "This invoice has no such charge." });
    const empty = await client(app, ada.token).post(`/api/invoices/${invoice.id}/question`, { line: 0, message: " " });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.message).toBe("Message is required");
    const none = await client(app, ada.token).post(`/api/invoices/${typed.id}/question`, { line: 0, message: "Why?" });
    expect(none.status).toBe(400);
    expect(none.body.error).toBe("This invoice has no pricing evidence to question.");
    expect(await count()).toBe(before);
    expect((await app.db.select().from(tickets).where(eq(tickets.user_id, bob.user.id))).length).toBe(0);
  });
});
