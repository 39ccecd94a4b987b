import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { insertCustomer } from "../../db/factories/accounts.js";
import { insertMasterWithShipments } from "../../db/factories/masters.js";
import { mailOutbox } from "../../db/schema.js";

const { app } = await buildTestApp();
const worker = await signInAdmin(app, "worker");

const mailsTo = (to: string) => app.db.select().from(mailOutbox).where(eq(mailOutbox.to_address, to));
const tokenIn = (text: string, path: string) => new RegExp(`${path}\\?token=([A-Za-z0-9_.-]+)`).exec(text)?.[1] ?? "";

/** A visitor's "Notify me" for a number, confirmed by the e-mailed link unless told otherwise. */
async function follow(trackingNumber: string, email: string, confirm = true) {
  expect((await client(app).post("/api/track-notify", { tracking_number: trackingNumber, email })).status).toBe(200);
  if (!confirm) return;
  const confirmation = (await mailsTo(email.toLowerCase())).sort((a, b) => b.id - a.id)[0];
  const token = tokenIn(confirmation!.text_body, "/track-package/confirm");
  expect((await client(app).post("/api/track-notify/confirm", { token })).status).toBe(200);
}

describe("a master's update reaches the public tracking subscribers of its shipments", () => {
  it("e-mails each confirmed subscriber once with the milestone and reason; unconfirmed and unsubscribed get none", async () => {
    const { master, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [2, 1] });
    const [first, second, third] = linked.map((l) => l.shipment.tracking_number) as [string, string, string];
    await follow(first, "one@example.com");
    await follow(second, "one@example.com");
    await follow(third, "pending@example.com", false);
    await follow(third, "leaver@example.com");

    const posted = await client(app, worker.token).post(`/api/admin/master-shipments/${master.id}/updates`, {
      kind: "milestone",
      milestone: "in_customs",
      // (A hold for unpaid duties keeps its reason only for shipments that owe duty: master-duty-hold.test.ts.)
      customs_reason: "inspection",
      place: "Lagos (LOS)",
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);

    const updates = (email: string) => mailsTo(email).then((m) => m.filter((x) => x.subject.startsWith("Shipment ")));
    const mine = await updates("one@example.com");
    expect(mine.map((m) => m.subject).sort()).toEqual(
      [first, second].map((n) => `Shipment ${n} is held in customs (inspection)`).sort(),
    );
    expect(mine[0]!.text_body).toContain("Milestone: In customs");
    expect(mine[0]!.text_body).toContain("Customs reason: Inspection");
    expect(mine[0]!.text_body).toContain("Place: Lagos (LOS)");
    expect(await updates("pending@example.com")).toHaveLength(0);

    const [leaverUpdate] = await updates("leaver@example.com");
    const unsubscribe = tokenIn(leaverUpdate!.text_body, "/track-package/unsubscribe");
    expect((await client(app).post("/api/track-notify/unsubscribe", { token: unsubscribe })).status).toBe(200);
    const released = await client(app, worker.token).post(`/api/admin/master-shipments/${master.id}/updates`, {
      kind: "milestone",
      milestone: "released",
    });
    expect(released.status).toBe(201);
    expect(await updates("leaver@example.com")).toHaveLength(1);
    expect(await updates("one@example.com")).toHaveLength(4);
  });

  it("a customer who also follows their own shipment gets one e-mail per milestone: their own notice, by their choices", async () => {
    // The account's address has capitals; "Notify me" stores addresses in lower case.
    const owner = `Owner.${Date.now()}@Example.com`;
    const { master, linked } = await insertMasterWithShipments(app.db, {
      shipmentsPerCustomer: [1, 1],
      customers: [await insertCustomer(app.db, { email_address: owner })],
    });
    const [own, other] = linked.map((l) => l.shipment.tracking_number) as [string, string];
    // The owner follows their own shipment; a stranger follows it too.
    await follow(own, owner);
    await follow(own, "neighbour@example.com");
    await follow(other, owner);

    const posted = await client(app, worker.token).post(`/api/admin/master-shipments/${master.id}/updates`, {
      kind: "milestone",
      milestone: "arrived_destination",
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const notices = (email: string) =>
      app.db
        .select()
        .from(mailOutbox)
        .where(
          sql`lower(${mailOutbox.to_address}) = ${email.toLowerCase()} and ${mailOutbox.subject} not like 'Confirm%'`,
        );
    // The owner's own notice names their shipment; the subscription to someone else's shipment still counts.
    const ownerMails = await notices(owner);
    expect(ownerMails).toHaveLength(2);
    expect(ownerMails.filter((m) => m.subject.startsWith(`Shipment ${own}`))).toHaveLength(0);
    expect(ownerMails.filter((m) => m.subject.startsWith(`Shipment ${other}`))).toHaveLength(1);
    expect(await notices("neighbour@example.com")).toHaveLength(1);
  });
});
