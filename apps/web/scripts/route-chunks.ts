/** Reading the build: the chunks a set of route modules needs (which module each route loads: page-routes.ts). */

/** One entry of Vite's .vite/manifest.json. */
export interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  isEntry?: boolean;
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
