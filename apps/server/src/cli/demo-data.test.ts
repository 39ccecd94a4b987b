import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { WAREHOUSES } from "@app/shared/core/company";
import { PACKAGE_STATUSES } from "@app/shared/core/enums";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../test/build-app.js";
import { SHIP_REQUEST_STATUSES } from "@app/shared/ship-requests/ship-requests";
import {
  channelMessages,
  customers,
  customsDeclarationItems,
  invoices,
  mailOutbox,
  packages,
  shipments,
  shipRequests,
  uploads,
} from "../db/schema.js";
import { priceDeclaration } from "../features/customs/public.js";
import { rateInForce } from "../features/exchange-rates/public.js";
import { packageViews } from "../features/packages/package-records.js";
import { DEMO_EXCHANGE_RATES } from "../db/factories/index.js";
import { DEMO_LOGINS, existingDemoLogins, seedDemoData } from "./demo-data.js";

let database: Awaited<ReturnType<typeof freshDatabase>>;
const dataDir = mkdtempSync(join(tmpdir(), "freight-demo-"));
beforeAll(async () => {
  database = await freshDatabase();
  await seedDemoData(database.db, dataDir);
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("demo log-ins", () => {
  it("are all there after the seed, and none on a database without them (what the start prints)", async () => {
    expect(await existingDemoLogins(database.db)).toEqual([...DEMO_LOGINS]);
    const other = await freshDatabase();
    try {
      expect(await existingDemoLogins(other.db)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe("demo packages", () => {
  it("has a parcel in every status and one of unknown owner at each warehouse", async () => {
    const rows = await database.db.select().from(packages);
    for (const { city } of WAREHOUSES) {
      const here = rows.filter((p) => p.warehouse === city);
      expect(new Set(here.map((p) => p.status)), city).toEqual(new Set(PACKAGE_STATUSES));
      expect(
        here.some((p) => p.user_id == null && p.label_owner_text),
        city,
      ).toBe(true);
    }
  });

  it("gives every parcel on our shelves a photo stored as a real upload", async () => {
    const rows = await database.db.select().from(packages);
    const photos = await database.db.select().from(uploads).where(eq(uploads.entity_type, "package"));
    for (const p of rows.filter((r) => r.status !== "expected")) {
      const mine = photos.filter((u) => u.entity_id === p.id);
      expect(mine.length, p.package_code).toBeGreaterThan(0);
      for (const u of mine) {
        expect(u.owner_user_id).toBe(p.user_id);
        expect(existsSync(join(dataDir, "uploads", u.storage_name))).toBe(true);
      }
    }
  });

  it("gives the demo customer pre-alerts and received parcels, one near its last free day and one paying fees", async () => {
    const [me] = await database.db.select().from(customers).where(eq(customers.email_address, DEMO_LOGINS[1].email));
    const views = await packageViews(
      database.db,
      await database.db.select().from(packages).where(eq(packages.user_id, me!.id)),
    );
    expect(views.filter((v) => v.status === "expected").length).toBeGreaterThanOrEqual(1);
    const stored = views.filter((v) => v.storage);
    expect(stored.some((v) => v.storage!.free_days_left > 0 && v.storage!.free_days_left <= 7)).toBe(true);
    expect(stored.some((v) => v.storage!.free_days_left === 0 && Number(v.storage!.fees_so_far) > 0)).toBe(true);
    expect(views.some((v) => v.status === "received" && v.photos.length === 2)).toBe(true);
  });
});

describe("demo ship requests", () => {
  it("has every status for the demo customer and two others, with the invoices packing and paying made", async () => {
    const rows = await database.db
      .select({ request: shipRequests, email: customers.email_address })
      .from(shipRequests)
      .innerJoin(customers, eq(customers.id, shipRequests.user_id));
    const mine = rows.filter((r) => r.email === DEMO_LOGINS[1].email);
    expect(new Set(mine.map((r) => r.request.status))).toEqual(new Set(SHIP_REQUEST_STATUSES));
    expect(new Set(rows.map((r) => r.email)).size).toBeGreaterThanOrEqual(3);

    const allInvoices = await database.db.select().from(invoices);
    const allShipments = await database.db.select().from(shipments);
    const expected = { submitted: null, cancelled: null, packed: "pending", paid: "paid", shipped: "paid" } as const;
    for (const { request } of rows) {
      expect(request.quote_total_minor, `#${request.id} quoted`).toBeGreaterThan(0);
      const shipment = allShipments.find((s) => s.id === request.shipment_id);
      const invoice = allInvoices.find((i) => i.reference_type === "shipments" && i.reference_id === shipment?.id);
      expect(invoice?.status ?? null, `#${request.id} ${request.status}`).toBe(expected[request.status]);
      if (!invoice) continue;
      // Packing's invoice: its total is its evidence's, with the weights and the parcels' photos.
      expect(Math.round(Number(invoice.total_amount) * 100)).toBe(invoice.evidence!.total_minor);
      expect(invoice.evidence!.weights!.after_grams).toBeGreaterThan(0);
      expect(invoice.evidence!.lines.find((l) => l.kind === "box")!.box!.photos.length).toBeGreaterThan(0);
      expect(shipment!.payment_status).toBe(request.status === "packed" ? "Pending" : "Paid");
      expect(shipment!.shipment_status).toBe(request.status === "shipped" ? "In Transit" : "Pending");
    }
    // A master shipment can carry paid requests of three customers.
    const paid = rows.filter((r) => r.request.status === "paid" && r.request.shipment_id != null);
    expect(new Set(paid.map((r) => r.email)).size).toBeGreaterThanOrEqual(3);
    // The demo's history e-mails nobody.
    expect(await database.db.select().from(mailOutbox)).toEqual([]);
    expect(await database.db.select().from(channelMessages)).toEqual([]);
  });
});

describe("demo exchange rates", () => {
  it("has today's payment and customs rate of every currency in force, after last month's", async () => {
    const monthAgo = new Date(Date.now() - 29 * 86_400_000);
    for (const { kind, currency, monthAgo: before, today } of DEMO_EXCHANGE_RATES) {
      expect((await rateInForce(database.db, currency, new Date(), kind))?.rate, `${kind} ${currency}`).toBe(today);
      expect((await rateInForce(database.db, currency, monthAgo, kind))?.rate, `${kind} ${currency}`).toBe(before);
    }
  });

  it("prices the duty of every demo declaration without a missing customs rate", async () => {
    const lines = await database.db.select().from(customsDeclarationItems);
    expect(new Set(lines.map((l) => l.currency)).size).toBeGreaterThan(0);
    const priced = await priceDeclaration(database.db, lines, null);
    expect(priced.result.problems.map((p) => p.message).filter((m) => m.includes("exchange rate"))).toEqual([]);
    expect(priced.result.total_kobo).toBeGreaterThan(0);
  });
});
