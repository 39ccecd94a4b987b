#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, once: the server, compiled to JavaScript in
// apps/server/dist, and the web app (unless WEB_DIST names a build to serve as it is); then runs the compiled server
// with plain node (no tsx or esbuild at run time). The server migrates the database and, on an empty embedded
// database, seeds demo data. package.json runs this with `exec`, so npm's shell does not stand between npm and this
// process: the SIGTERM a supervisor sends to npm reaches us, and we pass it on to the server.
//
// `npm run start:prod` (this with --no-build), and `npm start` with NODE_ENV=production, never build: a production
// machine runs what `npm run build` made once (decision 0068). A missing build stops the start with exit code 1 and
// says so; a build older than its sources is started with a warning.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import {
  buildIfStale,
  ROOT,
  SERVER_ENTRY,
  SERVER_NODE_ARGS,
  serverEnv,
  serverIsStale,
  webIsStale,
} from "./lib/build.mjs";

const production = process.argv.includes("--no-build") || process.env.NODE_ENV === "production";
if (production) {
  const web = process.env.WEB_DIST ? resolve(ROOT, process.env.WEB_DIST) : join(ROOT, "apps/web/dist");
  const missing = [SERVER_ENTRY, join(web, "index.html")].filter((file) => !existsSync(file));
  if (missing.length > 0) {
    console.error(
      `npm start (production, never builds): the build is missing: ${missing.map((f) => relative(ROOT, f) || f).join(", ")}.\n` +
        "Run `npm run build` once (after every update of the code), then start again.",
    );
    process.exit(1);
  }
  if (serverIsStale() || (!process.env.WEB_DIST && webIsStale()))
    console.warn(
      "npm start (production): the build is older than the sources; run `npm run build` to bring it up to date.",
    );
} else {
  try {
    await buildIfStale({ web: !process.env.WEB_DIST });
  } catch (error) {
    console.error(`npm start: ${error.message}`);
    process.exit(1);
  }
}
// The server runs as a child; SIGTERM/SIGINT are passed on so it can finish in-flight requests and close the database.
const server = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: ROOT, env: serverEnv(), stdio: "inherit" });
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
// If whatever started us dies without passing a signal on (npm killed with SIGKILL), stop the server cleanly
// rather than leave it running on its own.
const parent = process.ppid;
const watch = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(watch);
  server.kill("SIGTERM");
}, 1000);
watch.unref();
