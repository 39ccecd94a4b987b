import type { FakeTransaction } from "./fake-paystack.js";

/**
 * The stand-in's customers, dedicated accounts and transaction list, in the shapes of Paystack's API reference:
 * POST /customer, POST /dedicated_account, DELETE /dedicated_account/:id, GET /transaction?from&to&perPage&page
 * (newest first). A customer holds one account at a time; once it is deactivated the next POST opens a new number.
 */
export interface FakeCustomer {
  customer_code: string;
  email: string;
  first_name: string;
  last_name: string;
  account_number?: string;
  account_id?: number;
}

interface State {
  transactions: Map<string, FakeTransaction>;
  customers: Map<string, FakeCustomer>;
}

/** Account numbers and ids handed out by this process (never twice, like a bank's). */
let opened = 0;

type Answer = { http: number; body: unknown } | undefined;

export function answerDedicatedAccounts(method: string, path: string, raw: string, state: State): Answer {
  if (method === "POST" && path === "/customer") {
    const body = JSON.parse(raw);
    if (typeof body.email !== "string") return { http: 400, body: { status: false, message: "Email is required" } };
    const known = [...state.customers.values()].find((c) => c.email === body.email);
    const customer = known ?? {
      customer_code: `CUS_fake${state.customers.size + 1}`,
      email: body.email,
      first_name: body.first_name,
      last_name: body.last_name,
    };
    state.customers.set(customer.customer_code, customer);
    return { http: 200, body: { status: true, message: "Customer created", data: { id: 9, ...customer } } };
  }
  if (method === "POST" && path === "/dedicated_account") {
    const body = JSON.parse(raw);
    const customer = state.customers.get(String(body.customer));
    if (!customer) return { http: 404, body: { status: false, message: "Customer not found" } };
    if (!customer.account_number) {
      opened += 1;
      customer.account_number = String(9_930_000_000 + opened);
      customer.account_id = 250 + opened;
    }
    return {
      http: 200,
      body: {
        status: true,
        message: "NUBAN successfully created",
        data: {
          id: customer.account_id,
          account_name: `KAROKART / ${customer.first_name} ${customer.last_name}`.toUpperCase(),
          account_number: customer.account_number,
          assigned: true,
          currency: "NGN",
          active: true,
          bank: { name: "Wema Bank", id: 20, slug: body.preferred_bank ?? "wema-bank" },
          customer: { customer_code: customer.customer_code, email: customer.email },
        },
      },
    };
  }
  const closing = /^\/dedicated_account\/(\d+)$/.exec(path);
  if (method === "DELETE" && closing) {
    const customer = [...state.customers.values()].find((c) => c.account_id === Number(closing[1]));
    if (!customer) return { http: 404, body: { status: false, message: "Dedicated account not found" } };
    const closed = { id: customer.account_id, account_number: customer.account_number, assigned: false, active: false };
    customer.account_number = undefined;
    customer.account_id = undefined;
    return { http: 200, body: { status: true, message: "Managed Account Successfully Unassigned", data: closed } };
  }
  const url = new URL(path, "http://fake");
  if (method === "GET" && url.pathname === "/transaction") {
    const from = Date.parse(url.searchParams.get("from") ?? "");
    const to = Date.parse(url.searchParams.get("to") ?? "");
    const perPage = Number(url.searchParams.get("perPage") ?? 50);
    const page = Number(url.searchParams.get("page") ?? 1);
    const status = url.searchParams.get("status");
    const rows = [...state.transactions.values()]
      .filter((t) => {
        const at = Date.parse(t.created_at ?? "");
        return at >= from && at <= to && (!status || t.status === status);
      })
      .sort((a, b) => Date.parse(b.created_at ?? "") - Date.parse(a.created_at ?? ""));
    const data = rows.slice((page - 1) * perPage, page * perPage).map((t) => ({
      id: 4_000_000 + t.reference.length,
      status: t.status,
      reference: t.reference,
      amount: t.amount,
      currency: t.currency,
      channel: t.channel ?? "card",
      paid_at: t.status === "success" ? t.created_at : null,
      created_at: t.created_at,
      customer: { email: t.email, customer_code: t.customer_code },
    }));
    return {
      http: 200,
      body: {
        status: true,
        message: "Transactions retrieved",
        data,
        meta: { total: rows.length, perPage, page, pageCount: Math.ceil(rows.length / perPage) },
      },
    };
  }
  return undefined;
}
