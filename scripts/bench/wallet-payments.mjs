// POST /api/wallet/pay-invoice: BENCH_WALLET_PAYMENTS (default 1,000) wallet payments sent at once by
// BENCH_WALLET_CUSTOMERS (default 50) bench customers, each paying BENCH_WALLET_PAYMENTS / customers naira invoices of
// their own from a balance that covers them exactly, so payments of one wallet contend for its row lock. Nothing may be
// lost or doubled: every answer is 200, every invoice is paid exactly once (amount_paid = total), every wallet ends
// at zero, there is exactly one ledger transaction per payment, every transaction sums to zero and every balance
// equals its entries. The latency of each payment (p50/p99, client side, all in flight together) is reported against
// the 100 ms p99 target. Balances and invoices are made with SQL (PostgreSQL only: databases: "PostgreSQL"); the
// customers log in over HTTP.
import pg from "pg";
import { percentile } from "./lib/fixed-rate.mjs";
import { startHelloServer, waitUntilWarm } from "./lib/processes.mjs";

const PAYMENTS = Number(process.env.BENCH_WALLET_PAYMENTS ?? 1000);
const CUSTOMERS = Number(process.env.BENCH_WALLET_CUSTOMERS ?? 50);
const INVOICE_KOBO = 150_000;
const TARGET_MS = 100;
const TARGET = `wallet payments: ${PAYMENTS.toLocaleString("en-US")} at once on PostgreSQL, none lost or doubled, p99 ≤ ${TARGET_MS} ms`;

async function request(baseUrl, method, path, { token, json, ip } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { "content-type": "application/json" } : {}),
      ...(ip ? { "x-forwarded-for": ip } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith("{") ? JSON.parse(text) : text };
}

/**
 * The floor: the same burst (PAYMENTS requests at once, fresh connections, from this process) against a bare Fastify
 * hello-world on this machine. No server answers a burst faster than this; the payments' p99 is read against it.
 */
async function helloWorldBurst() {
  const hello = await startHelloServer();
  try {
    const times = await Promise.all(
      Array.from({ length: PAYMENTS }, async (_, i) => {
        const t = performance.now();
        await request(hello.baseUrl, "GET", "/", { ip: `10.79.${Math.floor(i / 250)}.${1 + (i % 250)}` }).catch(
          () => null,
        );
        return performance.now() - t;
      }),
    );
    return times.sort((a, b) => a - b);
  } finally {
    await hello.stop();
  }
}

/** Each customer's wallet credited (one balanced staff credit each) and PAYMENTS naira invoices spread over them. */
async function prepare(db, run, perCustomer) {
  const emails = Array.from({ length: CUSTOMERS }, (_, i) => `customer${i + 1}@bench.test`);
  const { rows: customers } = await db.query(
    "select id, email_address from customers where email_address = any($1::text[]) order by id",
    [emails],
  );
  if (customers.length !== CUSTOMERS) throw new Error(`found ${customers.length} bench customers, not ${CUSTOMERS}`);
  const ids = customers.map((c) => c.id);
  await db.query("begin");
  await db.query(
    `insert into ledger_accounts (kind, customer_id, balance_minor)
     select 'customer_wallet', id, 0 from unnest($1::int[]) id on conflict do nothing`,
    [ids],
  );
  const { rows: wallets } = await db.query(
    "select id, customer_id, balance_minor from ledger_accounts where customer_id = any($1::int[])",
    [ids],
  );
  const credit = perCustomer * INVOICE_KOBO;
  for (const wallet of wallets) {
    const { rows } = await db.query(
      `insert into ledger_transactions (cause, amount_minor, customer_id, idempotency_key, actor_kind, actor_label, reason)
       values ('staff_credit', $1, $2, $3, 'system', 'bench', 'wallet-payments bench') returning id`,
      [credit, wallet.customer_id, `bench-${run}-${wallet.customer_id}`],
    );
    await db.query(
      `insert into ledger_entries (transaction_id, account_id, amount_minor)
       values ($1, $2, $3), ($1, (select id from ledger_accounts where kind = 'staff_adjustments' and customer_id is null), -$3)`,
      [rows[0].id, wallet.id, credit],
    );
  }
  const { rows: invoices } = await db.query(
    `insert into invoices (transaction_id, status, reference_type, reference_id, user_id, admin_id, total_amount,
       currency, due_date)
     select 'WB' || $1 || '-' || g, 'pending', 'pickup',
       (select coalesce(max(reference_id), 0) from invoices where reference_type = 'pickup') + 1 + g,
       ($4::int[])[1 + g % cardinality($4::int[])], (select min(id) from admins), $2::numeric / 100, 'NGN',
       now() + interval '7 days'
     from generate_series(0, $3::int - 1) g
     returning id, user_id`,
    [run, INVOICE_KOBO, PAYMENTS, ids],
  );
  await db.query("commit");
  return {
    customers,
    invoices,
    before: new Map(wallets.map((w) => [w.customer_id, Number(w.balance_minor) + credit])),
  };
}

export default {
  name: "wallet-payments",
  title: `POST /api/wallet/pay-invoice (${PAYMENTS.toLocaleString("en-US")} at once, ${CUSTOMERS} wallets)`,
  databases: "PostgreSQL",
  targets: [TARGET],
  async run(ctx) {
    const { baseUrl, databaseUrl } = ctx.target;
    if (PAYMENTS % CUSTOMERS !== 0)
      throw new Error("BENCH_WALLET_PAYMENTS must be a multiple of BENCH_WALLET_CUSTOMERS");
    const perCustomer = PAYMENTS / CUSTOMERS;
    const run = Date.now().toString(36).toUpperCase();
    // The payments meet the server as it runs all day, not one still filling its tracking cache after its start.
    await waitUntilWarm(baseUrl);
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      const { customers, invoices, before } = await prepare(db, run, perCustomer);
      const tokens = new Map();
      for (const [i, customer] of customers.entries()) {
        const login = await request(baseUrl, "POST", "/api/users/login", {
          json: { email_address: customer.email_address, password: ctx.fixtures.customer.password },
          ip: `10.77.${Math.floor(i / 250)}.${1 + (i % 250)}`,
        });
        if (login.status !== 200) throw new Error(`login of ${customer.email_address}: ${login.status}`);
        tokens.set(customer.id, login.body.token);
      }
      const { rows: beforeTx } = await db.query(
        "select count(*)::int as n from ledger_transactions where cause = 'invoice_payment'",
      );

      const started = performance.now();
      const results = await Promise.all(
        invoices.map(async (invoice, i) => {
          const t = performance.now();
          // A refused or reset connection (1,000 sockets at once) counts as a failed payment, not a crash of the run.
          const res = await request(baseUrl, "POST", "/api/wallet/pay-invoice", {
            token: tokens.get(invoice.user_id),
            json: { invoice_id: invoice.id, idempotency_key: `bench-${run}-${invoice.id}` },
            ip: `10.78.${Math.floor(i / 250)}.${1 + (i % 250)}`,
          }).catch((error) => ({ status: 0, body: String(error?.cause?.code ?? error?.message ?? error) }));
          return { status: res.status, ms: performance.now() - t, body: res.body };
        }),
      );
      const wall = performance.now() - started;
      const failures = results.filter((r) => r.status !== 200);

      const ids = invoices.map((i) => i.id);
      const { rows: state } = await db.query(
        `select
           (select count(*)::int from invoices where id = any($1::int[]) and status = 'paid' and amount_paid_minor = $2) as paid,
           (select count(*)::int from ledger_transactions where cause = 'invoice_payment') as payments,
           (select count(*)::int from (select t.id from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
              group by t.id having sum(e.amount_minor) <> 0) u) as unbalanced,
           (select count(*)::int from (select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
              where a.kind = 'customer_wallet' group by a.id having a.balance_minor <> coalesce(sum(e.amount_minor), 0)) d) as drifted`,
        [ids, INVOICE_KOBO],
      );
      const { rows: balances } = await db.query(
        "select customer_id, balance_minor from ledger_accounts where customer_id = any($1::int[])",
        [customers.map((c) => c.id)],
      );
      const wrongBalances = balances.filter(
        (b) => Number(b.balance_minor) !== before.get(b.customer_id) - perCustomer * INVOICE_KOBO,
      );
      const s = state[0];
      const newPayments = s.payments - beforeTx[0].n;
      const problems = [
        failures.length &&
          `${failures.length} payments answered non-200 (first: ${failures[0].status} ${JSON.stringify(failures[0].body).slice(0, 200)})`,
        s.paid !== PAYMENTS && `${s.paid} of ${PAYMENTS} invoices paid exactly once`,
        newPayments !== PAYMENTS && `${newPayments} payment transactions for ${PAYMENTS} payments`,
        s.unbalanced && `${s.unbalanced} unbalanced transactions`,
        s.drifted && `${s.drifted} wallets whose balance differs from their entries`,
        wrongBalances.length && `${wrongBalances.length} wallets with a wrong balance`,
      ].filter(Boolean);

      const times = results.map((r) => r.ms).sort((a, b) => a - b);
      const p50 = percentile(times, 50);
      const p99 = percentile(times, 99);
      const intact = problems.length === 0;
      const value = `${intact ? "none lost or doubled" : problems.join("; ")}, p99 ${Math.round(p99)} ms (p50 ${Math.round(p50)} ms, all ${Math.round(wall)} ms)`;
      const floor = await helloWorldBurst();
      return {
        rows: [
          {
            label: `hello-world, the same ${PAYMENTS} requests at once (the floor)`,
            text: `p99 ${Math.round(percentile(floor, 99))} ms (p50 ${Math.round(percentile(floor, 50))} ms)`,
          },
          {
            label: `wallet payments (${PAYMENTS} at once, ${CUSTOMERS} wallets)`,
            text: `${value}; ${Math.round((PAYMENTS / wall) * 1000)} payments/s`,
          },
        ],
        checks: [{ target: TARGET, value, ok: intact && p99 <= TARGET_MS }],
      };
    } finally {
      await db.end();
    }
  },
};
