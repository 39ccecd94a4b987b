import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { receivedPackages } from "./records";
import { OFFICE_PICKUP, submitShipRequest } from "./ship-requests";

export type Area = "public" | "portal" | "admin";
export interface Screen {
  area: Area;
  /** The route pattern as the app declares it (e.g. /user/pickup/:id). */
  pattern: string;
  /** A URL to open for it, with parameters filled from real records. */
  url: string;
}

/**
 * Every page route the web app declares, read from apps/web/src/routes.tsx itself: a page added there joins the
 * screens suite without editing it. Pages are listed in arrays whose name says their area (publicPages,
 * customerPages, adminPages); absolute paths elsewhere in the file (/admin/login, ...) are taken as they are.
 */
export function declaredRoutes(): Array<{ area: Area; pattern: string }> {
  const source = readFileSync(join(process.cwd(), "apps/web/src/routes.tsx"), "utf8");
  const found = new Map<string, Area>();
  const arrays = /const (\w+)(?:: RouteObject\[\])? = \[([\s\S]*?)\n\];/g;
  const prefixes: Array<[RegExp, Area, string]> = [
    [/^public/i, "public", "/"],
    [/^(customer|user|portal)/i, "portal", "/user/"],
    [/^(admin|staff)/i, "admin", "/admin/"],
  ];
  const modules = new Set<string>();
  for (const [, name = "", body = ""] of source.matchAll(arrays)) {
    const area = prefixes.find(([test]) => test.test(name));
    if (!area || name === "routes") continue;
    for (const [, path = "", module = ""] of body.matchAll(/path: "([^"]+)"[^\n]*import\("([^"]+)"\)/g)) {
      // An alias of a page already listed (/contact for /contact-us) is the same screen: visited once.
      if (!path.includes(":") && modules.has(module)) continue;
      modules.add(module);
      found.set(`${area[2]}${path}`, area[1]);
    }
    if (/index: true/.test(body) && area[1] === "public") found.set("/", "public");
  }
  for (const [, path = ""] of source.matchAll(/path: "(\/[^"]+)"/g)) {
    if (path === "/" || path === "/user" || path === "/admin" || found.has(path)) continue;
    found.set(path, path.startsWith("/admin") ? "admin" : path.startsWith("/user") ? "portal" : "public");
  }
  return [...found].map(([pattern, area]) => ({ pattern, area }));
}

type Lists = Record<string, Array<{ id: number; user_id?: number; reference_type?: string }>>;

async function firstId(request: APIRequestContext, path: string, key: string): Promise<string> {
  const response = await request.get(`/api${path}`);
  if (!response.ok()) throw new Error(`GET /api${path}: ${response.status()}`);
  const body = (await response.json()) as Lists;
  const row = body[key]?.[0];
  if (!row) throw new Error(`GET /api${path} has no ${key} to open`);
  return String(row.id);
}

/** The demo customer's first ship request; the demo has none yet, so one parcel is received and shipped first. */
async function shipRequestId(request: APIRequestContext): Promise<string> {
  const existing = (await (await request.get("/api/ship-requests")).json()) as Lists;
  if (existing.ship_requests?.[0]) return String(existing.ship_requests[0].id);
  const me = (await (await request.get("/api/users/me")).json()) as { user: { id: number } };
  const [parcel] = await receivedPackages(request, me.user.id, "Trail Richmond", [
    { description: "Screens sample parcel", weight: "1.5", length: "30", width: "20", height: "10" },
  ]);
  const id = await submitShipRequest(request, [parcel!.id], {
    ...OFFICE_PICKUP,
    items: [{ description: "Cotton T-shirts", quantity: 2, unit_value: "15", currency: "USD" }],
  });
  return String(id);
}

/** The newest master shipment; a demo without one gets a flight opened from Stafford first. */
async function masterShipmentId(request: APIRequestContext): Promise<string> {
  const existing = (await (await request.get("/api/admin/master-shipments")).json()) as {
    masters?: Array<{ id: number }>;
  };
  if (existing.masters?.[0]) return String(existing.masters[0].id);
  const created = await request.post("/api/admin/master-shipments", {
    data: {
      mode: "air",
      carrier: "Screens Air 100",
      transport_document: `176-${Date.now().toString().slice(-8)}`,
      origin: "Trail Richmond",
      destination: "Lagos, Nigeria",
    },
  });
  if (!created.ok()) throw new Error(`master shipment: ${created.status()} ${await created.text()}`);
  return String((await created.json()).id);
}

/**
 * What fills each route parameter: a record of the demo data (the request context must be signed in to both
 * areas). A new parameterised route fails the suite with its pattern until it gets a line here.
 */
const SAMPLES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  "/track-package/:id": async () => "/track-package/SWG4821ABC",
  "/user/my-shipments/shipment/:id": async (r) =>
    `/user/my-shipments/shipment/${await firstId(r, "/shipments", "shipments")}`,
  "/user/shop-for-me/procurement/:id": async (r) =>
    `/user/shop-for-me/procurement/${await firstId(r, "/procurements", "procurements")}`,
  "/user/packages/:id/edit": async (r) =>
    `/user/packages/${await firstId(r, "/packages?tab=expected", "packages")}/edit`,
  "/user/ship-requests/:id": async (r) => `/user/ship-requests/${await shipRequestId(r)}`,
  "/user/pickup/:id": async (r) => `/user/pickup/${await firstId(r, "/pickups", "pickups")}`,
  "/user/support/:id": async (r) => `/user/support/${await firstId(r, "/tickets", "tickets")}`,
  "/user/invoice/:id": async (r) => `/user/invoice/${await firstId(r, "/invoices", "invoices")}`,
  "/admin/verify/:token": async () => "/admin/verify/not-a-real-token",
  "/admin/shipment/:id": async (r) => `/admin/shipment/${await firstId(r, "/shipment", "shipments")}`,
  "/admin/shop-requests/:id": async (r) => `/admin/shop-requests/${await firstId(r, "/procurement", "procurements")}`,
  "/admin/pickups/:id": async (r) => `/admin/pickups/${await firstId(r, "/pickup", "pickups")}`,
  "/admin/tickets/:id": async (r) => `/admin/tickets/${await firstId(r, "/ticket", "tickets")}`,
  "/admin/invoices/:id": async (r) => `/admin/invoices/${await firstId(r, "/invoice", "invoices")}`,
  "/admin/packages/:id": async (r) => `/admin/packages/${await firstId(r, "/admin/packages", "packages")}`,
  "/admin/master-shipments/:id": async (r) => `/admin/master-shipments/${await masterShipmentId(r)}`,
  "/admin/customers/:id": async (r) => `/admin/customers/${await firstId(r, "/admin/customers", "customers")}`,
  "/admin/rates/:id/edit": async (r) => {
    const response = await r.get("/api/admin/rates");
    if (!response.ok()) throw new Error(`GET /api/admin/rates: ${response.status()}`);
    const body = (await response.json()) as { routes: Array<{ versions: Array<{ id: number }> }> };
    const id = body.routes[0]?.versions[0]?.id;
    if (!id) throw new Error("GET /api/admin/rates has no rate card to open");
    return `/admin/rates/${id}/edit`;
  },
  "/admin/invoice/form/:id": async (r) =>
    `/admin/invoice/form/${await firstId(r, "/shipment", "shipments")}?type=shipments&user_id=1`,
};

/** Pages that are not in the route table as such: the two 'not found' pages. */
const EXTRA: Screen[] = [
  { area: "public", pattern: "(public 404)", url: "/no-such-page" },
  { area: "admin", pattern: "(admin 404)", url: "/admin/no-such-page" },
];

/**
 * Every screen to visit, known without a server (one test each): parameterised patterns get their URL from
 * `screenUrl`. A new parameterised route fails here with its pattern until it gets a line in SAMPLES.
 */
export function declaredScreens(): Array<{ area: Area; pattern: string }> {
  const list = declaredRoutes().filter(({ pattern }) => !pattern.includes("*"));
  for (const { pattern } of list) {
    if (pattern.includes(":") && !SAMPLES[pattern])
      throw new Error(`${pattern}: add how to fill its parameters to SAMPLES in e2e/support/route-table.ts`);
  }
  return [...list, ...EXTRA.map(({ area, pattern }) => ({ area, pattern }))];
}

/** The URL that opens a screen; the request context must be signed in as customer and as staff. */
export async function screenUrl(request: APIRequestContext, screen: { area: Area; pattern: string }): Promise<string> {
  const extra = EXTRA.find((e) => e.pattern === screen.pattern);
  if (extra) return extra.url;
  const sample = SAMPLES[screen.pattern];
  return sample ? sample(request) : screen.pattern;
}
