/**
 * The reusable checks of customer-isolation.test.ts. Every check reads A's side too (A gets its record, B does
 * not), so a route that answered 404 or an empty list to everyone would fail it.
 */
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import type { IsolationRecords } from "./customer-isolation.records.js";
import { send } from "./customer-isolation.records.js";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The call a table row makes against A's records. */
export interface RowCall {
  method: Method;
  url: string;
  body?: unknown;
}

export function isolationProofs(app: FastifyInstance, w: IsolationRecords) {
  const asA = (method: Method, url: string, body?: unknown) => send(app, w.a.token, method, url, body);
  const asB = (method: Method, url: string, body?: unknown) => send(app, w.b.token, method, url, body);
  const asStaff = (url: string) => send(app, w.staffToken, "GET", url);
  const anonymous = (method: Method, url: string, body?: unknown) => send(app, undefined, method, url, body);

  /** Everything A can read: the account, the home counts, every list and every detail. */
  async function snapshotOfA() {
    const urls = [
      "/api/users/me",
      "/api/dashboard",
      ...["shipments", "procurements", "pickups", "tickets", "invoices", "packages"].map(
        (key) => `/api/${key}?pageSize=100`,
      ),
      `/api/packages/${w.packageId}`,
      "/api/ship-requests?pageSize=100",
      `/api/ship-requests/${w.shipRequestId}`,
      `/api/shipments/${w.shipmentId}`,
      `/api/procurements/${w.procurementId}`,
      `/api/pickups/${w.pickupId}`,
      `/api/tickets/${w.ticketId}`,
      ...w.invoiceIds.map((id) => `/api/invoices/${id}`),
    ];
    const answers = await Promise.all(urls.map((url) => asA("GET", url)));
    for (const [i, res] of answers.entries()) expect(res.status, `A reads ${urls[i]}`).toBe(200);
    return Object.fromEntries(urls.map((url, i) => [url, answers[i]!.body]));
  }

  /** Runs B's write and shows that nothing A can see changed. */
  async function leavesAUnchanged(write: () => Promise<unknown>) {
    const before = await snapshotOfA();
    await write();
    expect(await snapshotOfA(), "A's records after B's call").toEqual(before);
  }

  /** A list: A's answer holds every one of A's ids; B's holds none, also when B searches by A's own values. */
  function listProof(
    key: string,
    idsOfA: (r: IsolationRecords) => number[],
    searches: (r: IsolationRecords) => string[],
  ) {
    return async (r: IsolationRecords) => {
      const ids = idsOfA(r);
      const ofA = await asA("GET", `/api/${key}?pageSize=100`);
      expect(ofA.status).toBe(200);
      expect(ofA.body[key].map((row: { id: number }) => row.id)).toEqual(expect.arrayContaining(ids));
      const queries = [
        "pageSize=100",
        "pageSize=100&sort=asc",
        ...searches(r).map((q) => `q=${encodeURIComponent(q)}`),
      ];
      for (const query of queries) {
        const ofB = await asB("GET", `/api/${key}?${query}`);
        expect(ofB.status, `B: /api/${key}?${query}`).toBe(200);
        const seen: number[] = ofB.body[key].map((row: { id: number }) => row.id);
        expect(
          seen.filter((id) => ids.includes(id)),
          `B sees A's ${key} (?${query})`,
        ).toEqual([]);
        expect(JSON.stringify(ofB.body)).not.toContain(r.a.email);
      }
    };
  }

  /** A detail URL: 200 with the record for A; 404 without any of it for B. */
  function detailProof(key: string, idsOfA: (r: IsolationRecords) => number[]) {
    return async (r: IsolationRecords) => {
      for (const id of idsOfA(r)) {
        const url = `/api/${key}s/${id}`;
        const ofA = await asA("GET", url);
        expect(ofA.status, `A: ${url}`).toBe(200);
        expect(ofA.body[key].id).toBe(id);
        const ofB = await asB("GET", url);
        expect(ofB.status, `B: ${url}`).toBe(404);
        expect(ofB.body[key]).toBeUndefined();
      }
    };
  }

  /** A creation: B's new record is B's alone; nothing of A's changes. */
  function createProof(key: string) {
    return async (_r: IsolationRecords, call: RowCall) => {
      const before = (await asB("GET", `/api/${key}`)).body.pagination.total as number;
      await leavesAUnchanged(async () => {
        const created = await asB(call.method, call.url, call.body);
        expect(created.status, JSON.stringify(created.body)).toBe(201);
      });
      expect((await asB("GET", `/api/${key}`)).body.pagination.total, `B's ${key}`).toBe(before + 1);
    };
  }

  /** An account write: it changes B (as B's /users/me shows) and never A. */
  // biome-ignore lint/suspicious/noExplicitAny: the public user as JSON
  function accountProof(seenInB: (user: any) => boolean) {
    return async (r: IsolationRecords, call: RowCall) => {
      await leavesAUnchanged(async () => {
        const res = await asB(call.method, call.url, call.body);
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      });
      const me = await asB("GET", "/api/users/me");
      expect(me.body.user.id).toBe(r.b.user.id);
      expect(seenInB(me.body.user), `B's change shows in B's account: ${JSON.stringify(me.body.user)}`).toBe(true);
    };
  }

  return { asA, asB, asStaff, anonymous, leavesAUnchanged, listProof, detailProof, createProof, accountProof };
}
