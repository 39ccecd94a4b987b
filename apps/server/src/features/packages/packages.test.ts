import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { type FilePart, multipartBody } from "../../../test/multipart.js";
import { GOOD, pdf, png, preAlertCalls, TINY_PDF } from "../../../test/pre-alerts.js";
import { auditLog, packageStatusHistory, packages, uploads } from "../../db/schema.js";

const { app, dataDir } = await buildTestApp();
const { preAlert, storedFiles, packagesOf } = preAlertCalls(app, dataDir);

/** One customer for every bad-input case (sign-ups are rate limited); none of its pre-alerts may be stored. */
const badInputCustomer = signUpCustomer(app);

describe("pre-alerts", () => {
  it("creates an expected package with a PDF receipt, served to its owner as a download", async () => {
    const { token, user } = await signUpCustomer(app);
    const res = await preAlert(token, GOOD, [pdf("Order 123.pdf")]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toMatch(/look out for your package/);
    expect(res.body.package).toMatchObject({
      status: "expected",
      carrier: "UPS",
      carrier_tracking_number: "1Z999AA10123456784",
      warehouse: "Brixton",
      warehouse_label: "London, UK",
      store: "Amazon UK",
      description: "Two pairs of trainers",
      declared_value: "120.50",
      declared_currency: "GBP (£)",
      weight_grams: null,
      storage: null,
      photos: [],
      receipt: { name: "Order 123.pdf", pdf: true },
    });
    expect(res.body.package.package_code).toMatch(/^SWP\d+$/);

    const [row] = await packagesOf(user.id);
    expect(row).toMatchObject({ declared_value: 12050, status: "expected", user_id: user.id });
    const history = await app.db
      .select()
      .from(packageStatusHistory)
      .where(eq(packageStatusHistory.package_id, row!.id));
    expect(history.map((h) => h.status)).toEqual(["expected"]);
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "package"), eq(auditLog.entity_id, row!.id)));
    expect(audit).toMatchObject([{ actor_kind: "customer", actor_id: user.id, action: "created" }]);
    const [upload] = await app.db.select().from(uploads).where(eq(uploads.entity_id, row!.id));
    expect(upload).toMatchObject({
      entity_type: "package_receipt",
      owner_user_id: user.id,
      mime_type: "application/pdf",
    });

    const file = await client(app, token).get(res.body.package.receipt.url);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="Order 123.pdf"');
    expect(file.raw.rawPayload.equals(TINY_PDF)).toBe(true);

    const list = await client(app, token).get("/api/packages?tab=expected");
    expect(list.status).toBe(200);
    expect(list.body.packages.map((p: { id: number }) => p.id)).toEqual([row!.id]);
    expect(list.body.counts).toEqual({ expected: 1, warehouse: 0, shipped: 0 });
    expect(list.body.pagination).toMatchObject({ total: 1, page: 1 });
  });

  it("takes an image receipt (re-encoded, served inline) and no receipt at all", async () => {
    const { token } = await signUpCustomer(app);
    const withImage = await preAlert(token, { ...GOOD, carrier_tracking_number: "TBA123456789000" }, [png()]);
    expect(withImage.status, JSON.stringify(withImage.body)).toBe(201);
    expect(withImage.body.package.receipt).toMatchObject({ name: "receipt.png", pdf: false });
    const image = await client(app, token).get(withImage.body.package.receipt.url);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(image.headers["content-disposition"]).toBe("inline");

    const bare = { carrier_tracking_number: "9400111899223100001234", warehouse: "Guangzhou", description: "Phone" };
    const without = await preAlert(token, bare);
    expect(without.status, JSON.stringify(without.body)).toBe(201);
    expect(without.body.package).toMatchObject({
      carrier: null,
      store: null,
      declared_value: null,
      declared_currency: null,
      receipt: null,
    });
  });

  it("refuses a renamed file that is neither an image nor a PDF, naming the field, and stores nothing", async () => {
    const { token, user } = await signUpCustomer(app);
    const before = storedFiles();
    const fake: FilePart = {
      field: "receipt",
      name: "receipt.pdf",
      type: "application/pdf",
      data: Buffer.from("<html><script>alert(1)</script></html>"),
    };
    const res = await preAlert(token, GOOD, [fake]);
    expect(res.status).toBe(400);
    expect(res.body.fields.receipt).toMatch(/Only an image .* or a PDF/);
    // Only the PDF header, with no end-of-file marker: not a document that opens.
    const cut = await preAlert(token, GOOD, [{ ...pdf(), data: TINY_PDF.subarray(0, 40) }]);
    expect(cut.status).toBe(400);
    expect(cut.body.fields.receipt).toMatch(/could not be read/);
    const two = await preAlert(token, GOOD, [pdf("a.pdf"), png()]);
    expect(two.status).toBe(400);
    expect(two.body.fields.receipt).toBe("Attach one receipt only.");
    expect(await packagesOf(user.id)).toEqual([]);
    expect(await app.db.select().from(uploads).where(eq(uploads.owner_user_id, user.id))).toEqual([]);
    expect(storedFiles()).toEqual(before);
  });

  it("keeps PDFs out of other uploads: a ticket's images stay images only", async () => {
    const { token } = await signUpCustomer(app);
    const form = multipartBody({ subject: "S", department: "technical", warehouse: "UK", message: "M" }, [
      { field: "images", name: "scan.pdf", type: "application/pdf", data: TINY_PDF },
    ]);
    const res = await app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.images).toMatch(/Only image files/);
  });

  it.each([
    ["a tracking number too short", { carrier_tracking_number: "12" }, "carrier_tracking_number", /at least 6/],
    [
      "an absurdly long tracking number",
      { carrier_tracking_number: "9".repeat(41) },
      "carrier_tracking_number",
      /at most 40/,
    ],
    [
      "symbols in the tracking number",
      { carrier_tracking_number: "ABC$%^123" },
      "carrier_tracking_number",
      /only letters and digits/,
    ],
    ["a negative declared value", { declared_value: "-5" }, "declared_value", /from 0 to/],
    ["an absurd declared value", { declared_value: "99999999999" }, "declared_value", /from 0 to/],
    ["a value without its currency", { declared_currency: "" }, "declared_currency", /currency/],
    ["a warehouse that is not a suite address", { warehouse: "Sabo Yaba" }, "warehouse", /warehouse/],
    ["an unknown carrier", { carrier: "Pigeon" }, "carrier", /carriers listed/],
    ["no description", { description: "  " }, "description", /Describe/],
  ])("refuses %s with 400 naming the field, storing nothing", async (_, change, field, message) => {
    const { token, user } = await badInputCustomer;
    const res = await preAlert(token, { ...GOOD, ...change }, [pdf()]);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toMatch(message);
    expect(await packagesOf(user.id)).toEqual([]);
  });

  it("refuses a second pre-alert of the same tracking number by the same customer, not by another", async () => {
    const { token, user } = await signUpCustomer(app);
    const other = await signUpCustomer(app);
    const first = await preAlert(token);
    expect(first.status).toBe(201);
    const again = await preAlert(token, { ...GOOD, carrier_tracking_number: "1Z999AA1-0123456784" });
    expect(again.status).toBe(400);
    expect(again.body.fields.carrier_tracking_number).toBe(
      `You have already told us about a package with this tracking number (${first.body.package.package_code}). Edit that pre-alert instead.`,
    );
    expect(await packagesOf(user.id)).toHaveLength(1);
    expect((await preAlert(other.token)).status).toBe(201);

    // Two submits of one new number at once (a double click): one pre-alert, the other told it exists.
    const tracking = { ...GOOD, carrier_tracking_number: "RM123456789GB" };
    const both = await Promise.all([preAlert(token, tracking), preAlert(token, tracking)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(await packagesOf(user.id)).toHaveLength(2);
  });
});

describe("My Packages", () => {
  it("lists a received package under 'At the warehouse' with its photo, measures and storage clock", async () => {
    const { token, user } = await signUpCustomer(app);
    const day = 24 * 60 * 60 * 1000;
    const [fresh, old] = await app.db
      .insert(packages)
      .values([
        {
          user_id: user.id,
          status: "received",
          warehouse: "Trail Richmond",
          description: "Laptop",
          weight_grams: 2500,
          length_mm: 400,
          width_mm: 300,
          height_mm: 200,
          received_at: new Date(Date.now() - 3 * day),
        },
        // Fees started 2 days and 23 hours ago: three started days at 0.50.
        {
          user_id: user.id,
          status: "on_hold",
          warehouse: "Brixton",
          received_at: new Date(Date.now() - 33 * day + 3_600_000),
        },
      ])
      .returning();
    await app.db.insert(packages).values({ user_id: user.id, status: "shipped", warehouse: "Brixton" });
    await app.db.insert(uploads).values({
      storage_name: "00000000-0000-0000-0000-000000000001.png",
      original_name: "label.png",
      mime_type: "image/png",
      size_bytes: 10,
      owner_user_id: user.id,
      entity_type: "package",
      entity_id: fresh!.id,
    });

    const res = await client(app, token).get("/api/packages?tab=warehouse");
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ expected: 0, warehouse: 2, shipped: 1 });
    expect(res.body.packages.map((p: { id: number }) => p.id)).toEqual([old!.id, fresh!.id].sort((x, y) => y - x));
    const laptop = res.body.packages.find((p: { id: number }) => p.id === fresh!.id);
    expect(laptop).toMatchObject({
      weight_grams: 2500,
      volumetric_grams: 4800,
      warehouse_label: "Stafford, Texas, USA",
      photos: [{ url: "/api/uploads/00000000-0000-0000-0000-000000000001.png", name: "label.png" }],
      storage: { free_days: 30, free_days_left: 27, fees_so_far: "0.00", currency: "USD ($)" },
    });
    const held = res.body.packages.find((p: { id: number }) => p.id === old!.id);
    expect(held.storage).toMatchObject({ free_days_left: 0, fee_per_day: "0.50", fees_so_far: "1.50" });

    const shipped = await client(app, token).get("/api/packages?tab=shipped");
    expect(shipped.body.packages).toHaveLength(1);
    expect(shipped.body.packages[0].storage).toBeNull();
    expect((await client(app, token).get("/api/packages?tab=lost")).status).toBe(400);
    expect((await client(app, token).get("/api/dashboard")).body.counts.packages_waiting).toBe(2);
  });
});
