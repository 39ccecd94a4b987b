import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../src/db/client.js";
import { insertCustomer, insertShipment, insertStaff } from "../src/db/factories/index.js";
import { trackingEvents } from "../src/db/schema.js";
import { type RunningServer, type ServerProcesses, scratchPostgres, startServersOnOneDatabase } from "./processes.js";

/**
 * Each server process caches public tracking answers (features/tracking/tracking-cache.ts). A change made through
 * one process, or straight in the database, must be what the other process's very next lookup shows: the
 * database's notifications, and the listener's round trip before a cached answer is served, make it so.
 * Runs in the 'postgres' vitest project.
 */
const scratch = await scratchPostgres();
const SECRET = "tracking-two-processes-".padEnd(48, "x");
const NUMBER = "SWGTWOPROC1";
const STAFF = { email: "owner@two.test", password: "TwoProcesses1" };

async function track(server: RunningServer) {
  const res = await fetch(`${server.url}/api/track/${NUMBER}`);
  expect(res.status).toBe(200);
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the tracking answer's JSON
  return (await res.json()) as any;
}

describe.skipIf(!scratch)("tracking answers cached by two server processes on one PostgreSQL", () => {
  let processes: ServerProcesses | undefined;
  let a: RunningServer;
  let b: RunningServer;
  let shipmentId: number;

  beforeAll(async () => {
    processes = await startServersOnOneDatabase(scratch!.url, {
      env: { JWT_SECRET: SECRET },
      seed: async (db) => {
        const owner = await insertCustomer(db, { email_address: "owner@customer.test" });
        const shipment = await insertShipment(db, owner, { tracking_number: NUMBER, shipment_status: "Pending" });
        shipmentId = shipment.id;
        await insertStaff(db, { email: STAFF.email, password: STAFF.password, role: "owner" });
      },
    });
    [a, b] = processes.servers as [RunningServer, RunningServer];
  }, 240_000);

  afterAll(async () => {
    processes?.stop();
    await scratch?.drop();
  });

  it("shows a status change made through process A on process B's very next lookup, every time", async () => {
    const login = await fetch(`${a.url}/api/admins/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(STAFF),
    });
    expect(login.status).toBe(200);
    const token = ((await login.json()) as { token: string }).token;
    const statuses = ["In Transit", "Available", "Delivered", "In Transit", "Available", "Pending"] as const;
    for (const status of statuses) {
      // B answers twice (the second from its cache), then A changes the status, then B's next lookup has it.
      const before = (await track(b)).shipment_status;
      expect((await track(b)).shipment_status).toBe(before);
      const changed = await fetch(`${a.url}/api/shipment/shipment-status`, {
        method: "PUT",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ tracking_number: NUMBER, shipment_status: status }),
      });
      expect(changed.status).toBe(200);
      const after = await track(b);
      expect(after.shipment_status).toBe(status);
      expect(after.history[0].shipment_status).toBe(status);
      expect((await track(a)).shipment_status).toBe(status);
    }
  });

  it("shows a tracking event written straight to the database on both processes' next lookup", async () => {
    const seen = await Promise.all([track(a), track(b), track(a), track(b)]);
    for (const answer of seen) expect(answer.events).toHaveLength(0);
    const database = await openDatabase({ url: scratch!.url });
    try {
      await database.db.insert(trackingEvents).values({
        shipment_id: shipmentId,
        kind: "milestone",
        milestone: "departed_origin",
        source: "staff",
        occurred_at: new Date(),
      });
    } finally {
      await database.close();
    }
    for (const server of [b, a]) expect((await track(server)).events).toHaveLength(1);
  });
});
