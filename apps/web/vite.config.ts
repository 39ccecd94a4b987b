import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

/**
 * react-router ships one big module whose `X.displayName = "..."` statements and unannotated
 * createContext/forwardRef calls count as side effects, so unused components (Form,
 * ScrollRestoration, HistoryRouter, ...) survive tree-shaking. Dropping the names and marking the
 * calls pure lets the bundler remove them: every byte counts in the public pages' first load.
 */
function leanReactRouter(): Plugin {
  return {
    name: "lean-react-router",
    enforce: "pre",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]react-router[\\/]dist[\\/].*\.mjs$/.test(id)) return null;
      return code
        .replace(/^\s*[\w$]+\.displayName = "[^"]*";$/gm, "")
        .replace(/(=\s*)(React\d*\.(?:createContext|forwardRef|memo)\()/g, "$1/* @__PURE__ */ $2");
    },
  };
}

// react-router's package exports point at its development build; its production build (same code,
// dev warnings off) lets the minifier drop the warnings.
const reactRouterProduction = fileURLToPath(
  new URL("../../node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [leanReactRouter(), react(), tailwindcss()],
  resolve:
    command === "build" && !isSsrBuild
      ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] }
      : undefined,
  server: { port: 5173, proxy: { "/api": "http://localhost:3000" } },
  build: {
    sourcemap: false,
    target: "es2022",
    // The prerender step reads it to add <link rel="modulepreload"> for each prerendered page's own chunks.
    manifest: true,
    // No preload helper around every lazy import (it weighs ~1.6 KB gz in the entry): prerendered pages
    // preload their chunks in HTML, and a client-side navigation loads a page's chunk and its imports.
    modulePreload: false,
  },
}));
