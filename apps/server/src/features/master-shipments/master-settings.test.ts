import { DEFAULT_MASTER_STALE_DAYS } from "@app/shared/master-shipments/staff";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { appSettings } from "../../db/schema.js";
import { MASTER_STALE_DAYS_KEY, masterStaleDays } from "./master-settings.js";

const { app } = await buildTestApp();
const URL = "/api/admin/master-shipments/settings";

describe("the master-shipment settings (days without movement before staff are alerted)", () => {
  it("every staff member reads them (the default until changed); owners and managers change them", async () => {
    const worker = await signInAdmin(app, "worker");
    const manager = await signInAdmin(app, "manager");
    const owner = await signInAdmin(app, "owner");
    expect((await client(app, worker.token).get(URL)).body).toEqual({
      stale_days: DEFAULT_MASTER_STALE_DAYS,
      history: [],
    });

    expect((await client(app, worker.token).put(URL, { stale_days: 9 })).status).toBe(403);
    const saved = await client(app, manager.token).put(URL, { stale_days: 9 });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ stale_days: 9 });
    expect((await client(app, worker.token).get(URL)).body).toMatchObject({ stale_days: 9 });

    // The form sends text; a second change updates the one row, with who made it.
    expect((await client(app, owner.token).put(URL, { stale_days: "12" })).body).toMatchObject({ stale_days: 12 });
    const rows = await app.db.select().from(appSettings).where(eq(appSettings.key, MASTER_STALE_DAYS_KEY));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ value: 12, updated_by: owner.admin.id });
    expect(await masterStaleDays(app.db)).toBe(12);

    // Each change is in the audit log, with who made it, and shown with the setting (newest first); saving the same
    // value again changes nothing and records nothing.
    expect((await client(app, owner.token).put(URL, { stale_days: 12 })).status).toBe(200);
    const { history } = (await client(app, owner.token).get(URL)).body;
    expect(history).toEqual([
      expect.objectContaining({
        actor_label: expect.stringContaining("(owner)"),
        summary: "Days without movement before staff are alerted changed from 9 to 12",
      }),
      expect.objectContaining({
        actor_label: expect.stringContaining("(manager)"),
        summary: `Days without movement before staff are alerted changed from ${DEFAULT_MASTER_STALE_DAYS} to 9`,
      }),
    ]);
  });

  it("refuses days out of range with the field's message and keeps the stored value", async () => {
    const owner = await signInAdmin(app, "owner");
    const before = (await client(app, owner.token).get(URL)).body;
    for (const [value, message] of [
      [0, "At least 1 day"],
      [61, "At most 60 days"],
      [2.5, "Enter a whole number of days"],
      ["soon", "Enter a number of days"],
    ] as const) {
      const res = await client(app, owner.token).put(URL, { stale_days: value });
      expect(res.status).toBe(400);
      expect(res.body.fields).toEqual({ stale_days: message });
    }
    expect((await client(app, owner.token).get(URL)).body).toEqual(before);
  });
});
