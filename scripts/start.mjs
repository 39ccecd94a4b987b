#!/usr/bin/env node
// `npm start`: builds the web app when the build is missing or older than its sources (unless WEB_DIST names a
// build to serve as it is), then starts the server (which migrates the database and, on an empty embedded
// database, seeds demo data). package.json runs it with `exec`, so npm's shell does not stand between npm and
// this process: the SIGTERM a supervisor sends to npm reaches us, and we pass it on to the server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const built = join(root, "apps/web/dist/index.html");

function newestMtime(dir) {
  let newest = 0;
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name === "dist") continue;
    const path = join(dir, name);
    const stat = statSync(path);
    newest = Math.max(newest, stat.isDirectory() ? newestMtime(path) : stat.mtimeMs);
  }
  return newest;
}

const stale =
  !process.env.WEB_DIST &&
  (!existsSync(built) ||
    statSync(built).mtimeMs <
      Math.max(newestMtime(join(root, "apps/web")), newestMtime(join(root, "packages/shared/src"))));
if (stale) {
  console.log("Building the web app…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
// The server runs as a child; SIGTERM/SIGINT are passed on so it can finish in-flight requests and close the database.
const server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], { cwd: root, stdio: "inherit" });
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
