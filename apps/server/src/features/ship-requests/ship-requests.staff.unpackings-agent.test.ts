import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { packDeclared, prepareDutyPricing } from "../../../test/duties.js";
import { client } from "../../../test/http.js";

/**
 * Who sees an unpacking on the packing table's card (decisions 0156, 0157): it is read from the request's audit
 * trail, so the roles that read audit trails (`records.view`: the company's own staff) see when, by whom and why; a
 * partner agent packing the request again at its desk sees neither the staff member's name nor staff's reason.
 */
const { app } = await buildTestApp();
const owner = await prepareDutyPricing(app);
const manager = await signInAdmin(app, "manager");
const REASON = "Customer disputes the freight: repack in the smaller box.";
const DECLARED = [{ description: "Smartphone", quantity: 1, unit_value: "400", currency: "USD", hs_code: "851713" }];

describe("an unpacking on the packing table's card, by role", () => {
  it("the company's staff read when, by whom and why; a partner agent of the warehouse reads none of it", async () => {
    const p = await packDeclared(app, owner, DECLARED);
    expect(p.packed.status, JSON.stringify(p.packed.body)).toBe(201);
    const unpacked = await client(app, manager.token).post(`/api/admin/ship-requests/${p.id}/unpack`, {
      reason: REASON,
    });
    expect(unpacked.status, JSON.stringify(unpacked.body)).toBe(200);

    const cardAs = async (token: string) => {
      const list = await client(app, token).get(`/api/admin/ship-requests?status=submitted&q=${p.id}`);
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      const card = list.body.ship_requests.find((r: { id: number }) => r.id === p.id);
      expect(card, "the request is on the caller's packing table").toBeDefined();
      return card;
    };
    const worker = await signInAdmin(app, "worker", ["Trail Richmond"]);
    for (const token of [manager.token, worker.token]) {
      expect((await cardAs(token)).unpackings).toEqual([
        { at: expect.any(String), by: "Sam managerson (manager)", reason: REASON },
      ]);
    }

    const agent = await signInAdmin(app, "agent", ["Trail Richmond"]);
    const card = await cardAs(agent.token);
    expect(card.unpackings).toEqual([]);
    const text = JSON.stringify(card);
    for (const secret of [REASON, "repack in the smaller box", "managerson"]) {
      expect(text, `the agent's card holds ${secret}`).not.toContain(secret);
    }
  });
});
