import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client } from "../../../test/http.js";
import { createPackage, insertCustomer } from "../../db/factories/index.js";
import { insertMaster, insertPaidShipRequest } from "../../db/factories/masters.js";

/*
 * A partner agent is never shown a customer's e-mail or phone (decision 0070), so no list search of theirs may match
 * them either: a search that finds a guessed address and not its neighbour tells the agent whose it is
 * (docs/decisions/0123). Name, suite and the record's own fields still find the record; company staff still find it
 * by e-mail and phone.
 */
const { app } = await buildTestApp();
const owner = await signInAdmin(app, "owner");
const agent = await signInAdmin(app, "agent", ["Guangzhou"]);

const customer = await insertCustomer(app.db, {
  firstname: "Tobias",
  lastname: "Hughes",
  email_address: "907hughes@example.test",
  number: "08031234567",
});
await createPackage(app.db, { owner: { id: customer.id }, warehouse: "Guangzhou" });
await insertPaidShipRequest(app.db, customer, { request: { warehouse: "Guangzhou" }, shipment: { country: "China" } });
const master = await insertMaster(app.db, { origin: "Guangzhou" });

/** The lists an agent may search, each with how many rows a search found. */
const LISTS = {
  packages: "/api/admin/packages",
  "ship requests": "/api/admin/ship-requests",
  "a master's loadable requests": `/api/admin/master-shipments/${master.id}/eligible`,
};

async function found(token: string, q: string) {
  const totals: Record<string, number> = {};
  for (const [name, url] of Object.entries(LISTS)) {
    const res = await client(app, token).get(`${url}?q=${encodeURIComponent(q)}`);
    expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(200);
    totals[name] = res.body.pagination.total;
  }
  return totals;
}

const none = { packages: 0, "ship requests": 0, "a master's loadable requests": 0 };
const one = { packages: 1, "ship requests": 1, "a master's loadable requests": 1 };

describe("a partner agent's list searches", () => {
  it("match no customer's e-mail or phone, in whole or in part", async () => {
    for (const q of ["907hughes@example.test", "907hughes@exa", "hughes@example", "907", "08031234567", "0803123"]) {
      expect(await found(agent.token, q), `searching ${q}`).toEqual(none);
    }
  });

  it("still match the customer's name and suite number", async () => {
    expect(await found(agent.token, "Tobias Hughes")).toEqual(one);
    expect(await found(agent.token, customer.suite_number)).toEqual(one);
  });

  it("company staff still find the customer's records by e-mail and phone", async () => {
    expect(await found(owner.token, "907hughes@example.test")).toEqual(one);
    expect((await found(owner.token, "0803123")).packages).toBe(1);
    expect((await found(owner.token, "0803123"))["ship requests"]).toBe(1);
  });
});
