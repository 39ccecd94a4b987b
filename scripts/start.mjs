#!/usr/bin/env node
// `npm start`: builds what is missing or older than its sources, once: the server, compiled to JavaScript in
// apps/server/dist, and the web app (unless WEB_DIST names a build to serve as it is); then runs the compiled server
// with plain node (no tsx or esbuild at run time). The server migrates the database and, on an empty embedded
// database, seeds demo data. package.json runs this with `exec`, so npm's shell does not stand between npm and this
// process: the SIGTERM a supervisor sends to npm reaches us, and we pass it on to the server.
import { spawn } from "node:child_process";
import { buildIfStale, ROOT, SERVER_NODE_ARGS, serverEnv } from "./lib/build.mjs";

try {
  await buildIfStale({ web: !process.env.WEB_DIST });
} catch (error) {
  console.error(`npm start: ${error.message}`);
  process.exit(1);
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
