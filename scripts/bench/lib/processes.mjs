// Child processes of the benchmark: the real server, the hello-world baseline, the database builder.
import { spawn } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { buildIfStale, SERVER_NODE_ARGS, SERVER_ENV } from "../../lib/build.mjs";

export const ROOT = fileURLToPath(new URL("../../..", import.meta.url));

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** How much of a child's output (its last bytes) is kept for error messages. */
const OUTPUT_TAIL_BYTES = 20_000;

/** Spawns `node <args>` from the repository root with the given environment on top of ours (undefined: unset). */
function node(args, env) {
  const merged = Object.entries({ ...process.env, ...env }).filter(([, value]) => value !== undefined);
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: Object.fromEntries(merged),
    stdio: ["ignore", "pipe", "pipe"],
  });
  // Keep only the tail of the output (for error messages): a chatty server must not grow this process, nor cost it
  // CPU. This process also sends the load: the server's access lines (one a request, 20,000 a second under the
  // tracking load) are gathered as they come and cut to the tail only once four tails have gathered, never copied
  // whole per chunk (that took the load generator's CPU and hence the server's throughput).
  let chunks = [];
  let bytes = 0;
  const keep = (chunk) => {
    chunks.push(chunk);
    bytes += chunk.length;
    if (bytes > 4 * OUTPUT_TAIL_BYTES) {
      chunks = [Buffer.concat(chunks).subarray(-OUTPUT_TAIL_BYTES)];
      bytes = chunks[0].length;
    }
  };
  Object.defineProperty(child, "output", {
    get: () => Buffer.concat(chunks).subarray(-OUTPUT_TAIL_BYTES).toString(),
  });
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.exited = new Promise((resolve) => child.on("exit", (code, signal) => resolve({ code, signal })));
  return child;
}

/** Runs a TypeScript helper to completion; resolves with its stdout+stderr, rejects on a non-zero exit. */
export async function runTs(file, env) {
  const child = node(["--import", "tsx", file], env);
  const { code } = await child.exited;
  if (code !== 0) throw new Error(`${file} failed (exit ${code}):\n${child.output}`);
  return child.output;
}

async function stop(child, name) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const { code, signal } = await child.exited;
  clearTimeout(timer);
  if (code !== 0 && signal !== "SIGTERM") console.warn(`  (${name} exited with ${code ?? signal})`);
}

async function waitForHealth(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited during start:\n${child.output}`);
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} within ${timeoutMs / 1000} s:\n${child.output}`);
}

/**
 * Waits until the server at `baseUrl` reports `warm: true` on /api/health (its caches filled after start), so a
 * measurement sees the server as it runs all day, not one still filling its tracking cache (BENCH_WARM_TIMEOUT s at
 * most); resolves with the seconds it took.
 */
export async function waitUntilWarm(baseUrl, timeoutMs = Number(process.env.BENCH_WARM_TIMEOUT ?? 300) * 1000) {
  const started = Date.now();
  let last = "no answer";
  while (Date.now() - started < timeoutMs) {
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      const body = await res.json();
      if (res.status === 200 && body.warm === true) return (Date.now() - started) / 1000;
      last = `${res.status} ${JSON.stringify(body)}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(
    `the server at ${baseUrl} was not warm (/api/health warm: true) within ${timeoutMs / 1000} s; last answer: ${last}`,
  );
}

/**
 * The real server, compiled as production runs it (apps/server/dist, built first when stale) and serving the built
 * web app as production does (apps/web/dist, built first when stale: its static routes are in the router every API
 * request goes through), on a free port against the given database.
 * The server logs as shipped: at its default level (info, one access line a request) to a pipe this process reads;
 * a LOG_LEVEL in the benchmark's own environment is not passed on.
 */
export async function startAppServer(databaseEnv) {
  await buildIfStale();
  const port = await freePort();
  const child = node(SERVER_NODE_ARGS, {
    ...SERVER_ENV,
    ...databaseEnv,
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: undefined,
    JWT_SECRET: "bench-secret-".padEnd(64, "x"),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // The receiving bench saves a thousand parcels in seconds from one staff account (and pre-alerts a hundred from
    // one customer): far past the per-account upload limit a real desk or customer meets.
    UPLOADS_PER_MINUTE: "1000000",
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(`${baseUrl}/api/health`, child, 180_000);
  return { baseUrl, stop: () => stop(child, "server") };
}

export async function startHelloServer() {
  const child = node(["scripts/bench/lib/hello-server.mjs"], { PORT: "0" });
  const port = await new Promise((resolve, reject) => {
    child.stdout.on("data", () => {
      const match = /"port":(\d+)/.exec(child.output);
      if (match) resolve(Number(match[1]));
    });
    child.exited.then(() => reject(new Error(`hello-world server exited:\n${child.output}`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, stop: () => stop(child, "hello-world server") };
}
