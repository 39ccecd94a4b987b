// POST /api/admin/master-shipments/{id}/updates: one milestone on a master shipment carrying BENCH_MASTER_SHIPMENTS
// (default 2,000) paid ship requests' shipments of BENCH_MASTER_CUSTOMERS (default 500) customers must record a
// tracking event on every linked shipment, derive their statuses (with history), ship the requests and queue one
// e-mail per customer within 2 s on PostgreSQL (the target of this scenario). The paid ship requests and their shipments
// are inserted in bulk with SQL (PostgreSQL only: the embedded database is held by the server); the master is opened
// and loaded over HTTP (500 requests per call, the API's limit), then 'Departed origin' is posted and timed. The
// answer, the events, the shipped requests and the queued e-mails are checked afterwards. A second milestone (in
// customs) is timed too: it changes no ship request, and its e-mails are queued while the first ones are sent.
// It runs on the PostgreSQL bench database only (databases: "PostgreSQL").
import pg from "pg";

const SHIPMENTS = Number(process.env.BENCH_MASTER_SHIPMENTS ?? 2000);
const CUSTOMERS = Number(process.env.BENCH_MASTER_CUSTOMERS ?? 500);
const TARGET_MS = 2000;
const LOAD_CHUNK = 500;

async function request(baseUrl, method, path, { token, json } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { "content-type": "application/json" } : {}),
    },
    body: json ? JSON.stringify(json) : undefined,
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith("{") ? JSON.parse(text) : text };
}

function expectStatus(res, status, what) {
  if (res.status !== status)
    throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 400)}`);
  return res.body;
}

/** SHIPMENTS paid ship requests at Trail Richmond, each with its shipment, spread over the first CUSTOMERS bench customers. */
async function insertPaidRequests(databaseUrl, run) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `with made as (
        insert into shipments (tracking_number, user_id, email_address, shipment_status, payment_status,
          delivery_address, shipping_cost, currency, warehouse_arrival_date, shipment_date, estimated_delivery_date,
          weight, country)
        select 'SWM' || $1 || g, c.id, c.email_address, 'Pending', 'Paid', 'Pickup at our Lagos office (yaba)',
          45, 'USD ($)', current_date - 3, current_date, current_date + 5, 2.5, 'USA'
        from generate_series(1, $2::int) g
        join customers c on c.email_address = 'customer' || (1 + g % $3::int) || '@bench.test'
        returning id, user_id
      )
      insert into ship_requests (user_id, warehouse, status, consolidate, repack, service, delivery, office, currency,
        quote_total_minor, shipment_id)
      select user_id, 'Trail Richmond', 'paid', true, 'keep_outer_box', 'air_express', 'office_pickup', 'yaba', 'USD',
        4500, id
      from made
      returning id`,
      [run, SHIPMENTS, CUSTOMERS],
    );
    await db.query("analyze shipments; analyze ship_requests");
    return rows.map((r) => r.id);
  } finally {
    await db.end();
  }
}

async function countsAfter(databaseUrl, updateId, requestIds) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `select (select count(*)::int from tracking_events where master_update_id = $1) as events,
        (select count(*)::int from ship_requests where id = any($2::int[]) and status = 'shipped') as shipped`,
      [updateId, requestIds],
    );
    return rows[0];
  } finally {
    await db.end();
  }
}

export default {
  name: "master-milestone",
  title: `POST /api/admin/master-shipments/{id}/updates (one milestone, ${SHIPMENTS.toLocaleString("en-US")} linked shipments of ${CUSTOMERS} customers)`,
  databases: "PostgreSQL",
  async run(ctx) {
    const { baseUrl, databaseUrl, label } = ctx.target;
    const run = Date.now().toString(36).toUpperCase();
    const token = expectStatus(
      await request(baseUrl, "POST", "/api/admins/login", { json: ctx.fixtures.admin }),
      200,
      "login",
    ).token;

    let started = performance.now();
    const requestIds = await insertPaidRequests(databaseUrl, run);
    if (requestIds.length !== SHIPMENTS)
      throw new Error(`made ${requestIds.length} paid ship requests, not ${SHIPMENTS}`);
    console.log(`    ${SHIPMENTS} paid ship requests made in ${((performance.now() - started) / 1000).toFixed(1)} s`);

    const master = expectStatus(
      await request(baseUrl, "POST", "/api/admin/master-shipments", {
        token,
        json: {
          mode: "air",
          carrier: "Bench Cargo",
          transport_document: `235-${run}`,
          origin: "Trail Richmond",
          destination: "Lagos (LOS)",
        },
      }),
      201,
      "opening the master",
    );
    started = performance.now();
    const loadTimes = [];
    for (let start = 0; start < requestIds.length; start += LOAD_CHUNK) {
      const t = performance.now();
      expectStatus(
        await request(baseUrl, "POST", `/api/admin/master-shipments/${master.id}/shipments`, {
          token,
          json: { ship_request_ids: requestIds.slice(start, start + LOAD_CHUNK) },
        }),
        200,
        "loading",
      );
      loadTimes.push(performance.now() - t);
    }
    console.log(
      `    loaded in ${loadTimes.length} calls of ${LOAD_CHUNK}: ${loadTimes.map((t) => `${t.toFixed(0)} ms`).join(", ")}`,
    );

    const post = async (body) => {
      const t = performance.now();
      const res = await request(baseUrl, "POST", `/api/admin/master-shipments/${master.id}/updates`, {
        token,
        json: body,
      });
      const ms = performance.now() - t;
      return { ms, body: expectStatus(res, 201, `posting ${body.milestone}`) };
    };
    const departed = await post({ kind: "milestone", milestone: "departed_origin", place: "Houston (IAH)" });
    const { update } = departed.body;
    if (update.shipments_count !== SHIPMENTS || update.notified_count !== CUSTOMERS)
      throw new Error(`the update reached ${update.shipments_count} shipments and ${update.notified_count} customers`);
    const counts = await countsAfter(databaseUrl, update.id, requestIds);
    if (counts.events !== SHIPMENTS || counts.shipped !== SHIPMENTS)
      throw new Error(`after the milestone: ${JSON.stringify(counts)}`);
    const customs = await post({ kind: "milestone", milestone: "in_customs", customs_reason: "inspection" });

    const verdict = departed.ms <= TARGET_MS ? "within" : "OVER";
    console.log(
      `    ${label}: 'Departed origin' on ${SHIPMENTS} shipments (${CUSTOMERS} e-mails) in ${departed.ms.toFixed(0)} ms ` +
        `(${verdict} the ${TARGET_MS} ms target); 'In customs' in ${customs.ms.toFixed(0)} ms`,
    );
    return [
      {
        label: `milestone on ${SHIPMENTS} shipments (≤ ${TARGET_MS} ms target)`,
        text: `${departed.ms.toFixed(0)} ms departed (${verdict} target), ${customs.ms.toFixed(0)} ms in customs`,
      },
    ];
  },
};
