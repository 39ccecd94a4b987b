/**
 * Dependencies are used through their public API only: every import of a package names a subpath its package.json
 * "exports" lists (packages without "exports": no deep path into dist/, lib/, src/, build/, esm/, cjs/ or internal),
 * and no source file points into node_modules/<package>/ by path (an alias or a `new URL(...)`), which would reach
 * past "exports" too. A release may move anything it does not export; then a build or a test breaks, or worse, a
 * rewrite or an alias silently stops applying. See docs/decisions/0062-dependency-rewrites-fail-loudly.md.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** The repository's own code: sources, build scripts, tests and configs. */
const SOURCE_DIRS = ["apps/server/src", "apps/server/test", "apps/web/src", "apps/web/scripts", "packages/shared/src"];
const SOURCE_ROOTS = ["scripts", "e2e"];
const CONFIG_FILES = [
  "apps/web/vite.config.ts",
  "apps/server/drizzle.config.ts",
  "vitest.config.ts",
  "playwright.config.ts",
];
const CODE = /\.(?:[cm]?[jt]sx?)$/;

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist" || name.startsWith(".")) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (CODE.test(name)) out.push(path);
  }
  return out;
}

/** Module specifiers of a file: static and dynamic imports, re-exports, require() and vi.mock(). */
function specifiersOf(source: string): string[] {
  const found: string[] = [];
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?(?:[\w$*{},\s]+?\s+from\s+)?["']([^"']+)["']/g,
    /\b(?:import|require|vi\.mock|vi\.importActual)\s*\(\s*["']([^"']+)["']/g,
  ];
  for (const pattern of patterns) for (const match of source.matchAll(pattern)) found.push(match[1]!);
  return found;
}

/** "react-router/dom" → ["react-router", "./dom"]; "@scope/pkg" → ["@scope/pkg", "."]. */
function splitSpecifier(specifier: string): [name: string, subpath: string] {
  const parts = specifier.split("/");
  const size = specifier.startsWith("@") ? 2 : 1;
  const rest = parts.slice(size).join("/");
  return [parts.slice(0, size).join("/"), rest ? `./${rest}` : "."];
}

type Exports = string | null | { [key: string]: Exports } | Exports[];

/** Whether `subpath` ("." or "./x") is one of the subpaths `exports` makes public (patterns with * included). */
function isExported(exports: Exports, subpath: string): boolean {
  if (exports === null || typeof exports === "string" || Array.isArray(exports)) return subpath === ".";
  const keys = Object.keys(exports);
  // An object of conditions ({ import, require, ... }) exports "." alone.
  if (!keys.some((key) => key.startsWith("."))) return subpath === ".";
  // As node resolves it: the subpath itself, else the most specific pattern ("./a/*" before "./*"); null blocks.
  if (subpath in exports) return exports[subpath] !== null;
  let best: string | undefined;
  for (const key of keys) {
    const star = key.indexOf("*");
    const [before, after] = star >= 0 ? [key.slice(0, star), key.slice(star + 1)] : [key, ""];
    const matches =
      star >= 0
        ? subpath.startsWith(before) && subpath.endsWith(after) && subpath.length > before.length + after.length
        : key.endsWith("/") && subpath.startsWith(key);
    if (matches && (!best || before.length > best.indexOf("*"))) best = key;
  }
  return best !== undefined && exports[best] !== null;
}

/** Deep paths that name a package's build output or insides, for packages without "exports". */
const PRIVATE_DIR = /^\.\/(?:dist|lib|src|build|esm|cjs|es)\/|(?:^|\/)internals?(?:\/|$)/;

/**
 * Deep paths a package without "exports" documents as its public entry (so a release keeps them), with where it
 * says so.
 */
const DOCUMENTED_DEEP_PATHS: Record<string, string> = {
  "uplot/dist/uPlot.min.css": "uPlot's README: the stylesheet to import with the library",
};

/** Why `subpath` of the package in `pkgJson` is not public, or null when it is. */
function privateReason(name: string, subpath: string, pkgJson: { exports?: Exports }): string | null {
  if (`${name}/${subpath.slice(2)}` in DOCUMENTED_DEEP_PATHS) return null;
  if (pkgJson.exports !== undefined)
    return isExported(pkgJson.exports, subpath) ? null : `${name} does not export "${subpath}"`;
  return subpath !== "." && PRIVATE_DIR.test(subpath) ? `${name} has no "exports"; "${subpath}" is a deep path` : null;
}

/** The package.json node would resolve `name` to from `file`. */
function packageJsonFor(name: string, file: string): { exports?: Exports } | undefined {
  for (let dir = dirname(file); dir.startsWith(root); dir = dirname(dir)) {
    const path = join(dir, "node_modules", name, "package.json");
    if (existsSync(path)) return JSON.parse(readFileSync(path, "utf8"));
    if (dir === root) break;
  }
  return undefined;
}

const BUILTIN = new Set(builtinModules);
/** Specifiers that are not packages: relative, absolute, builtins, the web app's "@/" alias, virtual modules. */
const notAPackage = (specifier: string) =>
  /^(?:\.|\/|node:|@\/|virtual:|\0|~)/.test(specifier) || BUILTIN.has(specifier.split("/")[0]!);

/** Every import of a non-public path in the repository's sources, as "file: reason". */
function violations(): string[] {
  const files = [
    ...SOURCE_DIRS.flatMap((dir) => walk(join(root, dir))),
    ...SOURCE_ROOTS.flatMap((dir) => walk(join(root, dir))),
    ...CONFIG_FILES.map((file) => join(root, file)).filter(existsSync),
  ];
  const found: string[] = [];
  // This file names private paths in its own checks.
  for (const file of new Set(files.filter((path) => path !== fileURLToPath(import.meta.url)))) {
    const source = readFileSync(file, "utf8");
    const where = relative(root, file);
    for (const specifier of specifiersOf(source)) {
      // Pieces of code in template strings (the lint tests write files with imports) are not this file's imports.
      if (notAPackage(specifier) || specifier.includes("${")) continue;
      const [name, subpath] = splitSpecifier(specifier);
      const pkgJson = packageJsonFor(name, file);
      if (!pkgJson) {
        found.push(`${where}: "${specifier}" is not installed`);
        continue;
      }
      const reason = privateReason(name, subpath, pkgJson);
      if (reason) found.push(`${where}: "${specifier}": ${reason}`);
    }
    // A path into a package's folder in a string (an alias, a new URL(...)) bypasses "exports" altogether.
    for (const match of source.matchAll(/["'`][^"'`\n]*node_modules\/((?:@[\w.-]+\/)?\w[\w.-]*)\/[^"'`\n]*["'`]/g))
      found.push(`${where}: ${match[0]} points into ${match[1]}'s folder`);
  }
  return found;
}

/** The product's own code, where a dependency's members are used. */
const PRODUCT_DIRS = ["apps/server/src", "apps/web/src", "packages/shared/src"];

/** Member accesses in `source` (comments left out) whose name starts with an underscore: private by convention. */
function underscoreMembers(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:])\/\/.*$/gm, "$1");
  return [...code.matchAll(/\.(_[A-Za-z]\w*)\b/g)].map((match) => match[1]!);
}

/** Every use of a member a library marks private (a leading underscore) in the product's code, as "file: .name". */
function privateMemberUses(): string[] {
  return PRODUCT_DIRS.flatMap((dir) => walk(join(root, dir))).flatMap((file) =>
    underscoreMembers(readFileSync(file, "utf8")).map((name) => `${relative(root, file)}: .${name}`),
  );
}

describe("imports of dependencies", () => {
  it("recognise a public and a private subpath", () => {
    const reactRouter = { exports: { ".": { import: "./dist/development/index.mjs" }, "./dom": "./dom.mjs" } };
    expect(privateReason("react-router", ".", reactRouter)).toBeNull();
    expect(privateReason("react-router", "./dom", reactRouter)).toBeNull();
    expect(privateReason("react-router", "./dist/production/index.mjs", reactRouter)).toBe(
      'react-router does not export "./dist/production/index.mjs"',
    );
    const patterns = { exports: { "./*": "./src/*.ts", "./internal/*": null, "./package.json": "./package.json" } };
    expect(privateReason("@app/shared", "./shipments", patterns)).toBeNull();
    expect(privateReason("@app/shared", "./internal/x", patterns)).not.toBeNull();
    expect(privateReason("zod", "./v4/core", { exports: { import: "./index.js" } })).not.toBeNull();
    expect(privateReason("old", "./lib/deep.js", {})).toContain("deep path");
    expect(privateReason("old", "./locale/fr", {})).toBeNull();
    expect(splitSpecifier("@tanstack/react-query/devtools")).toEqual(["@tanstack/react-query", "./devtools"]);
    expect(specifiersOf(`import type { A } from "a/dist/x";\nconst b = await import("b/lib/y");`)).toEqual([
      "a/dist/x",
      "b/lib/y",
    ]);
  });

  it("name only public subpaths in the repository's sources", () => {
    expect(violations()).toEqual([]);
  });

  it("use no member a library marks private (a leading underscore) in the product's code", () => {
    expect(underscoreMembers("await pglite._runExclusiveTransaction(() => x);\n// see pglite._internal\n")).toEqual([
      "_runExclusiveTransaction",
    ]);
    expect(underscoreMembers("/** `<selector>._domainkey` */ const url = 'https://x.org';")).toEqual([]);
    expect(privateMemberUses()).toEqual([]);
  });
});
