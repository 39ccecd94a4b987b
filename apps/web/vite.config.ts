import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { signedInChunks } from "./scripts/signed-in-chunks.js";

/**
 * Code of react-router's that this app never runs, but that tree-shaking keeps because a check made at run time
 * guards it. Each edit makes one check constant, and the minifier drops what it guarded (~3.5 KB gz of the entry
 * in all). A release that rewrote one of these lines keeps that code: a bigger bundle, nothing broken.
 */
const REACT_ROUTER_UNUSED: Array<[search: RegExp | string, replacement: string]> = [
  // <Link prefetch>, with the route-module loading, single-fetch URLs and RSC code its prefetch links bring:
  // framework mode only. Without framework mode's context, usePrefetchBehavior always answers "no prefetch, no
  // handlers" (its ref is only read by the prefetch-on-viewport mode).
  [
    /let \[shouldPrefetch, prefetchRef, prefetchHandlers\] = usePrefetchBehavior\(\s*prefetch,\s*rest\s*\);/,
    "const shouldPrefetch = false, prefetchRef = null, prefetchHandlers = {};",
  ],
  // The route error boundary's handling of RSC redirects and error digests: its context is RSCRouterContext, which
  // only the RSC router sets. Only these two reads of `this.context` (its decoding of digests, its RSCErrorHandler).
  [/\bthis\.context(?= && typeof error === "object")/, "false"],
  [
    /\bif \(this\.context\)(?=\s*\{\s*return\s*(?:\/\* @__PURE__ \*\/\s*)?[\w$]+\.createElement\(RSCErrorHandler\b)/,
    "if (false)",
  ],
  // Router state handed over in window.__staticRouterHydrationData by a server render with hydration: the prerender
  // renders with hydrate={false} (the script it would need is inline, which the CSP forbids).
  ["hydrationData: opts?.hydrationData || parseHydrationData(),", "hydrationData: opts?.hydrationData,"],
  // The `instrumentations` option of createBrowserRouter (hooks around navigations and loaders), which main.tsx
  // does not pass. Should it ever pass one, this line goes too.
  [/\binit\.instrumentations\b/g, "undefined"],
];

/**
 * react-router ships one big module whose `X.displayName = "..."` statements and unannotated
 * createContext/forwardRef calls count as side effects, so unused components (Form,
 * ScrollRestoration, HistoryRouter, ...) survive tree-shaking. Dropping the names and marking the
 * calls pure lets the bundler remove them, and REACT_ROUTER_UNUSED takes out what only other modes
 * and options use: every byte counts in the public pages' first load.
 */
function leanReactRouter(): Plugin {
  return {
    name: "lean-react-router",
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      let lean = code
        .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, "")
        .replace(/(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g, "$1/* @__PURE__ */ $2");
      for (const [search, replacement] of REACT_ROUTER_UNUSED) lean = lean.replace(search, replacement);
      return lean;
    },
  };
}

/**
 * Vite wraps every lazy import in a preload helper (~1 KB gz in the entry) that, with modulePreload off,
 * is left with one job: loading the CSS files a lazily loaded chunk imports. This smaller helper does
 * that job. Vite loads its helper from this virtual module id; if a future Vite renames it, its own
 * helper is used again (a few hundred bytes more, nothing breaks).
 */
function smallPreloadHelper(): Plugin {
  const id = "\0vite/preload-helper.js";
  return {
    name: "small-preload-helper",
    enforce: "pre",
    apply: "build",
    resolveId: (source) => (source === id ? id : null),
    load: (source) =>
      source === id
        ? `const base = ${JSON.stringify("/")};
export const __vitePreload = (load, deps) =>
  deps && deps.length
    ? Promise.all(deps.filter((dep) => dep.endsWith(".css") && !document.querySelector('link[href="' + base + dep + '"]')).map((dep) => new Promise((resolve, reject) => {
        const link = document.createElement("link");
        link.rel = "stylesheet";
        link.href = base + dep;
        link.onload = resolve;
        link.onerror = () => reject(new Error("Unable to preload CSS for " + dep));
        document.head.append(link);
      }))).then(() => load())
    : load();`
        : null,
  };
}

/**
 * zod's classic schemas carry JSON Schema generation (`.toJSONSchema()`, `~standard.jsonSchema`, ~5 KB gz) that the
 * bundler cannot drop, as every schema class refers to it. The server makes the OpenAPI document from it; the browser
 * never calls it. In the client build those calls throw instead, and the generator stays out of the bundle.
 */
function zodWithoutJsonSchema(): Plugin {
  return {
    name: "zod-without-json-schema",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(id)) return null;
      const stripped = code
        .replace('import * as processors from "../core/json-schema-processors.js";', "const processors = {};")
        .replace(
          'import { createStandardJSONSchemaMethod, createToJSONSchemaMethod } from "../core/to-json-schema.js";',
          `const createStandardJSONSchemaMethod = () => () => { throw new Error("JSON Schema is not part of the web build"); };
const createToJSONSchemaMethod = createStandardJSONSchemaMethod;`,
        );
      // A zod release that moved these imports keeps its generator: a bigger bundle, nothing broken.
      return stripped === code ? null : stripped;
    },
  };
}

// react-router's package exports point at its development build; its production build (same code,
// dev warnings off) lets the minifier drop the warnings.
const reactRouterProduction = fileURLToPath(
  new URL("../../node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

// zod for the browser: the same library, set to parse without `new Function` (forbidden by our CSP) before any
// schema is built. See src/lib/zod-jitless.ts.
const zodJitless = fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url));

const appChunks = signedInChunks();

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    leanReactRouter(),
    smallPreloadHelper(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [zodWithoutJsonSchema(), appChunks.plugin]),
  ],
  resolve: isSsrBuild
    ? undefined
    : {
        alias: [
          { find: /^zod$/, replacement: zodJitless },
          ...(command === "build" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
        ],
      },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
  build: {
    sourcemap: false,
    target: "es2022",
    // The prerender step reads it to add <link rel="modulepreload"> for each prerendered page's own chunks.
    manifest: true,
    // No preload helper around every lazy import (it weighs ~1.6 KB gz in the entry): prerendered pages
    // preload their chunks in HTML, and a client-side navigation loads a page's chunk and its imports.
    modulePreload: false,
    rolldownOptions: isSsrBuild ? undefined : { output: { codeSplitting: { groups: appChunks.groups } } },
  },
}));
