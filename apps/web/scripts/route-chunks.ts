/** Reading the build: which source file each route loads, and the chunks a set of route modules needs. */
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

/** One entry of Vite's .vite/manifest.json. */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
}

/**
 * Route path → the route module's source file, read from one route list of the route table
 * (`const <list>: RouteObject[] = [ { path: "...", ...page(() => import("./routes/...")) }, ... ]`).
 */
export function routeSources(list: string): Map<string, string> {
  const table = readFileSync(join(webRoot, "src/routes.tsx"), "utf8");
  const start = table.indexOf(`${list}: RouteObject[]`);
  if (start < 0) throw new Error(`src/routes.tsx has no route list named ${list}`);
  const block = table.slice(start, table.indexOf("];", start));
  const sources = new Map<string, string>();
  for (const match of block.matchAll(
    /\{\s*(?:index:\s*true|path:\s*"([^"]+)")\s*,\s*\.\.\.page\(\(\)\s*=>\s*import\("\.\/([^"]+)"\)\)/g,
  )) {
    sources.set(match[1] ? `/${match[1]}` : "/", `src/${match[2]}.tsx`);
  }
  return sources;
}

/**
 * The route modules' chunks and everything they import statically, so the browser fetches them with the entry
 * instead of one import level after another. Files the page already links (the entry's own) are left out.
 */
export function preloadsFor(
  sources: Array<string | undefined>,
  manifest: Record<string, ManifestChunk>,
  alreadyLinked: string,
): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const source of sources) if (source) visit(source);
  return [...files].filter((file) => !alreadyLinked.includes(`/${file}`));
}

export const modulePreloadLink = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
