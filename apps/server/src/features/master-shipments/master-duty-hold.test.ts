import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { insertPricedDuty } from "../../../test/duties.js";
import { client } from "../../../test/http.js";
import { mailsTo } from "../../../test/mail.js";
import { insertInvoice } from "../../db/factories/billing.js";
import { insertMasterWithShipments } from "../../db/factories/masters.js";
import { customsDutyAssessments, trackingEvents } from "../../db/schema.js";
import { type MasterRecipient, masterUpdateText, NOTHING_DUE_TEXT, payDutyText } from "./master-notices.js";
import type { MasterUpdateRecord } from "./master-shipments.staff.repository.js";

/** Decision 0154: a master held in customs for unpaid duties asks only the customers who owe duty to pay. */

const { app } = await buildTestApp();
const worker = await signInAdmin(app, "worker");

type Linked = Awaited<ReturnType<typeof insertMasterWithShipments>>["linked"][number];

/** The shipment priced duty-paid (₦2,000 estimated), its estimate's invoice paid or not. */
const priceDuty = (made: Linked, status: "pending" | "paid") =>
  insertPricedDuty(app.db, made.shipment, made.request.id, [200_000], {
    currency: "USD",
    amountMinor: 133,
    rate: "1500",
    status,
  });

/** Its duty assessed ₦500 above the estimate, with the difference invoice still unpaid. */
async function unpaidDifference(made: Linked, dutyId: number) {
  const [assessment] = await app.db
    .insert(customsDutyAssessments)
    .values({
      shipment_duty_id: dutyId,
      shipment_id: made.shipment.id,
      user_id: made.customer.id,
      assessed_kobo: 250_000,
      previous_kobo: 200_000,
      difference_kobo: 50_000,
      request_key: `hold-${made.shipment.id}`,
      created_by: worker.admin.id,
    })
    .returning();
  await insertInvoice(app.db, made.customer.id, {
    reference_type: "customs_duty",
    reference_id: assessment!.id,
    currency: "NGN",
    total_amount: "500.00",
    status: "pending",
  });
}

const newestMail = async (email: string) => (await mailsTo(app, email))[0]!;

/** A visitor's confirmed "Notify me" for a tracking number. */
async function follow(trackingNumber: string, email: string) {
  expect((await client(app).post("/api/track-notify", { tracking_number: trackingNumber, email })).status).toBe(200);
  const token = /\/track-package\/confirm\?token=([A-Za-z0-9_.-]+)/.exec((await newestMail(email)).text_body)?.[1];
  expect((await client(app).post("/api/track-notify/confirm", { token })).status).toBe(200);
}

describe("a master held in customs for unpaid duties (decision 0154)", () => {
  it("asks those who owe duty to pay; those who paid or owe none read the plain milestone and that nothing is due", async () => {
    const { master, customers, linked } = await insertMasterWithShipments(app.db, {
      shipmentsPerCustomer: [1, 1, 1, 2],
    });
    const [owes, paid, none, mixedPaid, mixedOwes] = linked as [Linked, Linked, Linked, Linked, Linked];
    await priceDuty(owes, "pending");
    await priceDuty(paid, "paid");
    // `none` was never priced duty-paid. The fourth customer paid both estimates; one has an unpaid difference.
    await priceDuty(mixedPaid, "paid");
    await unpaidDifference(mixedOwes, (await priceDuty(mixedOwes, "paid")).duty.id);
    const number = (l: Linked) => l.shipment.tracking_number;
    await follow(number(owes), "follows-owing@example.com");
    await follow(number(paid), "follows-paid@example.com");

    const posted = await client(app, worker.token).post(`/api/admin/master-shipments/${master.id}/updates`, {
      kind: "milestone",
      milestone: "in_customs",
      customs_reason: "duties_unpaid",
      place: "Lagos (LOS)",
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body.update.notified_count).toBe(4);

    const asked = await newestMail(customers[0]!.email_address);
    expect(asked.subject).toBe(`Your shipment ${number(owes)} is held in customs (duties unpaid)`);
    expect(asked.text_body).toContain("Customs reason: Duties unpaid");
    expect(asked.text_body).toContain(payDutyText([number(owes)]));
    expect(asked.text_body).toContain("/user/invoices");

    for (const [customer, shipment] of [
      [customers[1]!, paid],
      [customers[2]!, none],
    ] as const) {
      const told = await newestMail(customer.email_address);
      expect(told.subject).toBe(`Your shipment ${number(shipment)} is held in customs`);
      expect(told.text_body).toContain("Milestone: In customs");
      expect(told.text_body).toContain(NOTHING_DUE_TEXT);
      expect(told.text_body).not.toMatch(/duties unpaid|please pay|\/user\/invoices/i);
    }

    const mixed = await newestMail(customers[3]!.email_address);
    expect(mixed.subject).toBe("Your 2 shipments are held in customs (duties unpaid)");
    expect(mixed.text_body).toContain(payDutyText([number(mixedOwes)]));

    // Their public followers are told as they are.
    expect((await newestMail("follows-owing@example.com")).subject).toBe(
      `Shipment ${number(owes)} is held in customs (duties unpaid)`,
    );
    const paidFollower = await newestMail("follows-paid@example.com");
    expect(paidFollower.subject).toBe(`Shipment ${number(paid)} is held in customs`);
    expect(paidFollower.text_body).not.toMatch(/duties unpaid/i);

    // Their timelines say the same: the reason stays on the shipments that owe duty only.
    const events = await app.db
      .select({ shipment_id: trackingEvents.shipment_id, reason: trackingEvents.customs_reason })
      .from(trackingEvents)
      .where(
        inArray(
          trackingEvents.shipment_id,
          linked.map((l) => l.shipment.id),
        ),
      );
    const reasonOf = (l: Linked) => events.find((e) => e.shipment_id === l.shipment.id)?.reason;
    expect([owes, paid, none, mixedPaid, mixedOwes].map(reasonOf)).toEqual([
      "duties_unpaid",
      null,
      null,
      null,
      "duties_unpaid",
    ]);
  });

  it("another customs reason reaches everyone as posted", async () => {
    const { master, customers, linked } = await insertMasterWithShipments(app.db, { shipmentsPerCustomer: [1, 1] });
    await priceDuty(linked[0]!, "pending");
    const posted = await client(app, worker.token).post(`/api/admin/master-shipments/${master.id}/updates`, {
      kind: "milestone",
      milestone: "in_customs",
      customs_reason: "inspection",
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    for (const customer of customers) {
      const told = await newestMail(customer.email_address);
      expect(told.subject).toMatch(/is held in customs \(inspection\)$/);
      expect(told.text_body).not.toContain(NOTHING_DUE_TEXT);
    }
    const events = await app.db
      .select()
      .from(trackingEvents)
      .where(eq(trackingEvents.master_update_id, posted.body.update.id));
    expect(events.map((e) => e.customs_reason)).toEqual(["inspection", "inspection"]);
  });

  it("the SMS asks to pay with the invoices' link, or says nothing is due", () => {
    const update = {
      kind: "milestone",
      milestone: "in_customs",
      customs_reason: "duties_unpaid",
      occurred_at: null,
      place: null,
      note: null,
      new_expected_date: null,
    } as unknown as MasterUpdateRecord;
    const recipient = (owingDuty: string[]): MasterRecipient => ({
      customer: { id: 1, email_address: "a@example.com", firstname: "Ada" },
      trackingNumbers: ["SWG1"],
      owingDuty,
    });
    expect(masterUpdateText(update, recipient(["SWG1"]), "https://x.test")).toBe(
      `Your shipment SWG1 is held in customs (duties unpaid). Milestone: In customs. Customs reason: Duties unpaid. ${payDutyText(["SWG1"])} Pay: https://x.test/user/invoices. https://x.test/track-package/SWG1`,
    );
    expect(masterUpdateText(update, recipient([]), "https://x.test")).toBe(
      `Your shipment SWG1 is held in customs. Milestone: In customs. ${NOTHING_DUE_TEXT} https://x.test/track-package/SWG1`,
    );
  });
});
