// Build steps of `npm start` (scripts/start.mjs), the command-line tools (scripts/cli.mjs) and `npm run build`: the
// server and its tools compiled to JavaScript (apps/server/dist) and the web app (apps/web/dist), each rebuilt only
// when it is missing or older than a source.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const SERVER_DIST = join(ROOT, "apps/server/dist");
/** The compiled server's entry. */
export const SERVER_ENTRY = join(SERVER_DIST, "main.js");
/** The command-line tools, src/cli/<name>.ts, built to dist/cli/<name>.js (`npm run <script>` runs them). */
export const CLI_TOOLS = ["backup", "restore", "seed", "admin-create"];
export const cliEntry = (tool) => join(SERVER_DIST, "cli", `${tool}.js`);

/**
 * How the compiled server is run (npm start, the e2e workers, the benchmarks): `node ...SERVER_NODE_ARGS` with
 * SERVER_ENV under the caller's environment (a variable set there wins). They keep an idle server small
 * (scripts/bench/idle-rss.mjs measures it):
 * - a young generation of 4 MB semi-spaces instead of 16: an idle heap otherwise keeps ~30 MB of them. Not 2: under
 *   load (cached tracking lookups) 2 MB spent 20% of the CPU in scavenges and 4 MB 8.5% (8 MB no better), for
 *   ~6 MB more idle RSS (idle-rss.mjs: PGlite 238 -> 243 MB, PostgreSQL 108 -> 114 MB);
 * - glibc's malloc with a fixed mmap threshold and two arenas: by default the threshold climbs after the first large
 *   buffer is freed (the start's WebAssembly compilation and initdb make many), so later large buffers are carved
 *   from arenas that are never given back, and every thread that allocates gets an arena of its own;
 * - no --enable-source-maps: it parses every .map at load (~10 MB). The maps are written beside the code; set
 *   NODE_OPTIONS=--enable-source-maps to have stack traces point into apps/server/src.
 */
export const SERVER_NODE_ARGS = ["--max-semi-space-size=4", SERVER_ENTRY];
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2", MALLOC_MMAP_THRESHOLD_: "131072" };
/** The environment of a server started with `env` (the caller's variables win over SERVER_ENV). */
export const serverEnv = (env = process.env) => ({ ...SERVER_ENV, ...env });
const WEB_BUILT = join(ROOT, "apps/web/dist/index.html");

/** The newest modification time of any file under `dir`, skipping node_modules and build output. */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name === "dist") continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Missing, or older than one of `sources` (folders or files). */
function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => {
    const path = join(ROOT, source);
    if (!existsSync(path)) return false;
    return (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs) > built;
  });
}

// The lock file counts: an updated dependency may change what the bundle imports.
const SHARED_SOURCES = ["packages/shared/src", "packages/shared/package.json", "package-lock.json"];

export const serverIsStale = () =>
  CLI_TOOLS.some((tool) => !existsSync(cliEntry(tool))) ||
  isStale(SERVER_ENTRY, [
    "apps/server/src",
    "apps/server/package.json",
    "apps/server/tsconfig.json",
    "scripts/lib/build.mjs",
    ...SHARED_SOURCES,
  ]);
export const webIsStale = () => isStale(WEB_BUILT, ["apps/web", ...SHARED_SOURCES]);

/** Test files and type tests are not part of the server. */
const isServerSource = (name) => name.endsWith(".ts") && !/\.(test|typetest)\.ts$/.test(name);

/**
 * The server as ES modules in apps/server/dist: src/main.ts and every features/<f>/*.routes.ts (app.ts finds the
 * route files by listing dist/features, as it lists src/features under tsx), and the command-line tools
 * (src/cli/<tool>.ts to dist/cli/<tool>.js); code shared between them split into chunks beside main.js (config.ts,
 * whose import.meta.url locates apps/server, is shared by main.ts and every tool, so it always sits in such a chunk).
 * @app/shared (TypeScript sources) is bundled; every other package stays an import of
 * node_modules, so native and data-file packages (sharp, @node-rs/argon2, PGlite's wasm and data files, pdf-lib,
 * bwip-js) load as they always do. Source maps sit beside each file.
 */
export async function buildServer() {
  const { build } = await import("esbuild");
  const src = join(ROOT, "apps/server/src");
  const features = join(src, "features");
  const routeFiles = readdirSync(features, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) =>
      readdirSync(join(features, entry.name))
        .filter((name) => /\.routes\.ts$/.test(name) && isServerSource(name))
        .map((name) => join(features, entry.name, name)),
    );
  // Built beside dist and swapped in whole, so a server starting meanwhile (or a second `npm start` building at the
  // same moment, as e2e workers may) never sees half a build.
  const building = `${SERVER_DIST}.building-${process.pid}`;
  const started = Date.now();
  await build({
    entryPoints: [
      join(src, "main.ts"),
      join(src, "image-worker.ts"),
      join(src, "pdf-worker.ts"),
      join(src, "backup-worker.ts"),
      ...routeFiles,
      ...CLI_TOOLS.map((tool) => join(src, "cli", `${tool}.ts`)),
    ],
    outbase: src,
    outdir: building,
    // Chunks beside main.js: a file one level below apps/server, like src/*.ts, so import.meta.url-relative
    // paths (config.ts's repository root, app.ts's web build) mean the same in both.
    chunkNames: "chunks-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20",
    sourcemap: "linked",
    sourcesContent: false,
    logLevel: "warning",
    plugins: [
      {
        name: "external-packages-but-shared",
        setup(b) {
          // Bare imports stay imports, except the workspace package @app/shared, whose exports are .ts sources.
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path === "@app/shared" || args.path.startsWith("@app/shared/")
              ? undefined
              : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  // Code bundled into a tool's own file runs from dist/cli, one folder deeper than src/*.ts: an import.meta.url-relative
  // path there (config.ts's apps/server) would point elsewhere than under tsx. Such code belongs in a shared chunk.
  for (const tool of CLI_TOOLS) {
    const built = join(building, "cli", `${tool}.js`);
    if (readFileSync(built, "utf8").includes("import.meta.url")) {
      rmSync(building, { recursive: true, force: true });
      throw new Error(`${relative(ROOT, built)} uses import.meta.url: move that code into a module main.ts shares`);
    }
  }
  if (existsSync(SERVER_DIST)) keepOldChunks(SERVER_DIST, building);
  const old = `${SERVER_DIST}.old-${process.pid}`;
  try {
    if (existsSync(SERVER_DIST)) renameSync(SERVER_DIST, old);
    renameSync(building, SERVER_DIST);
  } catch (error) {
    // Another build swapped its dist in between: the same sources, so that one serves.
    if (!existsSync(SERVER_ENTRY)) throw error;
  } finally {
    rmSync(building, { recursive: true, force: true });
    rmSync(old, { recursive: true, force: true });
  }
  console.log(`Built the server into ${relative(ROOT, SERVER_DIST)} in ${Date.now() - started} ms.`);
}

/** How long a chunk of an earlier build is kept in dist for a server that still runs that build. */
const OLD_CHUNK_DAYS = 30;
const CHUNK = /^chunks-[\w-]+\.js(\.map)?$/;

/**
 * A server still running the build being replaced loads some of its chunks only when first needed (a label, a
 * document, a backup): with them gone it would answer 500 ("Cannot find module …/dist/chunks-….js") until restarted.
 * The old build's chunks the new one lacks are copied into it (a chunk's name is its content's hash, so one of the
 * same name is the same code), and dropped once older than OLD_CHUNK_DAYS.
 */
function keepOldChunks(from, to) {
  const oldest = Date.now() - OLD_CHUNK_DAYS * 24 * 3600 * 1000;
  for (const name of readdirSync(from)) {
    if (!CHUNK.test(name) || existsSync(join(to, name))) continue;
    const { atime, mtime } = statSync(join(from, name));
    if (mtime.getTime() < oldest) continue;
    copyFileSync(join(from, name), join(to, name));
    utimesSync(join(to, name), atime, mtime);
  }
}

/** The command line of process `pid` (Linux), or undefined where it cannot be read. */
function commandLineOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
  } catch {
    return undefined;
  }
}

const runsTheBuild = (args) => args.some((arg) => arg.startsWith(`${SERVER_DIST}/`));

/**
 * A live process running the compiled server (or one of its workers) from SERVER_DIST, which a rebuild would swap
 * away under it: the server holding DATA_DIR's embedded database (its lock names it and its control socket, see
 * apps/server/src/db/embedded/lock.ts; a server run by tsx from the sources does not count), or on Linux any process
 * whose command line names a file of the build (a server on PostgreSQL, or on another DATA_DIR). Its PID, or
 * undefined.
 */
export function serverRunningTheBuild(env = process.env) {
  const lockFile = join(resolve(ROOT, env.DATA_DIR || "./data"), "db.lock");
  try {
    const owner = JSON.parse(readFileSync(lockFile, "utf8"));
    if (owner.control && Number.isInteger(owner.pid) && isAlive(owner.pid)) {
      const args = commandLineOf(owner.pid);
      if (!args || runsTheBuild(args)) return owner.pid;
    }
  } catch {
    // no lock, or half a one: nobody holds the folder
  }
  if (!existsSync("/proc")) return undefined;
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const args = commandLineOf(name);
    if (args && runsTheBuild(args)) return Number(name);
  }
  return undefined;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === "EPERM";
  }
}

export function buildWeb() {
  const result = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: ROOT, stdio: "inherit" });
  if (result.status !== 0) throw new Error(`the web build failed (exit ${result.status ?? result.signal})`);
}

/** Builds what is missing or stale: the server always checked, the web app unless `web: false`. */
export async function buildIfStale({ web = true } = {}) {
  if (serverIsStale()) {
    console.log("Building the server…");
    await buildServer();
  }
  if (web && webIsStale()) {
    console.log("Building the web app…");
    buildWeb();
  }
}
