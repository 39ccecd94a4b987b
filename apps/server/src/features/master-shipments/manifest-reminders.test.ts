import { asc, gt } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { insertCustomer, insertStaff } from "../../db/factories/index.js";
import { insertMaster, insertPaidShipRequest } from "../../db/factories/masters.js";
import { mailOutbox } from "../../db/schema.js";
import { runIfDue } from "../../lib/schedule.js";
import { manifestRemindersJob } from "./manifest-reminders.js";

const { app } = await buildTestApp();
const job = manifestRemindersJob({ publicUrl: "https://swiftway.example" });

describe("the advance manifest reminder", async () => {
  const worker = await signInAdmin(app, "worker");
  await insertStaff(app.db, { role: "worker", email: "london@staff.test", warehouses: ["Brixton"] });
  await insertStaff(app.db, { role: "agent", email: "agent@staff.test", warehouses: ["Trail Richmond"] });
  const customer = await insertCustomer(app.db);
  // Expected on 5 December: the day starts at 2026-12-04T23:00Z in Lagos, 30 hours after 2026-12-03T17:00Z.
  const arriving = async (values: Parameters<typeof insertMaster>[1] = {}, loaded = true) => {
    const master = await insertMaster(app.db, { expected_arrival_date: "2026-12-05", ...values });
    if (loaded) await insertPaidShipRequest(app.db, customer, { shipment: { master_shipment_id: master.id } });
    return master;
  };
  const due = await arriving({ cutoff_at: new Date("2026-12-02T10:00:00Z") });
  const downloaded = await arriving({ cutoff_at: new Date(Date.now() - 60_000) });
  await arriving({ last_milestone: "arrived_destination" });
  await arriving({}, false);
  expect((await client(app, worker.token).get(`/api/admin/master-shipments/${downloaded.id}/manifest`)).status).toBe(
    200,
  );

  const [last] = await app.db.select({ id: mailOutbox.id }).from(mailOutbox).orderBy(asc(mailOutbox.id));
  const sent = () =>
    app.db
      .select({ to: mailOutbox.to_address, subject: mailOutbox.subject, html: mailOutbox.html })
      .from(mailOutbox)
      .where(gt(mailOutbox.id, last?.id ?? 0))
      .orderBy(asc(mailOutbox.id));

  it("waits until arrival is less than 30 hours away", async () => {
    const outcome = await runIfDue(app.db, job, new Date("2026-12-03T16:59:00Z"));
    expect(outcome.ran).toBe(false);
    expect(await sent()).toEqual([]);
  });

  it("then fires once for the master whose manifest nobody downloaded, to the staff of its origin", async () => {
    const first = await runIfDue(app.db, job, new Date("2026-12-03T17:05:00Z"));
    expect(first).toMatchObject({ ran: true });
    const again = await runIfDue(app.db, job, new Date("2026-12-03T17:10:00Z"));
    expect(again.ran).toBe(false);
    expect((await runIfDue(app.db, job, new Date("2026-12-04T20:00:00Z"))).ran).toBe(false);

    const mails = await sent();
    expect(new Set(mails.map((m) => m.subject))).toEqual(
      new Set([`Download the advance manifest of ${due.reference}`]),
    );
    const to = mails.map((m) => m.to);
    expect(to).toContain(worker.email);
    expect(new Set(to).size).toBe(to.length);
    // Not London's worker (another warehouse) nor the agent (who may not download manifests).
    expect(to).not.toContain("london@staff.test");
    expect(to).not.toContain("agent@staff.test");
    expect(mails[0]!.html).toContain(`/admin/master-shipments/${due.id}`);
  });
});
