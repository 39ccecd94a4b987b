// Bundle budgets: the gzipped JavaScript each page loads on a first visit, read from Vite's manifest
// (apps/web/dist/.vite/manifest.json) after `npm run build -w apps/web`. Exits 1 naming every page over its budget.
//
// A page loads the entry (index.html's script) with what it imports statically, and the route modules its URL
// renders (the area's layout and the page) with theirs: the files the prerendered HTML and the signed-in shells
// preload (apps/web/scripts/route-chunks.ts preloadsFor). Each file counts as the server sends it: gzip level 9 as
// the prerender step precompresses it, files under 512 bytes as they are (not precompressed). These are the bytes
// `npm run bench` (scripts/bench/lighthouse.mjs) measures in the browser.
//
// Usage: npx tsx scripts/bundle-budgets.ts [dist directory]   (default apps/web/dist); `npm run check:budgets`.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";

const KIB = 1024;

/** One entry of Vite's .vite/manifest.json (the fields read here). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface Budget {
  page: string;
  /** Manifest keys: index.html (the entry), then the route modules the page renders. */
  modules: string[];
  /** Bytes of gzipped JavaScript. */
  budget: number;
}

export interface BudgetResult {
  page: string;
  bytes: number;
  budget: number;
  ok: boolean;
  files: Array<{ file: string; bytes: number }>;
}

/** Pages, the manifest keys (source files) their first load runs, and their budgets in bytes (KiB as Chrome counts). */
export const BUDGETS: Budget[] = [
  { page: "/", modules: ["index.html", "src/routes/public/home.tsx"], budget: 100 * KIB },
  {
    page: "/user/home",
    modules: ["index.html", "src/layouts/customer-layout.tsx", "src/routes/user/home.tsx"],
    budget: 150 * KIB,
  },
  {
    page: "/admin/shipments",
    modules: ["index.html", "src/layouts/admin-layout.tsx", "src/routes/admin/shipments.tsx"],
    budget: 150 * KIB,
  },
];

/** Bytes of a file as served: precompressed with gzip -9 from 512 bytes on (prerender.ts precompress). */
export function servedBytes(data: Buffer): number {
  return data.length < 512 ? data.length : gzipSync(data, { level: 9 }).length;
}

/** The files of the given manifest keys and of everything they import statically, in load order. */
export function filesOf(manifest: Manifest, modules: string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no entry for ${key}`);
    if (files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of modules) visit(key);
  return files.filter((file) => file.endsWith(".js"));
}

/**
 * Measures each page of `budgets` against the build in `dist`: `sizeOf(file)` gives a file's bytes as served.
 * Returns one result per page: { page, bytes, budget, ok, files: [{ file, bytes }] }.
 */
export function measure(
  manifest: Manifest,
  sizeOf: (file: string) => number,
  budgets: Budget[] = BUDGETS,
): BudgetResult[] {
  return budgets.map(({ page, modules, budget }) => {
    const files = filesOf(manifest, modules).map((file) => ({ file, bytes: sizeOf(file) }));
    const bytes = files.reduce((sum, file) => sum + file.bytes, 0);
    return { page, bytes, budget, ok: bytes <= budget, files };
  });
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;

/** One line per page: "✓ / 98,535 bytes (96.2 KiB) of 102,400 (100.0 KiB) in 4 files". */
export function report(results: BudgetResult[]): string[] {
  return results.map((result) => {
    const line =
      `${result.ok ? "✓" : "✗"} ${result.page} loads ${result.bytes.toLocaleString("en")} bytes of gzipped JS ` +
      `(${kib(result.bytes)}), budget ${result.budget.toLocaleString("en")} (${kib(result.budget)}) in ` +
      `${result.files.length} files`;
    if (result.ok) return line;
    const largest = [...result.files].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
    return (
      `${line}: ${(result.bytes - result.budget).toLocaleString("en")} bytes OVER BUDGET; largest: ` +
      largest.map((file) => `${file.file} ${file.bytes.toLocaleString("en")}`).join(", ")
    );
  });
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), "..");
  const dist = resolve(process.argv[2] ?? join(root, "apps/web/dist"));
  const manifestPath = join(dist, ".vite/manifest.json");
  if (!existsSync(manifestPath)) {
    console.error(`bundle budgets: no ${manifestPath}; run \`npm run build -w apps/web\` first`);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as Manifest;
  const results = measure(manifest, (file) => servedBytes(readFileSync(join(dist, file))));
  for (const line of report(results)) console.log(line);
  const over = results.filter((result) => !result.ok);
  if (over.length) {
    console.error(`bundle budgets: ${over.map((result) => result.page).join(", ")} over budget`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
