import { STAFF_SORT_COLUMNS } from "@app/shared/admins/admins";
import { INVOICE_SORT_COLUMNS } from "@app/shared/invoices/staff";
import { PICKUP_SORT_COLUMNS } from "@app/shared/pickups/staff";
import { PROCUREMENT_SORT_COLUMNS } from "@app/shared/procurements/staff";
import { SHIPMENT_SORT_COLUMNS } from "@app/shared/shipments/staff.route";
import { TICKET_SORT_COLUMNS } from "@app/shared/tickets/staff";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../test/admins.js";
import { buildTestApp } from "../../test/build-app.js";
import { client, signUpCustomer } from "../../test/http.js";
import { tickets } from "../db/schema.js";

const { app } = await buildTestApp();
const owner = client(app, (await signInAdmin(app, "owner")).token);

const LISTS: Array<[string, readonly string[]]> = [
  ["/api/shipment", SHIPMENT_SORT_COLUMNS],
  ["/api/invoice", INVOICE_SORT_COLUMNS],
  ["/api/pickup", PICKUP_SORT_COLUMNS],
  ["/api/procurement", PROCUREMENT_SORT_COLUMNS],
  ["/api/ticket", TICKET_SORT_COLUMNS],
  ["/api/admins", STAFF_SORT_COLUMNS],
];

describe("staff lists: sortBy", () => {
  it("every list sorts by each of its columns in both directions, and answers 400 for any other column", async () => {
    for (const [path, columns] of LISTS) {
      for (const column of columns) {
        for (const sort of ["asc", "desc"]) {
          const res = await owner.get(`${path}?sortBy=${column}&sort=${sort}`);
          expect(res.status, `${path} ${column} ${sort}: ${JSON.stringify(res.body)}`).toBe(200);
        }
      }
      const bad = await owner.get(`${path}?sortBy=password`);
      expect(bad.status, path).toBe(400);
      expect(bad.body.error).toBe("Invalid sort column");
    }
  });

  it("orders tickets by subject and staff by e-mail, the exact total beside them", async () => {
    const customer = await signUpCustomer(app);
    const base = { user_id: customer.user.id as number, department: "technical", warehouse: "China" } as const;
    for (const subject of ["beta parcel", "alpha parcel", "gamma parcel"]) {
      await app.db.insert(tickets).values({ ...base, subject, message: "Where is it?" } as typeof tickets.$inferInsert);
    }
    const asc = await owner.get("/api/ticket?q=parcel&sortBy=subject&sort=asc");
    expect(asc.status, JSON.stringify(asc.body)).toBe(200);
    const subjects = asc.body.tickets.map((t: { subject: string }) => t.subject);
    expect(subjects).toHaveLength(3);
    expect(subjects).toEqual(["alpha parcel", "beta parcel", "gamma parcel"]);
    expect(asc.body.pagination).toMatchObject({ total: 3, totalPages: 1 });
    const desc = await owner.get("/api/ticket?q=parcel&sortBy=subject&sort=desc");
    expect(desc.body.tickets.map((t: { subject: string }) => t.subject)).toEqual([...subjects].reverse());

    await signInAdmin(app, "worker");
    await signInAdmin(app, "manager");
    const staff = await owner.get("/api/admins?sortBy=email&sort=asc");
    const emails = staff.body.staff.map((s: { email: string }) => s.email);
    expect(emails.length).toBeGreaterThanOrEqual(3);
    expect(emails).toEqual([...emails].sort());
    expect(staff.body.pagination.total).toBe(emails.length);
  });
});
