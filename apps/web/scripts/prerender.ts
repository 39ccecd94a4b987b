/**
 * Build step after `vite build` (browser) and `vite build --ssr src/entry-server.tsx` (renderer):
 * writes every public page as finished HTML (dist/<route>/index.html, home as dist/index.html) with
 * its own title and description, keeps the untouched app shell as dist/shell.html (the server's
 * history fallback), and precompresses text files (.br, .gz) for the server to send as they are.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { COMPANY } from "@app/shared/core/company";
import { pageRoutes } from "./page-routes";
import { type ManifestChunk, modulePreloadLink, preloadsFor } from "./route-chunks";
import { writeSignedInShells } from "./signed-in-shells";

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
// Arguments (optional): the client build's directory and the renderer's, for builds outside dist/.
const dist = resolve(process.argv[2] ?? join(webRoot, "dist"));
// The renderer lives under node_modules/.cache: out of git, lint and the served files, yet it resolves react & co.
const ssrEntry = resolve(process.argv[3] ?? join(webRoot, "node_modules/.cache/prerender"), "entry-server.js");

interface Renderer {
  prerenderablePaths(): string[];
  renderPage(path: string): Promise<{ html: string; meta?: { title: string; description: string }; status: number }>;
}

/** Titles of public pages that do not set their own (the sign-in pages), so no two pages share one. */
const FALLBACK_META: Record<string, { title: string; description: string }> = {
  "/login": {
    title: "Log In",
    description: "Log in to follow your shipments, purchases, pickups, tickets and invoices.",
  },
  "/signup": {
    title: "Sign Up",
    description: "Create your free account and get your personal warehouse addresses abroad.",
  },
  "/request-otp": { title: "Forgot Password", description: "Get a code by e-mail to reset your password." },
  "/verify-otp": { title: "Verify Code", description: "Enter the code we e-mailed you to reset your password." },
  "/reset-password": { title: "Reset Password", description: "Choose a new password for your account." },
  "/confirm-email": { title: "Confirm Your E-mail", description: "Confirm the e-mail address of your account." },
};

function fallbackMeta(path: string) {
  const meta = FALLBACK_META[path];
  return meta && { title: `${meta.title} | ${COMPANY.name}`, description: meta.description };
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const escapeText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function pageHtml(
  shell: string,
  rendered: { html: string; meta?: { title: string; description: string } },
  preloads: string[],
): string {
  let html = shell.replace(
    '<div id="root"><!--app-outlet--></div>',
    `<div id="root" data-prerendered="true">${rendered.html}</div>`,
  );
  const head: string[] = preloads.map(modulePreloadLink);
  if (rendered.meta) {
    const { title, description } = rendered.meta;
    html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`);
    html = html.replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      `<meta name="description" content="${escapeAttr(description)}" />`,
    );
    head.push(
      `<meta property="og:type" content="website" />`,
      `<meta property="og:title" content="${escapeAttr(title)}" />`,
      `<meta property="og:description" content="${escapeAttr(description)}" />`,
    );
  }
  return html.replace("<!--head-outlet-->", head.join("\n    "));
}

function precompress(dir: string): number {
  let count = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== ".vite") count += precompress(path);
      continue;
    }
    if (!/\.(js|css|html|svg|txt|json|xml|webmanifest)$/.test(name) || statSync(path).size < 512) continue;
    const data = readFileSync(path);
    writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${path}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    count += 1;
  }
  return count;
}

async function main() {
  const template = join(dist, "index.html");
  if (!existsSync(template) || !existsSync(ssrEntry))
    throw new Error("Run `npm run build -w apps/web` (it builds the app and the renderer, then prerenders).");
  // A rerun must start from the shell, not from an already prerendered home page.
  const shellPath = join(dist, "shell.html");
  const current = readFileSync(template, "utf8");
  const shell = current.includes("<!--app-outlet-->") ? current : readFileSync(shellPath, "utf8");
  writeFileSync(shellPath, shell);

  const manifestPath = join(dist, ".vite/manifest.json");
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath)
    ? JSON.parse(readFileSync(manifestPath, "utf8"))
    : {};
  const pages = await pageRoutes();
  const sources = new Map(pages.filter((page) => page.parent === "/").map((page) => [page.path, page.source]));
  const renderer = (await import(pathToFileURL(ssrEntry).href)) as Renderer;

  const failures: string[] = [];
  for (const path of renderer.prerenderablePaths()) {
    try {
      const rendered = await renderPage(renderer, path);
      rendered.meta ??= fallbackMeta(path);
      if (/<script/i.test(rendered.html))
        console.warn(`  ! ${path}: the rendered page contains a <script> (blocked by the CSP)`);
      const out = path === "/" ? template : join(dist, path.slice(1), "index.html");
      mkdirSync(dirname(out), { recursive: true });
      writeFileSync(out, pageHtml(shell, rendered, preloadsFor([sources.get(path)], manifest, shell)));
      console.log(`  ✓ ${path.padEnd(30)} ${relative(webRoot, out)}${rendered.meta ? "" : "  (no page title set)"}`);
    } catch (error) {
      // A page that cannot render without a browser is served the shell, as before; the build goes on.
      failures.push(path);
      console.warn(`  ! ${path}: not prerendered (${(error as Error).message.split("\n")[0]})`);
    }
  }
  const shells = writeSignedInShells(dist, shell, manifest, pages);
  console.log(`  ✓ ${shells} signed-in page shells with their chunks preloaded`);
  console.log(
    `Prerendered ${renderer.prerenderablePaths().length - failures.length} pages; precompressed ${precompress(dist)} files.`,
  );
}

async function renderPage(renderer: Renderer, path: string) {
  const rendered = await renderer.renderPage(path);
  if (rendered.status !== 200) throw new Error(`status ${rendered.status}`);
  return rendered;
}

await main();
