/**
 * The web app links with components/ui/link.tsx, never React Router's own <Link> or <NavLink>: using them anywhere keeps
 * their framework-mode prefetching in React Router's module, which every page loads first (~2 KB gz: `/` went over its
 * budget when one page imported <Link>). See docs/decisions/0062-dependency-rewrites-fail-loudly.md.
 */
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const webSources = join(root, "apps/web/src");

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** The names a file imports from "react-router" (its import statements only). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*["']react-router["']/g)) {
    for (const part of match[1]!.split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.push(name);
    }
  }
  return names;
}

describe("links in the web app", () => {
  it("finds a <Link> or <NavLink> imported from react-router", () => {
    expect(routerImports('import { Link, useSearchParams } from "react-router";')).toContain("Link");
    expect(routerImports("import {\n  NavLink as Nav,\n} from 'react-router'")).toContain("NavLink");
    expect(routerImports('import { Link } from "../../components/ui/link";')).toEqual([]);
  });

  it("no source file imports <Link> or <NavLink> from react-router", () => {
    const offenders = files(webSources)
      .filter((file) => routerImports(readFileSync(file, "utf8")).some((n) => n === "Link" || n === "NavLink"))
      .map((file) => relative(root, file));
    expect(offenders).toEqual([]);
  });
});
