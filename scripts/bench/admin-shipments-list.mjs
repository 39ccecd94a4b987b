// GET /api/shipment: the staff shipments list as the back office asks for it — a 50-row page with a status
// filter and a search, as an admin (bearer token). The searches rotate over what staff type into the any-field
// search: a customer's full e-mail, the start of an e-mail, the start of a tracking number, a whole tracking number,
// and a customer's name, suite number or phone (each of these finds the customer's shipments; see
// apps/server/src/features/shipments/shipments.staff.list-query.ts for the search and its indexes).
import { SHIPMENT_COUNT, trackingNumber } from "./lib/fixtures.mjs";

const STATUSES = ["Pending", "In Transit", "Available", "Delivered", "Cancelled"];
const CUSTOMERS = 1000;
const pick = (n) => 1 + Math.floor(Math.random() * n);
/** Bench customer n: 'Bench' 'Customer n', suite 'SW' + (10000 + n), phone '080' + n in 8 digits (prepare-database.ts). */
const SUITE_BASE = 10000;

/** One search of each kind, chosen at random per request. */
const SEARCHES = [
  () => `customer${pick(CUSTOMERS)}@bench.test`,
  () => `customer${pick(99)}`,
  () => trackingNumber(pick(SHIPMENT_COUNT)).slice(0, 6),
  () => trackingNumber(pick(SHIPMENT_COUNT)),
  () => `Customer ${pick(CUSTOMERS)}`,
  () => `SW${SUITE_BASE + pick(CUSTOMERS)}`,
  () => `080${String(pick(CUSTOMERS)).padStart(8, "0")}`,
];

function nextPath() {
  const q = SEARCHES[Math.floor(Math.random() * SEARCHES.length)]();
  const status = STATUSES[Math.floor(Math.random() * STATUSES.length)];
  return `/api/shipment?page=1&pageSize=50&status=${encodeURIComponent(status)}&q=${encodeURIComponent(q)}`;
}

export default {
  name: "admin-shipments-list",
  title: "GET /api/shipment (staff list: 50 rows, status filter, search)",
  databases: "each",
  async run(ctx) {
    const login = await fetch(`${ctx.target.baseUrl}/api/admins/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(ctx.fixtures.admin),
    });
    if (login.status !== 200) throw new Error(`admin login answered ${login.status}: ${await login.text()}`);
    const headers = { authorization: `Bearer ${(await login.json()).token}` };

    // Fail loudly rather than benchmark an empty or failing list: a broad search must fill the page.
    const probe = await fetch(`${ctx.target.baseUrl}/api/shipment?page=1&pageSize=50&status=Pending&q=customer1`, {
      headers,
    });
    const body = await probe.json();
    if (probe.status !== 200 || body.shipments?.length !== 50) {
      throw new Error(`shipments list probe answered ${probe.status}: ${JSON.stringify(body).slice(0, 300)}`);
    }

    const figures = await ctx.measure({ baseUrl: ctx.target.baseUrl, nextPath, headers });
    if (figures.non2xx || figures.errors)
      throw new Error(`${figures.non2xx} non-2xx answers, ${figures.errors} errors`);
    return [{ label: "GET /api/shipment?pageSize=50&status=…&q=…", ...figures }];
  },
};
