/**
 * The web app's pages as the build and the e2e screens suite need them: each route's full path, the layout route it
 * is under and its page's source file, read by importing the route table (src/routes.tsx) and asking each route's
 * `lazy()`, not by reading the table's text.
 *
 * Running those imports for real would load every page with its libraries in Node (seconds); page-stubs.mjs answers
 * each import of a file under src/routes/ with that file's URL instead, so this module never runs a page. Import it
 * only where no page is needed for real (the build scripts, the e2e route list); src/routes.test.ts loads the pages
 * themselves and checks this reading against them.
 */
import { register } from "node:module";
import { relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { RouteObject } from "react-router";

const webRoot = fileURLToPath(new URL("..", import.meta.url));
register("./page-stubs.mjs", import.meta.url, { data: { pagesUrl: new URL("../src/routes/", import.meta.url).href } });

export interface PageRoute {
  /** The full path: "/", "/about-us", "/user", "/user/home", "/admin/shipment/:id", "/admin/*". */
  path: string;
  /** An index route shows its parent's path. */
  index: boolean;
  /** The full path of the layout route it is under ("/", "/user", "/admin", "/*"), or null at the top. */
  parent: string | null;
  /** The page's source file, relative to apps/web as Vite's manifest names it: "src/routes/public/home.tsx". */
  source: string;
}

const join = (base: string, path: string) => (path.startsWith("/") ? path : `${base === "/" ? "" : base}/${path}`);

async function collect(routes: RouteObject[], parent: string | null, into: PageRoute[]): Promise<PageRoute[]> {
  for (const route of routes) {
    const path = route.index ? (parent ?? "/") : join(parent ?? "", route.path ?? "");
    if (route.children) {
      await collect(route.children, path, into);
      continue;
    }
    if (!route.lazy || typeof route.lazy !== "function") throw new Error(`${path}: a page route without lazy()`);
    const { Component } = (await route.lazy()) as { Component?: unknown };
    if (typeof Component !== "string" || !Component.startsWith("file:"))
      throw new Error(`${path}: its lazy() loads no file under src/routes/`);
    into.push({ path, index: route.index === true, parent, source: relative(webRoot, fileURLToPath(Component)) });
  }
  return into;
}

/** Every page route of src/routes.tsx, in the table's order. */
export async function pageRoutes(): Promise<PageRoute[]> {
  const { routes } = await import("../src/routes");
  return collect(routes, null, []);
}

// `tsx apps/web/scripts/page-routes.ts` prints the list as JSON (src/routes.test.ts compares it with the pages).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  console.log(JSON.stringify(await pageRoutes()));
