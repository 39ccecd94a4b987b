import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, like } from "drizzle-orm";
import { openDatabase } from "../src/db/client.js";
import { mailOutbox } from "../src/db/schema.js";
import { insertShipmentInvoice } from "../src/db/factories/index.js";
import { VISITOR_RATE_LIMIT } from "../src/features/visitors/visitors.routes.js";
import { type RunningServer, type ServerProcesses, scratchPostgres, startServersOnOneDatabase } from "./processes.js";

/**
 * Two real server processes on one PostgreSQL database share what used to live in one process's memory: a client
 * gets a rate limit once in total, not once per process, and a sandbox checkout started on one process is paid
 * and verified through the other. Runs in the 'postgres' vitest project.
 */
const scratch = await scratchPostgres();
const SECRET = "two-processes-secret-".padEnd(48, "x");

async function call(server: RunningServer, method: string, path: string, body?: unknown, token?: string) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // biome-ignore lint/suspicious/noExplicitAny: the test reads whatever JSON each route answers
  return { status: res.status, body: (await res.json()) as any };
}

describe.skipIf(!scratch)("two server processes on one PostgreSQL", () => {
  let processes: ServerProcesses | undefined;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    processes = await startServersOnOneDatabase(scratch!.url, {
      env: { JWT_SECRET: SECRET, PAYSTACK_ACCEPTS_USD: "true" },
    });
    [a, b] = processes.servers as [RunningServer, RunningServer];
  }, 240_000);

  afterAll(async () => {
    processes?.stop();
    await scratch?.drop();
  });

  it("counts one client's requests against one limit in total, whichever process answers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < VISITOR_RATE_LIMIT.max + 4; i++) {
      const server = i % 2 === 0 ? a : b;
      const res = await call(server, "POST", "/api/subscribe", { email_address: `reader${i}@example.com` });
      statuses.push(res.status);
    }
    expect(statuses.filter((s) => s === 201)).toHaveLength(VISITOR_RATE_LIMIT.max);
    expect(statuses.slice(VISITOR_RATE_LIMIT.max)).toEqual([429, 429, 429, 429]);
  });

  it("completes a sandbox checkout started on one process through the other", async () => {
    const email = `payer${Date.now()}@example.com`;
    const password = "Passw0rdX";
    const signup = await call(a, "POST", "/api/users/signup", {
      firstname: "Ada",
      lastname: "Lovelace",
      email_address: email,
      number: "08012345678",
      password,
    });
    expect(signup.status).toBe(201);
    const login = await call(b, "POST", "/api/users/login", { email_address: email, password });
    expect(login.status).toBe(200);
    const token = login.body.token as string;

    const database = await openDatabase({ url: scratch!.url });
    const { invoice, link } = await (async () => {
      // Paying needs a confirmed address: the link e-mailed by one process is opened on the other.
      const [mail] = await database.db
        .select({ text: mailOutbox.text_body })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to_address, email), like(mailOutbox.text_body, "%/confirm-email?token=%")));
      const link = decodeURIComponent(/\/confirm-email\?token=([A-Za-z0-9_%-]+)/.exec(mail?.text ?? "")?.[1] ?? "");
      return { ...(await insertShipmentInvoice(database.db, login.body.user)), link };
    })().finally(() => database.close());
    expect((await call(b, "POST", "/api/users/confirm-email", { token: link })).status).toBe(200);

    const started = await call(a, "POST", "/api/payments/initialize", { invoice_id: invoice.id }, token);
    expect(started.status).toBe(200);
    const paid = await call(
      b,
      "POST",
      "/api/payments/sandbox/checkout",
      {
        access_code: started.body.access_code,
        outcome: "success",
      },
      token,
    );
    expect(paid.body).toMatchObject({ status: "success", reference: started.body.reference });

    const verified = await call(a, "POST", "/api/payments/verify", { reference: started.body.reference }, token);
    expect(verified.body).toMatchObject({ paid: true, status: "success" });
    const seenFromB = await call(b, "GET", `/api/invoices/${invoice.id}`, undefined, token);
    expect(seenFromB.body.invoice.status).toBe("paid");
  });
});
