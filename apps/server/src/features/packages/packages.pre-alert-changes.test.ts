import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { GOOD, pdf, png, preAlertCalls } from "../../../test/pre-alerts.js";
import { auditLog, packages, uploads } from "../../db/schema.js";

/** A pre-alert after it is sent: edited, cancelled, frozen once the parcel arrives, and only ever its owner's. */

const { app, dataDir } = await buildTestApp();
const { preAlert, edit, storedFiles, packagesOf } = preAlertCalls(app, dataDir);

describe("pre-alert changes", () => {
  it("edits a pre-alert: fields, a replacing receipt whose old file goes, then no receipt", async () => {
    const { token, user } = await signUpCustomer(app);
    const created = (await preAlert(token, GOOD, [pdf()])).body.package;
    const oldUrl = created.receipt.url as string;
    const changed = await edit(
      token,
      created.id,
      { ...GOOD, description: "Three pairs of trainers", declared_value: "99" },
      [png("new.png")],
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.package).toMatchObject({
      id: created.id,
      description: "Three pairs of trainers",
      declared_value: "99.00",
      receipt: { name: "new.png", pdf: false },
    });
    expect((await client(app, token).get(oldUrl)).status).toBe(404);
    expect(storedFiles()).not.toContain(oldUrl.split("/").pop());
    const audit = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_type, "package"), eq(auditLog.entity_id, created.id)));
    expect(audit.filter((a) => a.action === "changed").map((a) => [a.field, a.old_value, a.new_value])).toEqual([
      ["description", "Two pairs of trainers", "Three pairs of trainers"],
      ["declared_value", "£120.50", "£99.00"],
    ]);

    const removed = await edit(token, created.id, { ...GOOD, remove_receipt: "true" });
    expect(removed.status).toBe(200);
    expect(removed.body.package.receipt).toBeNull();
    expect(await app.db.select().from(uploads).where(eq(uploads.owner_user_id, user.id))).toEqual([]);
  });

  it("cancels a pre-alert: the package and its receipt are gone, and the number may be pre-alerted again", async () => {
    const { token, user } = await signUpCustomer(app);
    const created = (await preAlert(token, GOOD, [pdf()])).body.package;
    const res = await client(app, token).delete(`/api/packages/${created.id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Your pre-alert has been cancelled.");
    expect(await packagesOf(user.id)).toEqual([]);
    expect((await client(app, token).get(`/api/packages/${created.id}`)).status).toBe(404);
    expect((await client(app, token).get(created.receipt.url)).status).toBe(404);
    const [audit] = await app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity_type, "package"),
          eq(auditLog.action, "pre_alert_cancelled"),
          eq(auditLog.entity_id, created.id),
        ),
      );
    expect(audit?.actor_id).toBe(user.id);
    expect((await preAlert(token)).status).toBe(201);
  });

  it("answers 409 to an edit or cancel once the package has arrived, and changes nothing", async () => {
    const { token } = await signUpCustomer(app);
    const created = (await preAlert(token)).body.package;
    await app.db
      .update(packages)
      .set({ status: "received", received_at: new Date() })
      .where(eq(packages.id, created.id));
    const changed = await edit(token, created.id, { ...GOOD, description: "Something else" });
    expect(changed.status).toBe(409);
    expect(changed.body.error).toMatch(/already arrived at our warehouse/);
    const cancelled = await client(app, token).delete(`/api/packages/${created.id}`);
    expect(cancelled.status).toBe(409);
    const after = await client(app, token).get(`/api/packages/${created.id}`);
    expect(after.body.package).toMatchObject({ status: "received", description: GOOD.description });
  });

  it("never shows, changes or cancels another customer's package (404)", async () => {
    const a = await signUpCustomer(app);
    const b = await signUpCustomer(app);
    // A number of its own: the test above received GOOD's, and a received number cannot be pre-alerted again.
    const mine = { ...GOOD, carrier_tracking_number: "1Z999AA10123456799" };
    const ofA = (await preAlert(a.token, mine, [pdf()])).body.package;
    expect((await client(app, b.token).get(`/api/packages/${ofA.id}`)).status).toBe(404);
    expect((await edit(b.token, ofA.id, { ...mine, description: "B was here" })).status).toBe(404);
    expect((await client(app, b.token).delete(`/api/packages/${ofA.id}`)).status).toBe(404);
    expect((await client(app, b.token).get(ofA.receipt.url)).status).toBe(404);
    expect((await client(app, b.token).get("/api/packages?tab=expected")).body.packages).toEqual([]);
    const still = await client(app, a.token).get(`/api/packages/${ofA.id}`);
    expect(still.body.package).toMatchObject({ description: GOOD.description, status: "expected" });
  });
});
