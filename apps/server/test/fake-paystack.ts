import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { answerDedicatedAccounts, type FakeCustomer } from "./fake-paystack-dedicated.js";

/**
 * A stand-in Paystack HTTP server for tests (real sockets on a free port): it keeps the
 * transactions it initialized, answers verify from them, and can be scripted to misbehave
 * (5xx, dropped connections, hanging, `status: false`) for the next calls.
 */

export interface FakeTransaction {
  reference: string;
  email: string;
  amount: number;
  currency: string;
  metadata: unknown;
  status: string;
  access_code: string;
  /** ISO; the list (GET /transaction) filters on it. */
  created_at?: string;
  channel?: string;
  customer_code?: string;
  /** When the customer paid, as Paystack reports it; the time of asking when unset. */
  paid_at?: string;
}

export type Scripted = { http: number; body: unknown } | "reset" | "hang";

export interface RecordedRequest {
  method: string;
  path: string;
  authorization?: string;
  body: unknown;
}

export async function startFakePaystack(secretKey: string) {
  const transactions = new Map<string, FakeTransaction>();
  const customers = new Map<string, FakeCustomer>();
  const requests: RecordedRequest[] = [];
  const script: Scripted[] = [];
  const hanging = new Set<ServerResponse>();
  let codes = 0;

  const send = (res: ServerResponse, http: number, body: unknown) => {
    res.writeHead(http, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = "";
      req.on("data", (chunk) => (data += chunk));
      req.on("end", () => resolve(data));
    });

  const server = createServer(async (req, res) => {
    const raw = await readBody(req);
    const path = req.url ?? "/";
    requests.push({
      method: req.method ?? "GET",
      path,
      authorization: req.headers.authorization,
      body: raw ? JSON.parse(raw) : undefined,
    });
    const next = script.shift();
    if (next === "reset") return req.socket.destroy();
    if (next === "hang") return void hanging.add(res);
    if (next) return send(res, next.http, next.body);
    if (req.headers.authorization !== `Bearer ${secretKey}`)
      return send(res, 401, { status: false, message: "Invalid key" });

    if (req.method === "POST" && path === "/transaction/initialize") {
      const body = JSON.parse(raw);
      if (transactions.has(body.reference))
        return send(res, 400, { status: false, message: "Duplicate Transaction Reference" });
      const txn: FakeTransaction = {
        reference: body.reference,
        email: body.email,
        amount: body.amount,
        currency: body.currency ?? "NGN",
        metadata: body.metadata,
        status: "abandoned",
        access_code: `fake_access_${++codes}`,
        created_at: new Date().toISOString(),
      };
      transactions.set(txn.reference, txn);
      return send(res, 200, {
        status: true,
        message: "Authorization URL created",
        data: {
          authorization_url: `https://checkout.example/${txn.access_code}`,
          access_code: txn.access_code,
          reference: txn.reference,
        },
      });
    }
    if (req.method === "POST" && path === "/refund") {
      const body = JSON.parse(raw);
      const txn = transactions.get(String(body.transaction));
      if (!txn) return send(res, 404, { status: false, message: "Transaction not found" });
      if (txn.status === "reversed")
        return send(res, 400, { status: false, message: "Transaction has been fully reversed" });
      if (txn.status !== "success") return send(res, 400, { status: false, message: "Transaction was not successful" });
      txn.status = "reversed";
      return send(res, 200, {
        status: true,
        message: "Refund has been queued for processing",
        data: { id: 7_000_000 + ++codes, status: "pending", amount: body.amount ?? txn.amount, currency: txn.currency },
      });
    }
    const dedicated = answerDedicatedAccounts(req.method ?? "GET", path, raw, { transactions, customers });
    if (dedicated) return send(res, dedicated.http, dedicated.body);
    const verify = /^\/transaction\/verify\/([^/?]+)$/.exec(path);
    if (req.method === "GET" && verify) {
      const txn = transactions.get(decodeURIComponent(verify[1]!));
      if (!txn) return send(res, 400, { status: false, message: "Transaction reference not found" });
      return send(res, 200, { status: true, message: "Verification successful", data: transactionData(txn) });
    }
    send(res, 404, { status: false, message: "Not found" });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    transactions,
    customers,
    requests,
    /** The next calls get these answers, in order, whatever they ask. */
    script: (...answers: Scripted[]) => script.push(...answers),
    /** What a charge.success webhook (or a verify) reports for this transaction. */
    data: (reference: string) => transactionData(transactions.get(reference)!),
    reset() {
      script.length = 0;
      requests.length = 0;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakePaystack = Awaited<ReturnType<typeof startFakePaystack>>;

export function transactionData(txn: FakeTransaction) {
  return {
    id: 4_000_000 + txn.reference.length,
    domain: "test",
    status: txn.status,
    reference: txn.reference,
    amount: txn.amount,
    currency: txn.currency,
    gateway_response:
      txn.status === "success"
        ? "Successful"
        : txn.status === "failed"
          ? "Declined"
          : "The transaction was not completed",
    paid_at: txn.status === "success" ? (txn.paid_at ?? new Date().toISOString()) : null,
    channel: txn.channel ?? "card",
    created_at: txn.created_at,
    metadata: txn.metadata,
    customer: { email: txn.email, customer_code: txn.customer_code },
  };
}
