import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { buildReportsDataset } from "../../../test/reports-dataset.js";
import { insertShipmentInvoice } from "../../db/factories/index.js";

/** The accountant's export in Xero's layouts, and money of today paid from a wallet through the real operations. */
const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const manager = await signInAdmin(app, "manager");
await buildReportsDataset(app);
const RANGE = "from=2026-03-02&to=2026-03-04";

describe("accounting export", () => {
  it("lists the range's invoices (not cancelled, Lagos days) as Xero's sales-invoice import", async () => {
    const res = await client(app, owner.token).get(`/api/admin/reports/accounting/xero_invoices?${RANGE}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.columns[0]).toBe("*ContactName");
    expect(
      res.body.rows.map((row: Record<string, unknown>) => [row["*InvoiceDate"], row["*UnitAmount"], row.Currency]),
    ).toEqual([
      ["02/03/2026", 100, "USD"],
      ["03/03/2026", 50000, "NGN"],
    ]);
    expect(res.body.rows[0]).toMatchObject({
      "*ContactName": expect.stringMatching(/^Ada Eze \(SW\d+\)$/),
      "*DueDate": "09/03/2026",
      "*Quantity": 1,
      "*AccountCode": "200",
      "*TaxType": "Tax Exempt",
    });
    const csv = await client(app, owner.token).get(`/api/admin/reports/accounting/xero_invoices?${RANGE}&format=csv`);
    expect(csv.headers["content-type"]).toContain("text/csv");
    expect(String(csv.body).split("\r\n")[0]).toBe(
      "*ContactName,EmailAddress,*InvoiceNumber,Reference,*InvoiceDate,*DueDate,*Description,*Quantity,*UnitAmount,*AccountCode,*TaxType,Currency",
    );
  });

  it("lists the naira through the provider as Xero's bank statement: payments in, refunds out as negative amounts", async () => {
    const res = await client(app, owner.token).get(
      `/api/admin/reports/accounting/xero_bank_statement?${RANGE}&format=csv`,
    );
    expect(res.status).toBe(200);
    const lines = String(res.body).trim().split("\r\n");
    expect(lines[0]).toBe("*Date,*Amount,Payee,Description,Reference");
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 2).join(","))).toEqual([
      "02/03/2026,160000",
      "04/03/2026,15000",
      "04/03/2026,-8000",
    ]);
    expect(lines[3]).toContain("Refund of invoice");
    expect(lines[3]).toContain("RF-ADA-2");
  });
});

describe("today's wallet payment", () => {
  it("counts a wallet payment made now as naira collected today (Lagos) and its customer in the top ten", async () => {
    const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
    const ivy = await signUpCustomer(app);
    const { invoice } = await insertShipmentInvoice(app.db, ivy.user, { currency: "NGN", total_amount: "120.00" });
    const credit = await client(app, manager.token).post("/api/admin/wallet/adjust", {
      customer_id: ivy.user.id,
      direction: "credit",
      amount: "120.00",
      reason: "For the reports test",
    });
    expect(credit.status, JSON.stringify(credit.body)).toBe(201);
    const paid = await client(app, ivy.token).post("/api/wallet/pay-invoice", {
      invoice_id: invoice.id,
      amount: "120.00",
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const res = await client(app, owner.token).get(`/api/admin/reports?from=${today}&to=${today}`);
    expect(res.status).toBe(200);
    expect(res.body.tables.naira_per_day.rows).toEqual([{ day: today, collected_kobo: 12_000 }]);
    expect(res.body.tables.money_per_day.rows).toEqual([
      { day: today, currency: "NGN", invoiced_minor: 12_000, collected_minor: 12_000 },
    ]);
    expect(res.body.tables.top_customers.rows).toEqual([
      {
        customer: `${ivy.user.firstname} ${ivy.user.lastname}`,
        suite_number: ivy.user.suite_number,
        collected_kobo: 12_000,
      },
    ]);
  });
});
