import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { run } from "../test/processes.js";
import { ConfigError, databaseTimeouts, loadConfig, REPO_ROOT } from "./config.js";

const dataDir = mkdtempSync(join(tmpdir(), "freight-config-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** loadConfig's error message, or a failure when it did not throw a ConfigError. */
function configErrorOf(env: Record<string, string>): string {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe("loadConfig", () => {
  it("names the variable of a bad value", () => {
    expect(configErrorOf({ PORT: "abc" })).toMatch(/^ {2}PORT: /m);
    expect(configErrorOf({ PORT: "70000" })).toMatch(/^ {2}PORT: /m);
    expect(configErrorOf({ DATABASE_URL: "mysql://x" })).toMatch(/^ {2}DATABASE_URL: must be a postgres:\/\//m);
    expect(configErrorOf({ SMTP_URL: "http://mail" })).toMatch(/^ {2}SMTP_URL: /m);
    expect(configErrorOf({ STAFF_INBOX: "not-an-address" })).toMatch(/^ {2}STAFF_INBOX: /m);
    expect(configErrorOf({ JWT_SECRET: "short" })).toMatch(/^ {2}JWT_SECRET: must be at least 32 characters/m);
    expect(configErrorOf({ LOG_LEVEL: "loud" })).toMatch(/^ {2}LOG_LEVEL: /m);
    expect(configErrorOf({ PAYMENT_PROVIDER: "stripe" })).toMatch(/^ {2}PAYMENT_PROVIDER: /m);
    for (const time of ["1:30", "24:00", "01:60", "noon"])
      expect(configErrorOf({ BACKUP_AT: time })).toMatch(
        /^ {2}BACKUP_AT: must be a UTC time of day as HH:MM, e.g. 01:30$/m,
      );
    expect(loadConfig({ DATA_DIR: dataDir, BACKUP_AT: "23:45" }).BACKUP_AT).toBe("23:45");
    expect(loadConfig({ DATA_DIR: dataDir }).BACKUP_AT).toBe("00:00");
  });

  it("bounds every database wait by default, and checks the bounds given", () => {
    expect(databaseTimeouts(loadConfig({ DATA_DIR: dataDir }))).toEqual({
      connectMs: 3000,
      acquireMs: 3000,
      statementMs: 3000,
    });
    expect(databaseTimeouts(loadConfig({ DATA_DIR: dataDir, DB_STATEMENT_TIMEOUT_MS: "0" })).statementMs).toBe(0);
    expect(configErrorOf({ DB_CONNECT_TIMEOUT_MS: "soon" })).toMatch(/^ {2}DB_CONNECT_TIMEOUT_MS: /m);
    expect(configErrorOf({ DB_ACQUIRE_TIMEOUT_MS: "0" })).toMatch(/^ {2}DB_ACQUIRE_TIMEOUT_MS: /m);
    expect(configErrorOf({ DB_STATEMENT_TIMEOUT_MS: "5" })).toMatch(/^ {2}DB_STATEMENT_TIMEOUT_MS: must be 0/m);
  });

  it("checks the pool size and the tracking cache, which their readers took as given", () => {
    // pg's pool took -1 as always full (every request waited, then 503) and 'ten' as 10; the cache failed on 'lots'.
    for (const size of ["-1", "0", "ten", "2.5"])
      expect(configErrorOf({ DB_POOL_SIZE: size })).toMatch(/^ {2}DB_POOL_SIZE: /m);
    for (const entries of ["lots", "-5", "1e12"])
      expect(configErrorOf({ TRACKING_CACHE_ENTRIES: entries })).toMatch(/^ {2}TRACKING_CACHE_ENTRIES: /m);
    const config = loadConfig({ DATA_DIR: dataDir, DB_POOL_SIZE: "25", TRACKING_CACHE_ENTRIES: "0" });
    expect([config.DB_POOL_SIZE, config.TRACKING_CACHE_ENTRIES]).toEqual([25, 0]);
    expect([
      loadConfig({ DATA_DIR: dataDir }).DB_POOL_SIZE,
      loadConfig({ DATA_DIR: dataDir }).TRACKING_CACHE_ENTRIES,
    ]).toEqual([10, 100_000]);
  });

  it("requires both Paystack keys with PAYMENT_PROVIDER=paystack", () => {
    const message = configErrorOf({ PAYMENT_PROVIDER: "paystack" });
    expect(message).toMatch(/^ {2}PAYSTACK_SECRET_KEY: is required when PAYMENT_PROVIDER=paystack$/m);
    expect(message).toMatch(/^ {2}PAYSTACK_PUBLIC_KEY: is required when PAYMENT_PROVIDER=paystack$/m);
    const ok = loadConfig({
      DATA_DIR: dataDir,
      PAYMENT_PROVIDER: "paystack",
      PAYSTACK_SECRET_KEY: "sk_test_1",
      PAYSTACK_PUBLIC_KEY: "pk_test_1",
    });
    expect(ok.PAYMENT_PROVIDER).toBe("paystack");
  });

  it("keeps the demo defaults for a local start only, and makes a public start choose its payment provider", () => {
    for (const local of [{}, { PUBLIC_URL: "http://localhost:3000" }, { PUBLIC_URL: "http://127.0.0.1:8080/" }]) {
      const config = loadConfig({ DATA_DIR: dataDir, ...local });
      expect(config.LOCAL_DEMO).toBe(true);
      expect(config.PAYMENT_PROVIDER).toBe("sandbox");
    }
    const publicStarts: Record<string, string>[] = [
      { PUBLIC_URL: "https://freight.example.com" },
      { PUBLIC_URL: "http://192.0.2.10:3000" },
      { PUBLIC_URL: "https://localhost" },
      { NODE_ENV: "production", PUBLIC_URL: "https://freight.example.com" },
    ];
    for (const publicStart of publicStarts) {
      expect(configErrorOf(publicStart)).toMatch(/^ {2}PAYMENT_PROVIDER: must be set on a public start/m);
      const sandbox = loadConfig({ DATA_DIR: dataDir, ...publicStart, PAYMENT_PROVIDER: "sandbox" });
      expect(sandbox.LOCAL_DEMO).toBe(false);
      expect(sandbox.PAYMENT_PROVIDER).toBe("sandbox");
    }
  });

  it("a production start needs PUBLIC_URL, https unless on this machine, and warns without SMTP_URL", () => {
    const production = { NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox" };
    expect(configErrorOf(production)).toMatch(/^ {2}PUBLIC_URL: is required with NODE_ENV=production: /m);
    for (const plain of ["http://freight.example.com", "http://192.0.2.10:3000"])
      expect(configErrorOf({ ...production, PUBLIC_URL: plain })).toMatch(
        /^ {2}PUBLIC_URL: must be an https:\/\/ address with NODE_ENV=production/m,
      );
    for (const accepted of ["https://freight.example.com", "http://127.0.0.1:3000", "http://localhost:8080"])
      expect(loadConfig({ DATA_DIR: dataDir, ...production, PUBLIC_URL: accepted }).PUBLIC_URL).toBe(accepted);
    const withoutSmtp = loadConfig({ DATA_DIR: dataDir, ...production, PUBLIC_URL: "https://freight.example.com" });
    expect(withoutSmtp.WARNINGS).toEqual([expect.stringMatching(/^SMTP_URL is not set: e-mails .* none is sent$/)]);
    const withSmtp = {
      ...production,
      PUBLIC_URL: "https://freight.example.com",
      SMTP_URL: "smtps://u:p@mail.example.com",
    };
    expect(loadConfig({ DATA_DIR: dataDir, ...withSmtp }).WARNINGS).toEqual([]);
    // A local start (no NODE_ENV) keeps its defaults and writes mail to files without a warning.
    expect(loadConfig({ DATA_DIR: dataDir })).toMatchObject({ PUBLIC_URL: "http://localhost:3000", WARNINGS: [] });
  });

  it("a production start needs DATA_DIR as an absolute path, outside the release's folder", () => {
    // JWT_SECRET given: a start that took ./data would write nothing into the repository.
    const production = {
      NODE_ENV: "production",
      PAYMENT_PROVIDER: "sandbox",
      PUBLIC_URL: "https://freight.example.com",
      JWT_SECRET: "s".repeat(48),
    };
    for (const relative of ["./data", "data", "../shared-data"])
      expect(configErrorOf({ ...production, DATA_DIR: relative })).toMatch(
        /^ {2}DATA_DIR: must be an absolute path with NODE_ENV=production/m,
      );
    // Unset: the default ./data, inside the release's code.
    expect(() => loadConfig(production)).toThrow(/^ {2}DATA_DIR: must be an absolute path/m);
    expect(loadConfig({ ...production, DATA_DIR: dataDir }).DATA_DIR).toBe(dataDir);
    // A local start keeps ./data under the repository (JWT_SECRET given: nothing is written there).
    expect(loadConfig({ JWT_SECRET: "s".repeat(48) }).DATA_DIR).toBe(resolve(REPO_ROOT, "data"));
  });

  it("refuses .env.example's placeholder JWT_SECRET", () => {
    const placeholder = readFileSync(join(REPO_ROOT, ".env.example"), "utf8").match(/^JWT_SECRET=(.*)$/m)![1]!;
    expect(placeholder.length).toBeGreaterThanOrEqual(32);
    expect(configErrorOf({ JWT_SECRET: placeholder })).toMatch(/^ {2}JWT_SECRET: is \.env\.example's placeholder/m);
  });

  it("checks TRUST_PROXY as Fastify compiles it, naming the variable", () => {
    expect(configErrorOf({ TRUST_PROXY: "foo,bar" })).toMatch(
      /^ {2}TRUST_PROXY: must be 'loopback', a hop count, or proxy addresses .*invalid IP address: foo/m,
    );
    expect(configErrorOf({ TRUST_PROXY: "10.0.0.0/33" })).toMatch(/^ {2}TRUST_PROXY: /m);
    for (const accepted of ["loopback", "2", "10.0.0.1", "10.0.0.0/8, 192.168.1.1", "loopback,uniquelocal"])
      expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: accepted }).TRUST_PROXY).toBeDefined();
  });

  it("lists every bad variable at once", () => {
    const message = configErrorOf({ PORT: "abc", DATABASE_URL: "mysql://x" });
    expect(message).toContain("PORT");
    expect(message).toContain("DATABASE_URL");
  });

  it("applies the documented defaults and treats empty values as unset", () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: "", SMTP_URL: "" });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe("0.0.0.0");
    expect(config.DATA_DIR).toBe(resolve(dataDir));
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PAYMENT_PROVIDER).toBe("sandbox");
    expect(config.PUBLIC_URL).toBe("http://localhost:3000");
    expect(
      loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: "https://ship.example.com/",
        PAYMENT_PROVIDER: "paystack",
        PAYSTACK_SECRET_KEY: "sk",
        PAYSTACK_PUBLIC_KEY: "pk",
      }).PUBLIC_URL,
    ).toBe("https://ship.example.com");
  });

  it("generates JWT_SECRET once into DATA_DIR when unset, and keeps it", () => {
    const first = loadConfig({ DATA_DIR: dataDir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(64);
    expect(readFileSync(join(dataDir, "jwt-secret"), "utf8").trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first);
    const given = "g".repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: given }).JWT_SECRET).toBe(given);
  });
});

describe("starting the server with a bad value", () => {
  it("exits non-zero and names the variable on stderr", async () => {
    const startDir = join(dataDir, "start");
    const result = await run(
      "npx",
      ["tsx", "apps/server/src/main.ts"],
      { DATA_DIR: startDir, PORT: "abc", TRUST_PROXY: "foo,bar" },
      60_000,
    );
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain("Invalid configuration");
    expect(result.stderr).toMatch(/^ {2}PORT: /m);
    expect(result.stderr).toMatch(/^ {2}TRUST_PROXY: must be 'loopback'/m);
    expect(result.stderr).not.toContain("TypeError");
    // It stopped before touching the data directory.
    expect(existsSync(join(startDir, "db"))).toBe(false);
  }, 90_000);
});
