/**
 * Module hooks for page-routes.ts (registered with node:module's register): every import of a file under the web
 * app's src/routes/ answers a stand-in whose default export is that file's URL, instead of loading the page and its
 * libraries. A route's `lazy()` then returns, as its Component, the file it would load.
 */
let pagesUrl = "";

export function initialize(data) {
  pagesUrl = data.pagesUrl;
}

export async function load(url, context, nextLoad) {
  if (pagesUrl && url.startsWith(pagesUrl))
    return { format: "module", shortCircuit: true, source: `export default ${JSON.stringify(url)};` };
  return nextLoad(url, context);
}
