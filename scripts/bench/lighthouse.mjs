// Lighthouse (mobile settings) on the public site: performance, accessibility, best practices and SEO of
// /, /service-areas and /track-package (target: ≥ 95 in all four on each), and the gzipped JavaScript and CSS that /
// loads (budget: 100 KiB of JavaScript). Then signed in (the demo customer and the demo owner, logged in over HTTP; the
// session cookie goes with every request Lighthouse makes): the portal home /user/home and the staff shipments list
// /admin/shipments, scored on performance, accessibility and best practices (signed-in pages are noindex: SEO does not
// apply), with the gzipped JavaScript each loads: the portal's and the back office's entry, everything a signed-in
// first visit downloads before it can show the page (the shared entry chunk included; budget: 150 KiB each).
//
// It builds the web app into a temporary directory (the same three steps as `npm run build -w apps/web`, so a
// build running elsewhere in the tree cannot disturb it) and serves it from its own server on a fresh embedded
// database: the page weight and scores do not depend on the bench database.
//
// Settings (environment):
//   CHROMIUM_PATH                 the browser (default /usr/bin/chromium)
//   BENCH_LIGHTHOUSE_RUNS         runs per page (default 3); the median performance run is reported, since other
//                                 work on the machine sways single runs
//   BENCH_LIGHTHOUSE_REPORTS=dir  keep each page's full report there (<page>.json, for the Lighthouse viewer)
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startAppServer } from "./lib/processes.mjs";

const PAGES = ["/", "/service-areas", "/track-package"];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const SIGNED_IN_CATEGORIES = ["performance", "accessibility", "best-practices"];
/** Signed-in pages: who logs in (the demo accounts a fresh embedded database is seeded with) and the cookie. */
const SIGNED_IN_PAGES = [
  {
    path: "/user/home",
    login: "/api/users/login",
    body: { email_address: "customer@swiftway.test", password: "Customer123" },
    cookie: "session",
    area: "portal",
  },
  {
    path: "/admin/shipments",
    login: "/api/admins/login",
    body: { email: "owner@swiftway.test", password: "Owner1234" },
    cookie: "admin_session",
    area: "back-office",
  },
];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
];
const TARGET_SCORE = 95;
// 100 KB as Lighthouse and Chrome count it (KiB): the gzipped bodies of every script / loads.
const JS_BUDGET_BYTES = 100 * 1024;
/** The portal's and the back office's entry: every script a signed-in page loads, gzipped. */
const SIGNED_IN_JS_BUDGET_BYTES = 150 * 1024;
const TARGETS = {
  js: `JavaScript loaded by / ≤ ${JS_BUDGET_BYTES / 1024} KiB gzipped`,
  signedInJs: (area, path) =>
    `${area} entry (${path}, signed in): JavaScript ≤ ${SIGNED_IN_JS_BUDGET_BYTES / 1024} KiB gzipped`,
  scores: (path) => `Lighthouse mobile ≥ ${TARGET_SCORE} in all four categories on ${path}`,
};

/** With BENCH_LIGHTHOUSE_REPORTS=dir, keeps the page's report as dir/<page>.json (for the Lighthouse viewer). */
function keepReport(path, lhr) {
  const reports = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (!reports) return;
  mkdirSync(reports, { recursive: true });
  const name = path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
  writeFileSync(join(reports, `${name}.json`), JSON.stringify(lhr));
}

function buildWebApp(root, outDir) {
  const web = join(root, "apps/web");
  const ssrDir = join(web, "node_modules/.cache/prerender-bench");
  const steps = [
    ["vite", "build", "--outDir", outDir, "--emptyOutDir", "--logLevel", "warn"],
    ["vite", "build", "--ssr", "src/entry-server.tsx", "--outDir", ssrDir, "--emptyOutDir", "--logLevel", "warn"],
    ["tsx", "scripts/prerender.ts", outDir, ssrDir],
  ];
  for (const args of steps) {
    const run = spawnSync("npx", args, { cwd: web, encoding: "utf8" });
    if (run.status !== 0) throw new Error(`${args.join(" ")} failed:\n${run.stdout}\n${run.stderr}`);
  }
  rmSync(ssrDir, { recursive: true, force: true });
}

/** Bytes of the response body as sent with the given Accept-Encoding (node's fetch would decompress it). */
function encodedSize(url, encoding) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "accept-encoding": encoding } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve({ bytes, encoding: res.headers["content-encoding"] ?? "identity" }));
    }).on("error", reject);
  });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => (value >= 1000 ? `${(value / 1000).toFixed(1)} s` : `${Math.round(value)} ms`);

async function audit(url, port, runs, categories = CATEGORIES, extraHeaders = undefined) {
  const reports = [];
  for (let i = 0; i < runs; i += 1) {
    const flags = { port, output: "json", logLevel: "error", onlyCategories: categories, extraHeaders };
    let result = await lighthouse(url, flags);
    // A trace lost on a busy machine (NO_NAVSTART and the like) is worth one more try before giving up.
    if (result?.lhr?.runtimeError) result = await lighthouse(url, flags);
    if (!result?.lhr) throw new Error(`Lighthouse produced no report for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.message}`);
    reports.push(result.lhr);
  }
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return reports[Math.floor(reports.length / 2)];
}

function summary(lhr, categories = CATEGORIES) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id) => lhr.audits[id]?.numericValue ?? 0;
  const failing = categories.flatMap((id) =>
    Object.values(lhr.categories[id].auditRefs)
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1 && id !== "performance")
      .map((ref) => ref.id),
  );
  return {
    scores: Object.fromEntries(categories.map((id) => [id, score(id)])),
    text:
      `performance ${score("performance")} · accessibility ${score("accessibility")} · best-practices ${score("best-practices")}` +
      (categories.includes("seo") ? ` · SEO ${score("seo")}` : "") +
      ` | FCP ${ms(metric("first-contentful-paint"))}, LCP ${ms(metric("largest-contentful-paint"))}, TBT ${ms(metric("total-blocking-time"))}, CLS ${metric("cumulative-layout-shift").toFixed(3)}` +
      (failing.length ? ` | failing: ${failing.join(", ")}` : ""),
  };
}

/** The files of a page weight, largest first: "index-Ab12.js 60.1, app-frame-Cd34.js 40.2, …" (KiB). */
const fileSizes = (weight) => weight.sizes.map((f) => `${f.name} ${(f.bytes / 1024).toFixed(1)}`).join(", ");

/** The scripts and stylesheets the page loaded (from Lighthouse's network log), sized as gzip and as transferred. */
async function pageWeight(lhr, origin) {
  const items = lhr.audits["network-requests"].details.items.filter(
    (item) => (item.resourceType === "Script" || item.resourceType === "Stylesheet") && item.url.startsWith(origin),
  );
  const empty = () => ({ gzip: 0, transferred: 0, files: 0, sizes: [] });
  const totals = { Script: empty(), Stylesheet: empty() };
  for (const item of items) {
    const { bytes, encoding } = await encodedSize(item.url, "gzip");
    // Files under 512 bytes are not precompressed (gzip would make them bigger): counted as sent.
    if (encoding !== "gzip" && bytes >= 512) throw new Error(`${item.url} is not served gzipped (${encoding})`);
    const total = totals[item.resourceType];
    total.gzip += bytes;
    total.transferred += item.transferSize ?? 0;
    total.files += 1;
    total.sizes.push({ name: new URL(item.url).pathname.split("/").pop(), bytes });
  }
  for (const total of Object.values(totals)) total.sizes.sort((a, b) => b.bytes - a.bytes);
  return totals;
}

const jsCheck = (target, js, budget) => ({
  target,
  value: `${kb(js.gzip)} in ${js.files} files`,
  ok: js.files > 0 && js.gzip <= budget,
});

export default {
  name: "lighthouse",
  title: "Lighthouse: public pages, portal home and staff shipments (mobile)",
  databases: "own",
  targets: [
    TARGETS.js,
    ...SIGNED_IN_PAGES.map((page) => TARGETS.signedInJs(page.area, page.path)),
    ...PAGES.map(TARGETS.scores),
  ],
  async run(ctx) {
    const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
    // chrome-launcher would crash the whole bench with an unhandled spawn error: say what is missing instead.
    if (!existsSync(chromePath))
      throw new Error(
        `no browser at ${chromePath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`,
      );
    const runs = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
    const webDist = mkdtempSync(join(tmpdir(), "bench-web-"));
    const dataDir = mkdtempSync(join(tmpdir(), "bench-lighthouse-data-"));
    let server;
    let chrome;
    try {
      console.log("    building the web app…");
      buildWebApp(ctx.root, webDist);
      server = await startAppServer({ DATA_DIR: dataDir, DATABASE_URL: "", WEB_DIST: webDist });
      chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: CHROME_FLAGS,
      });
      const rows = [];
      const checks = [];
      for (const path of PAGES) {
        console.log(`    lighthouse ${path}`);
        const lhr = await audit(`${server.baseUrl}${path}`, chrome.port, runs);
        keepReport(path, lhr);
        const { scores, text } = summary(lhr);
        rows.push({ label: `Lighthouse ${path}`, text });
        const low = Object.entries(scores).filter(([, value]) => value < TARGET_SCORE);
        checks.push({
          target: TARGETS.scores(path),
          value: Object.entries(scores)
            .map(([category, value]) => `${category} ${value}`)
            .join(", "),
          ok: low.length === 0,
        });
        if (path === "/") {
          const weight = await pageWeight(lhr, server.baseUrl);
          const js = weight.Script;
          const css = weight.Stylesheet;
          rows.push({
            label: "  JavaScript / loads",
            text:
              `${kb(js.gzip)} gzipped (${js.gzip} bytes) in ${js.files} files; ${kb(js.transferred)} transferred with ` +
              `headers — budget ${kb(JS_BUDGET_BYTES)} ${js.gzip <= JS_BUDGET_BYTES ? "✓" : "✗"} (KiB: ${fileSizes(js)})`,
          });
          rows.push({
            label: "  CSS / loads",
            text: `${kb(css.gzip)} gzipped in ${css.files} file(s) (${kb(css.transferred)} transferred)`,
          });
          checks.push(jsCheck(TARGETS.js, js, JS_BUDGET_BYTES));
        }
      }
      for (const signedIn of SIGNED_IN_PAGES) {
        console.log(`    lighthouse ${signedIn.path} (signed in)`);
        const login = await fetch(`${server.baseUrl}${signedIn.login}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(signedIn.body),
        });
        if (!login.ok) throw new Error(`${signedIn.login}: ${login.status} ${await login.text()}`);
        const { token } = await login.json();
        const headers = { Cookie: `${signedIn.cookie}=${token}` };
        const lhr = await audit(`${server.baseUrl}${signedIn.path}`, chrome.port, runs, SIGNED_IN_CATEGORIES, headers);
        // A session the page did not accept would measure the log-in page instead.
        const shown = new URL(lhr.finalDisplayedUrl ?? lhr.finalUrl).pathname;
        if (shown !== signedIn.path) throw new Error(`${signedIn.path} signed in ended on ${shown}`);
        keepReport(signedIn.path, lhr);
        const { scores, text } = summary(lhr, SIGNED_IN_CATEGORIES);
        rows.push({ label: `Lighthouse ${signedIn.path} (signed in)`, text });
        const low = Object.entries(scores).filter(([, value]) => value < TARGET_SCORE);
        if (low.length)
          rows.push({
            label: `  ⚠ ${signedIn.path} under ${TARGET_SCORE}`,
            text: low.map(([category, value]) => `${category} ${value}`).join(", "),
          });
        const js = (await pageWeight(lhr, server.baseUrl)).Script;
        rows.push({
          label: `  JavaScript ${signedIn.path} loads`,
          text:
            `${kb(js.gzip)} gzipped (${js.gzip} bytes) in ${js.files} files — budget ${kb(SIGNED_IN_JS_BUDGET_BYTES)} ` +
            `${js.gzip <= SIGNED_IN_JS_BUDGET_BYTES ? "✓" : "✗"} (KiB: ${fileSizes(js)})`,
        });
        checks.push(jsCheck(TARGETS.signedInJs(signedIn.area, signedIn.path), js, SIGNED_IN_JS_BUDGET_BYTES));
      }
      return { rows, checks };
    } finally {
      await chrome?.kill();
      await server?.stop();
      rmSync(webDist, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
