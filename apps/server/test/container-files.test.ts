import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config.js";
import { REPO_ROOT, run } from "./processes.js";

/**
 * The Dockerfile and docker-compose.yml cannot be built here (no registry), so their contract is checked as text: the
 * image runs the commands CI and the tests run (npm ci, npm run build, npm run start:prod, which the production-start
 * test covers), and the app's environment in the compose file, filled from .env.example, is a configuration the
 * server accepts.
 */
const read = (file: string) => readFileSync(join(REPO_ROOT, file), "utf8");

/** `KEY: value` lines of the app service's `environment:` block. */
function composeAppEnvironment(compose: string): Record<string, string> {
  const app = compose.split(/^ {2}app:\n/m)[1]!.split(/^ {2}\S/m)[0]!;
  const block = app.split(/^ {4}environment:\n/m)[1]!.split(/^ {4}\S/m)[0]!;
  return Object.fromEntries(
    [...block.matchAll(/^ {6}([A-Z0-9_]+): (.*)$/gm)].map(([, key, value]) => [key!, value!.trim()]),
  );
}

/** Compose's interpolation of ${VAR}, ${VAR:-default} and ${VAR:?message} from the .env file. */
function interpolate(value: string, env: Record<string, string>) {
  return value.replace(/\$\{([A-Z0-9_]+)(?::([-?])([^}]*))?\}/g, (_, name: string, kind?: string, rest?: string) => {
    if (env[name]) return env[name];
    if (kind === "?") throw new Error(`${name} must be set: ${rest}`);
    return kind === "-" ? (rest ?? "") : "";
  });
}

describe("container files", () => {
  it("the image's health check asks the port the server listens on (PORT), not always 3000", async () => {
    const command = JSON.parse(read("Dockerfile").match(/^ {2}CMD (\["node", "-e", .*\])$/m)![1]!) as string[];
    const server = createServer((request, reply) =>
      reply.writeHead(request.url === "/api/health/live" ? 200 : 404).end(),
    );
    await new Promise<void>((listening) => server.listen(0, "127.0.0.1", listening));
    const { port } = server.address() as AddressInfo;
    try {
      const check = await run(command[0] === "node" ? process.execPath : command[0]!, command.slice(1), {
        PORT: String(port),
      });
      expect(check.code).toBe(0);
    } finally {
      server.close();
    }
  });

  it("the image installs, builds once and starts without building, as CI and the tests do", () => {
    const dockerfile = read("Dockerfile");
    expect(dockerfile).toMatch(/^RUN npm ci --no-audit --no-fund/m);
    expect(dockerfile).toMatch(/^RUN npm run build$/m);
    expect(dockerfile).toMatch(/^CMD \["npm", "run", "start:prod"\]$/m);
    expect(dockerfile).toMatch(/NODE_ENV=production/);
    const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;
    expect(scripts["start:prod"]).toBe("exec node scripts/start.mjs --no-build");
    expect(scripts.build).toBe("npm run build -w apps/server && npm run build -w apps/web");
  });

  it("compose runs the app with PostgreSQL and an S3-compatible store, in a configuration the server accepts", () => {
    const compose = read("docker-compose.yml");
    for (const service of ["app", "postgres", "minio"]) expect(compose).toMatch(new RegExp(`^ {2}${service}:$`, "m"));
    const dotEnv = Object.fromEntries(
      [...read(".env.example").matchAll(/^([A-Z0-9_]+)=(.*)$/gm)].map(([, key, value]) => [key!, value!]),
    );
    const environment = Object.fromEntries(
      Object.entries(composeAppEnvironment(compose)).map(([key, value]) => [key, interpolate(value, dotEnv)]),
    );
    expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/swiftway:.+@postgres:5432\/swiftway$/);
    expect(environment.S3_URL).toBe("http://minio:9000/swiftway-uploads");
    // .env.example's JWT_SECRET is a placeholder the server refuses: the operator puts a random one in .env.
    expect(() => loadConfig({ ...environment, DATA_DIR: "/data" })).toThrow(
      /JWT_SECRET: is \.env\.example's placeholder/,
    );
    const config = loadConfig({ ...environment, JWT_SECRET: "r".repeat(64), DATA_DIR: "/data" });
    expect(config).toMatchObject({ NODE_ENV: "production", PAYMENT_PROVIDER: "paystack", LOCAL_DEMO: false });
  });
});

describe("the operations guide", () => {
  it("lists every variable the configuration reads in its environment checklist", () => {
    const sources = ["apps/server/src/config.ts", "apps/server/src/lib/exchange-rate-settings.ts"].map(read).join("\n");
    const variables = [...new Set([...sources.matchAll(/^\s+([A-Z][A-Z0-9_]+): z\b/gm)].map(([, name]) => name!))];
    expect(variables.length).toBeGreaterThan(30);
    const guide = read("docs/OPERATIONS.md");
    const missing = variables.filter((name) => !guide.includes(`\`${name}\``));
    expect(missing, "add these to the environment checklist of docs/OPERATIONS.md").toEqual([]);
  });
});
