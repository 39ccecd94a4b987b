import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { dependencyRewrite } from "./scripts/dependency-rewrites.js";
import { signedInChunks } from "./scripts/signed-in-chunks.js";

/**
 * react-router ships one big module whose `X.displayName = "..."` statements and unannotated createContext/forwardRef/
 * memo calls count as side effects, so components the app never uses (Form, ScrollRestoration, HistoryRouter, ...)
 * survive tree-shaking. Dropping the names and marking the calls pure lets the bundler remove them (~1.8 KB gz of
 * every page's first load). Generic edits: they assume nothing about which of react-router's parts the app uses.
 * Each must match or the build fails, and react-router is pinned exactly (scripts/dependency-rewrites.ts).
 */
const leanReactRouter = () =>
  dependencyRewrite({
    dependency: "react-router",
    files: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/,
    edits: [
      { why: "dev-only component names", search: /^\s*[\w$]+\.displayName = "[^"]*";$/gm, replacement: "" },
      {
        why: "pure React factories",
        search: /(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g,
        replacement: "$1/* @__PURE__ */ $2",
      },
    ],
  });

/**
 * zod's classic schemas carry JSON Schema generation (`.toJSONSchema()`, `~standard.jsonSchema`, ~5.4 KB gz) that the
 * bundler cannot drop, as every schema class refers to it. The server makes the OpenAPI document from it; the browser
 * never calls it, and in the client build such a call throws a named error. Kept as the one rewrite that assumes how
 * the app uses a library: without it the portal's first load is over its 150 KiB budget
 * (docs/decisions/0062-dependency-rewrites-fail-loudly.md). It fails the build when zod's imports move; zod is pinned.
 */
const zodWithoutJsonSchema = () =>
  dependencyRewrite({
    dependency: "zod",
    files: /[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/,
    edits: [
      {
        why: "JSON Schema processors",
        search: /^import \* as processors from "\.\.\/core\/json-schema-processors\.js";$/m,
        replacement: "const processors = {};",
      },
      {
        why: "JSON Schema methods",
        search:
          /^import \{ createStandardJSONSchemaMethod, createToJSONSchemaMethod \} from "\.\.\/core\/to-json-schema\.js";$/m,
        replacement: `const createStandardJSONSchemaMethod = () => () => { throw new Error("JSON Schema is not part of the web build"); };
const createToJSONSchemaMethod = createStandardJSONSchemaMethod;`,
      },
    ],
  });

// zod for the browser: the same library, set to parse without `new Function` (forbidden by our CSP) before any
// schema is built. See src/lib/zod-jitless.ts.
const zodJitless = fileURLToPath(new URL("./src/lib/zod-jitless.ts", import.meta.url));

/**
 * A chunk is named after a module of it; for the shared package's per-feature folders that name would be a bare
 * `contract`, `staff` or `staff.contract` of one of many features. Those chunks are named `<feature>.<file>` instead
 * (`<feature>` for `<feature>/<feature>.ts`, the bare file for `core/`), so a chunk says whose code it holds.
 */
const SHARED_MODULE = /[\\/]packages[\\/]shared[\\/]src[\\/]([^\\/]+)[\\/]([^\\/]+)\.tsx?$/;
const chunkFileNames = (chunk: { name: string; facadeModuleId?: string | null; moduleIds: readonly string[] }) => {
  const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : chunk.moduleIds;
  for (const id of ids) {
    const m = SHARED_MODULE.exec(id);
    if (!m || m[2] !== chunk.name) continue;
    const [, folder, file] = m;
    return `assets/${folder === "core" || folder === file ? file : `${folder}.${file}`}-[hash].js`;
  }
  return "assets/[name]-[hash].js";
};

const appChunks = signedInChunks();

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    tailwindcss(),
    // The renderer (SSR build) leaves node_modules external: the rewrites apply to the browser's bundle.
    ...(isSsrBuild ? [] : [leanReactRouter(), zodWithoutJsonSchema(), appChunks.plugin]),
  ],
  resolve: isSsrBuild
    ? undefined
    : {
        alias: [{ find: /^zod$/, replacement: zodJitless }],
      },
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
  build: {
    sourcemap: false,
    target: "es2022",
    // The prerender step reads it to add <link rel="modulepreload"> for each prerendered page's own chunks.
    manifest: true,
    // No modulepreload polyfill and no <link rel="modulepreload"> per lazy import: prerendered pages preload their
    // chunks in HTML, and a client-side navigation loads a page's chunk and its imports.
    modulePreload: false,
    rolldownOptions: isSsrBuild
      ? undefined
      : { output: { chunkFileNames, codeSplitting: { groups: appChunks.groups } } },
  },
}));
