// POST /api/admin/packages/receive: the receiving desk saving parcels, without photos (multipart form as the desk
// sends it). BENCH_RECEIVE_DESKS desks (default 1) save one parcel after another with no pause, until BENCH_RECEIVES
// parcels (default 1,000) are in; every save's time is measured from the request to the answer. One desk saving
// back to back already asks more than a warehouse full of people scanning (a person saves every few seconds);
// more desks measure the server's queueing under load. A tenth of the parcels match a customer's pre-alert (the pre-alert becomes 'received'), a tenth have
// no known owner (the unknown-owner queue), the rest are received for a chosen customer; each queues its arrival
// e-mail in the same transaction, as in production. A warm-up of 100 saves is not counted. Target: p99 ≤ 50 ms.
import { percentile } from "./lib/fixed-rate.mjs";
const RECEIVES = Number(process.env.BENCH_RECEIVES ?? 1000);
const DESKS = Number(process.env.BENCH_RECEIVE_DESKS ?? 1);
const WARMUP = 100;
const TARGET_P99_MS = 50;
const WAREHOUSES = ["Trail Richmond", "Brixton", "Sabo Yaba", "Isolo", "Guangzhou"];
const CARRIERS = ["UPS", "FedEx", "USPS", "DHL", "Amazon"];

const randomIp = () =>
  `10.${(Math.random() * 256) | 0}.${(Math.random() * 256) | 0}.${1 + ((Math.random() * 254) | 0)}`;

async function request(baseUrl, method, path, { token, json, form } = {}) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      "x-forwarded-for": randomIp(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { "content-type": "application/json" } : {}),
    },
    body: json ? JSON.stringify(json) : form,
  });
  const text = await res.text();
  return { status: res.status, body: text.startsWith("{") ? JSON.parse(text) : text };
}

async function login(baseUrl, path, credentials) {
  const res = await request(baseUrl, "POST", path, { json: credentials });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body;
}

const formOf = (fields) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, String(value));
  return form;
};

/** The n-th parcel the desk receives: its form, as a person at the desk fills it. */
function parcel(run, n, ownerIds, preAlerted) {
  const base = {
    carrier_tracking_number: `BENCH${run}R${n}`,
    carrier: CARRIERS[n % CARRIERS.length],
    warehouse: WAREHOUSES[n % WAREHOUSES.length],
    weight: (0.2 + (n % 300) / 10).toFixed(2),
    weight_unit: n % 2 ? "kg" : "lb",
    length: String(10 + (n % 90)),
    width: String(10 + (n % 50)),
    height: String(5 + (n % 40)),
    length_unit: n % 3 ? "cm" : "in",
    bin_location: `B-${n % 40}`,
    condition: "good",
  };
  if (n % 10 === 0 && preAlerted.length) {
    // The desk scanned a pre-alerted number: the owner comes from the pre-alert.
    const pre = preAlerted.pop();
    return { ...base, carrier_tracking_number: pre.tracking, owner_id: pre.ownerId };
  }
  if (n % 10 === 5) return { ...base, owner_unknown: "yes", label_owner_text: `SW${90000 + n} unreadable` };
  return { ...base, owner_id: ownerIds[n % ownerIds.length], store: "Amazon", description: `Bench parcel ${n}` };
}

export default {
  name: "receive-packages",
  title: `POST /api/admin/packages/receive (${RECEIVES.toLocaleString("en-US")} parcels, ${DESKS} desk${DESKS === 1 ? "" : "s"}, no photos)`,
  databases: "each",
  async run(ctx) {
    const { baseUrl } = ctx.target;
    const run = Date.now().toString(36).toUpperCase();
    const staffToken = (await login(baseUrl, "/api/admins/login", ctx.fixtures.admin)).token;
    const customer = await login(baseUrl, "/api/users/login", {
      email_address: ctx.fixtures.customer.email,
      password: ctx.fixtures.customer.password,
    });
    const customerToken = customer.token;
    const list = await request(baseUrl, "GET", "/api/admin/customers?page=1&pageSize=100", { token: staffToken });
    if (list.status !== 200 || !list.body.customers?.length)
      throw new Error(`customers list answered ${list.status}: ${JSON.stringify(list.body).slice(0, 300)}`);
    const ownerIds = list.body.customers.map((c) => c.id);

    // The bench customer pre-alerts a tenth of the parcels first (through the portal's own operation).
    const total = WARMUP + RECEIVES;
    const preAlerted = [];
    for (let n = 0; n < total; n += 10) {
      const tracking = `BENCH${run}P${n}`;
      const res = await request(baseUrl, "POST", "/api/packages", {
        token: customerToken,
        form: formOf({ carrier_tracking_number: tracking, warehouse: "Trail Richmond", description: "Pre-alerted" }),
      });
      if (res.status !== 201) throw new Error(`pre-alert answered ${res.status}: ${JSON.stringify(res.body)}`);
      preAlerted.push({ tracking, ownerId: customer.user.id });
    }
    preAlerted.reverse();

    let next = 0;
    let measuredFrom = 0;
    const times = [];
    const failures = [];
    async function desk() {
      for (;;) {
        const n = next++;
        if (n >= total) return;
        if (n === WARMUP) measuredFrom = performance.now();
        const form = formOf(parcel(run, n, ownerIds, preAlerted));
        const started = performance.now();
        const res = await request(baseUrl, "POST", "/api/admin/packages/receive", { token: staffToken, form });
        const ms = performance.now() - started;
        if (res.status !== 201) failures.push(`${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
        else if (n >= WARMUP) times.push(ms);
      }
    }
    await Promise.all(Array.from({ length: DESKS }, desk));
    const seconds = (performance.now() - measuredFrom) / 1000;
    if (failures.length) throw new Error(`${failures.length} saves failed, e.g. ${failures[0]}`);

    const sorted = times.sort((a, b) => a - b);
    const p99 = percentile(sorted, 99);
    const verdict = p99 <= TARGET_P99_MS ? "within" : "OVER";
    console.log(
      `    ${sorted.length} saves: p50 ${percentile(sorted, 50).toFixed(1)} ms, p90 ${percentile(sorted, 90).toFixed(1)} ms, ` +
        `p99 ${p99.toFixed(1)} ms, max ${sorted.at(-1).toFixed(1)} ms (${verdict} the ${TARGET_P99_MS} ms target)`,
    );
    return [
      {
        label: `receive a parcel (p99 ${verdict} ${TARGET_P99_MS} ms target)`,
        rps: RECEIVES / seconds,
        p99: Math.round(p99 * 10) / 10,
        p50: Math.round(percentile(sorted, 50) * 10) / 10,
        non2xx: 0,
        errors: 0,
      },
    ];
  },
};
