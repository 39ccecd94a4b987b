/**
 * The route table (routes.tsx) is the registry of pages: a page file that is not in it is unreachable, and the build
 * reads it (apps/web/scripts/page-routes.ts) to prerender the public pages and to write each signed-in page's shell.
 * These tests load every page for real: each registered page exists and default-exports a component, every page file
 * under routes/ is registered, and the build's reading names the same file for every path.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import type { RouteObject } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "./routes";

/** Every page file, as a loader (this test's own kind of file is not a page). */
const pageFiles = import.meta.glob<{ default: unknown }>(["./routes/**/*.tsx", "!./routes/**/*.test.tsx"]);

/** Full path → what its lazy() loads, for every route without children, in the table's order. */
async function registered(list: RouteObject[], parent: string | null, into = new Map<string, unknown>()) {
  for (const route of list) {
    const path = route.index
      ? (parent ?? "/")
      : route.path?.startsWith("/")
        ? route.path
        : `${parent === "/" || parent === null ? "" : parent}/${route.path}`;
    if (route.children) await registered(route.children, path, into);
    else if (typeof route.lazy === "function")
      into.set(path, ((await route.lazy()) as { Component?: unknown }).Component);
    else throw new Error(`${path}: a page route without lazy()`);
  }
  return into;
}

describe("the route table", () => {
  const fileOf = new Map<unknown, string>();
  let pages = new Map<string, unknown>();

  beforeAll(async () => {
    for (const [file, load] of Object.entries(pageFiles)) fileOf.set((await load()).default, file);
    pages = await registered(routes, null);
  }, 120_000);

  it("registers only page files that exist and default-export a component", () => {
    const strays = [...pages].filter(([, component]) => typeof component !== "function" || !fileOf.has(component));
    expect(strays.map(([path]) => path)).toEqual([]);
  });

  it("registers every page file under routes/", () => {
    const reached = new Set([...pages.values()].map((component) => fileOf.get(component)));
    expect(Object.keys(pageFiles).filter((file) => !reached.has(file))).toEqual([]);
  });

  it("is read by the build as it is: every path names the file its route loads", () => {
    const script = fileURLToPath(new URL("../scripts/page-routes.ts", import.meta.url));
    const built = JSON.parse(
      execFileSync(process.execPath, ["--import", "tsx", script], { encoding: "utf8" }),
    ) as Array<{
      path: string;
      source: string;
    }>;
    const expected = [...pages].map(([path, component]) => ({
      path,
      source: `src/${(fileOf.get(component) ?? "").slice(2)}`,
    }));
    expect(built.map(({ path, source }) => ({ path, source }))).toEqual(expected);
  }, 60_000);
});
