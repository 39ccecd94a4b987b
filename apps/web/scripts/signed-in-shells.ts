/**
 * The portal's and the back office's pages need the visitor's session, so they are not prerendered: the server sends
 * the app shell. Without help the browser then finds their code one import level at a time (entry → layout and page
 * → their imports → ...), and asks who is signed in only once all of it has run. Each page without parameters gets
 * its own copy of the shell instead (dist/user/home/index.html, ...; the server sends it for that path) that names,
 * in <head>, every chunk of its layout and page (modulepreload) and the calls the layout makes first (preload), so
 * all of it downloads at once, beside the entry.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { accountsContract } from "@app/shared/accounts/contract";
import { staffAdminsContract } from "@app/shared/admins/staff.contract";
import { staffCustomersContract } from "@app/shared/customers/staff.contract";
import { dashboardContract } from "@app/shared/dashboard/contract";
import { staffInvoicesContract } from "@app/shared/invoices/staff.contract";
import { staffMasterShipmentsContract } from "@app/shared/master-shipments/staff.contract";
import { notificationsContract } from "@app/shared/notifications/contract";
import { staffPickupsContract } from "@app/shared/pickups/staff.contract";
import { staffProcurementsContract } from "@app/shared/procurements/staff.contract";
import { setupContract } from "@app/shared/setup/contract";
import { staffShipmentsContract } from "@app/shared/shipments/staff.contract";
import { staffTicketsContract } from "@app/shared/tickets/staff.contract";
import type { PageRoute } from "./page-routes";
import { type ManifestChunk, modulePreloadLink, preloadsFor } from "./route-chunks";

interface Area {
  /** The path of the area's layout route in src/routes.tsx: its pages are the routes under it. */
  prefix: string;
  layout: string;
  /** GET calls without parameters every page of the area makes as it starts (the session first). */
  calls: string[];
}

const AREAS: Area[] = [
  {
    prefix: "/user",
    layout: "src/layouts/customer-layout.tsx",
    calls: [accountsContract.me.path],
  },
  {
    prefix: "/admin",
    layout: "src/layouts/admin-layout.tsx",
    calls: [staffAdminsContract.me.path, setupContract.siteConfig.path],
  },
];

/**
 * The first page of a staff list as the list asks for it with no search, filter or sort in the URL (useListParams'
 * defaults and useAdminList's page size). Should they change, the preload goes unused (Chrome warns in the console).
 */
const firstListPage = (path: string) => `${path}?page=1&pageSize=20&sort=desc`;

/** The data a page asks for as it opens, by path: fetched beside the code instead of after it has run. */
const PAGE_CALLS: Record<string, string[]> = {
  "/user/home": [dashboardContract.home.path],
  "/user": [dashboardContract.home.path],
  "/user/notifications": [notificationsContract.preferences.path],
  "/admin/shipments": [firstListPage(staffShipmentsContract.list.path)],
  "/admin/shop-requests": [firstListPage(staffProcurementsContract.list.path)],
  "/admin/pickups": [firstListPage(staffPickupsContract.list.path)],
  "/admin/tickets": [firstListPage(staffTicketsContract.list.path)],
  "/admin/customers": [firstListPage(staffCustomersContract.list.path)],
  "/admin/invoices": [firstListPage(staffInvoicesContract.list.path)],
  "/admin/master-shipments": [firstListPage(staffMasterShipmentsContract.list.path)],
};

// The app's calls are fetch() in CORS mode with same-origin credentials: `crossorigin` makes the preload match them.
const fetchPreloadLink = (path: string) => `<link rel="preload" as="fetch" crossorigin href="/api${path}">`;

/** Writes the shells of the pages under the areas' layouts (`pages`: page-routes.ts); returns how many. */
export function writeSignedInShells(
  dist: string,
  shell: string,
  manifest: Record<string, ManifestChunk>,
  pages: PageRoute[],
): number {
  let count = 0;
  for (const area of AREAS) {
    // The area's own path (/user, /admin) is its index route: the home page.
    for (const { path: route, source } of pages.filter((page) => page.parent === area.prefix)) {
      if (route.includes(":") || route.includes("*")) continue;
      // The calls first (small, and the page waits for them last), then after the entry and the stylesheet (they
      // paint first) the chunks.
      const calls = [...area.calls, ...(PAGE_CALLS[route] ?? [])].map(fetchPreloadLink);
      const chunks = preloadsFor([area.layout, source], manifest, shell).map(modulePreloadLink);
      const html = shell
        .replace("<!--head-outlet-->", calls.join("\n    "))
        .replace("</head>", `  ${chunks.join("\n    ")}\n  </head>`);
      const out = join(dist, route.slice(1), "index.html");
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, html);
      count += 1;
    }
  }
  return count;
}
