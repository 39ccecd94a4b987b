import type { APIRequestContext } from "@playwright/test";
import { pageRoutes } from "../../apps/web/scripts/page-routes";
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
 * Every page route the web app declares, from its route table itself (apps/web/scripts/page-routes.ts imports
 * apps/web/src/routes.tsx): a page added there joins the screens suite without editing it. The public frame's pages,
 * the portal's and the back office's (their index routes are their home pages, already listed), and the staff pages
 * outside the back-office layout (/admin/login, ...).
 */
export async function declaredRoutes(): Promise<Array<{ area: Area; pattern: string }>> {
  const found: Array<{ area: Area; pattern: string }> = [];
  const sources = new Set<string>();
  for (const page of await pageRoutes()) {
    const area: Area | undefined =
      page.parent === "/"
        ? "public"
        : page.parent === "/user"
          ? "portal"
          : page.parent === "/admin" || (page.parent === null && page.path.startsWith("/admin/"))
            ? "admin"
            : undefined;
    if (!area || (page.index && area !== "public")) continue;
    // An alias of a page already listed (/contact for /contact-us) is the same screen: visited once.
    if (!page.path.includes(":") && sources.has(page.source)) continue;
    sources.add(page.source);
    found.push({ area, pattern: page.path });
  }
  return found;
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
export async function declaredScreens(): Promise<Array<{ area: Area; pattern: string }>> {
  const list = (await declaredRoutes()).filter(({ pattern }) => !pattern.includes("*"));
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
