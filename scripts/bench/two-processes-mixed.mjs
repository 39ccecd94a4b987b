// Several processes, measured: two built server processes on ONE PostgreSQL database (the million-row
// bench database, lib/million-database.mjs) behind a tiny round-robin TCP proxy (below, node:net), under a mixed load:
// public tracking, portal lists with customer sessions, staff lists (plain and searched) with a staff session, and
// writes with uploads (a customer opens a ticket with a small PNG). The same load runs against one process, then
// through the proxy against two; every answer must be a 2xx (0 errors: the target) and the throughput of both is
// printed, two processes' as a multiple of one's.
// Both processes share one DATA_DIR (uploads), as processes on one host would; on several hosts S3_URL does it.
// Run: BENCH_PGLITE=0 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench -- two-processes-mixed
import { createConnection, createServer } from "node:net";
import autocannon from "autocannon";
import { BENCH_ADMIN, BENCH_CUSTOMER, trackingNumber } from "./lib/fixtures.mjs";
import { dropMillionDatabaseIfAsked, MILLION_DB, prepareMillionDatabase } from "./lib/million-database.mjs";
import { startAppServer, waitUntilWarm } from "./lib/processes.mjs";

const SHIPMENTS = 1_000_000;
const TARGET = "two server processes on one PostgreSQL, mixed load: 0 errors (throughput vs one process)";
const CUSTOMER_SESSIONS = 20;
const pick = (n) => 1 + Math.floor(Math.random() * n);
const randomIp = () => `10.${pick(250)}.${pick(250)}.${pick(250)}`;
/** A 1x1 PNG: the server checks it by content and re-encodes it, as it does any upload. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const BOUNDARY = "----benchboundary7MA4YWxkTrZu0gW";

function ticketForm(n) {
  const field = (name, value) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return Buffer.concat([
    Buffer.from(
      field("subject", `Bench question ${n}`) +
        field("department", "customer service") +
        field("warehouse", "USA") +
        field("message", "Where is my parcel? It left the warehouse last week.") +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    PNG,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

/** Round robin per TCP connection over `ports`: each client connection is piped to the next backend. */
function startProxy(ports) {
  let next = 0;
  const sockets = new Set();
  const server = createServer((client) => {
    const backend = createConnection({ host: "127.0.0.1", port: ports[next++ % ports.length] });
    for (const s of [client, backend]) {
      sockets.add(s);
      s.on("close", () => sockets.delete(s));
      s.on("error", () => {
        client.destroy();
        backend.destroy();
      });
    }
    client.pipe(backend).pipe(client);
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({
        baseUrl: `http://127.0.0.1:${server.address().port}`,
        stop: () =>
          new Promise((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      }),
    ),
  );
}

async function login(baseUrl, path, body) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": randomIp() },
    body: JSON.stringify(body),
  });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}: ${await res.text()}`);
  return `Bearer ${(await res.json()).token}`;
}

/** The mixed load: each connection cycles through these requests, each with its own session and arguments. */
function mixedRequests(staff, customers) {
  const customer = () => customers[Math.floor(Math.random() * customers.length)];
  const get = (path, authorization) => ({
    method: "GET",
    setupRequest: (r) => ({
      ...r,
      path: path(),
      headers: {
        ...r.headers,
        "x-forwarded-for": randomIp(),
        ...(authorization ? { authorization: authorization() } : {}),
      },
    }),
  });
  let uploads = 0;
  return [
    get(() => `/api/track/${trackingNumber(pick(SHIPMENTS))}`),
    get(() => "/api/shipments?page=1", customer),
    get(() => "/api/tickets?page=1", customer),
    get(
      () => "/api/shipment?page=1",
      () => staff,
    ),
    get(
      () => `/api/shipment?page=1&q=${encodeURIComponent(`customer${pick(100_000)}@bench.test`)}`,
      () => staff,
    ),
    get(
      () => "/api/ticket?page=1&status=open",
      () => staff,
    ),
    get(() => `/api/track/${trackingNumber(pick(SHIPMENTS))}`),
    {
      method: "POST",
      setupRequest: (r) => ({
        ...r,
        path: "/api/tickets",
        body: ticketForm(++uploads),
        headers: {
          ...r.headers,
          "content-type": `multipart/form-data; boundary=${BOUNDARY}`,
          authorization: customer(),
          "x-forwarded-for": randomIp(),
        },
      }),
    },
  ];
}

async function run(baseUrl, requests, options) {
  const once = (duration) => autocannon({ url: baseUrl, connections: options.connections, duration, requests });
  if (options.warmup > 0) await once(Math.min(options.warmup, 5));
  const r = await once(options.duration);
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    p50: r.latency.p50,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    statusCodes: r.statusCodeStats,
  };
}

export default {
  name: "two-processes-mixed",
  title: "two server processes on one PostgreSQL behind a round-robin proxy, mixed load",
  databases: "own",
  needs: "PostgreSQL",
  targets: [TARGET],
  async run(ctx) {
    const { serverUrl, url, summary } = await prepareMillionDatabase();
    console.log(`    ${summary.rebuilt ? "built" : "reused"} ${MILLION_DB}: ${summary.counts.shipments} shipments`);
    const env = { DATABASE_URL: url, DATA_DIR: `/tmp/${MILLION_DB}-data` };
    const servers = [];
    let proxy;
    try {
      servers.push(await startAppServer(env));
      servers.push(await startAppServer(env));
      for (const server of servers) await waitUntilWarm(server.baseUrl);
      proxy = await startProxy(servers.map((s) => Number(new URL(s.baseUrl).port)));
      const staff = await login(proxy.baseUrl, "/api/admins/login", BENCH_ADMIN);
      const customers = [];
      for (let i = 0; i < CUSTOMER_SESSIONS; i++) {
        customers.push(
          await login(proxy.baseUrl, "/api/users/login", {
            email_address: `customer${pick(100_000)}@bench.test`,
            password: BENCH_CUSTOMER.password,
          }),
        );
      }
      const requests = mixedRequests(staff, customers);
      const one = await run(servers[0].baseUrl, requests, ctx.options);
      const two = await run(proxy.baseUrl, requests, ctx.options);
      const results = [
        { label: "mixed load, one process", ...one },
        { label: "mixed load, two processes (round-robin proxy)", ...two },
      ];
      console.log(
        `    one process: ${one.rps.toFixed(0)} req/s, p99 ${one.p99} ms; two processes: ${two.rps.toFixed(0)} req/s, ` +
          `p99 ${two.p99} ms; ratio ${(two.rps / one.rps).toFixed(2)}x`,
      );
      const failed = results.filter((r) => r.non2xx || r.errors || !r.requests);
      for (const r of failed)
        console.log(`    ✗ ${r.label}: ${r.non2xx} non-2xx, ${r.errors} errors (${JSON.stringify(r.statusCodes)})`);
      const errors = results.reduce((sum, r) => sum + r.non2xx + r.errors, 0);
      const value =
        `${errors} errors; ${(two.rps / one.rps).toFixed(2)} × one process (${two.rps.toFixed(0)} vs ` +
        `${one.rps.toFixed(0)} req/s; p99 ${two.p99} vs ${one.p99} ms)`;
      return {
        rows: results.map(({ statusCodes: _s, ...r }) => r),
        checks: [{ target: TARGET, value, ok: failed.length === 0 }],
      };
    } finally {
      await proxy?.stop();
      for (const s of servers) await s.stop();
      await dropMillionDatabaseIfAsked(serverUrl);
    }
  },
};
