import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import proxyAddr from "@fastify/proxy-addr";
import { z } from "zod";
import { checkExchangeRates, exchangeRateFields } from "./lib/exchange-rate-settings.js";
import { trustProxyOption } from "./lib/trust-proxy.js";

/**
 * apps/server: this file is src/config.ts under tsx, and part of dist/main.js or a chunk beside it in the compiled
 * server (scripts/lib/build.mjs), one folder below apps/server either way. Runtime files (the migrations in
 * drizzle/) are found from here.
 */
export const SERVER_ROOT = fileURLToPath(new URL("..", import.meta.url));

/**
 * The repository root. A relative DATA_DIR (and the default ./data) is taken from here, so npm start, npm run seed,
 * npm run admin:create and every other script mean the same folder whichever directory or workspace runs them.
 */
export const REPO_ROOT = resolve(SERVER_ROOT, "../..");

const optionalUrl = z.url().optional();

/** The start of .env.example's JWT_SECRET: a secret everyone who read the repository knows. */
const PLACEHOLDER_SECRET = "replace-with-";

/** Whether `url` is http(s) on this machine (localhost, 127.0.0.1, [::1]): a local start, or a test's server. */
function isLoopbackUrl(url: URL) {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/**
 * TRUST_PROXY as Fastify reads a string: 'loopback', a hop count, or proxy-addr's comma-separated addresses, CIDRs
 * and names, compiled here so a bad one stops the start naming the variable (Fastify would throw in buildApp).
 */
const trustProxyField = z
  .string()
  .default("loopback")
  .superRefine((value, ctx) => {
    if (/^\d+$/.test(value)) return;
    try {
      proxyAddr.compile(value.split(",").map((part) => part.trim()));
    } catch (error) {
      ctx.addIssue({
        code: "custom",
        message: `must be 'loopback', a hop count, or proxy addresses or CIDRs separated by commas (${(error as Error).message})`,
      });
    }
  })
  .transform(trustProxyOption);

/**
 * Shared file storage (lib/storage): with S3_URL, uploads live in that S3-compatible bucket (path style, bucket in
 * the path, an optional key prefix after it) so several server machines share them; without it, in DATA_DIR/uploads.
 */
const storageFields = {
  S3_URL: z
    .string()
    .regex(
      /^https?:\/\/[^/]+\/[^/?#]+(\/[^?#]*)?$/,
      "must be an http:// or https:// URL with the bucket as its path, e.g. http://127.0.0.1:9000/uploads",
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
};

type StorageEnv = { S3_URL?: string; S3_ACCESS_KEY_ID?: string; S3_SECRET_ACCESS_KEY?: string };

/** One message per missing or stray storage variable. */
function checkStorage(env: StorageEnv, ctx: z.RefinementCtx) {
  for (const key of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (env.S3_URL && !env[key])
      ctx.addIssue({ code: "custom", path: [key], message: "is required when S3_URL is set" });
    if (!env.S3_URL && env[key])
      ctx.addIssue({ code: "custom", path: [key], message: "is set but S3_URL is not (uploads would stay local)" });
  }
}

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    JWT_SECRET: z
      .string()
      .min(32, "must be at least 32 characters (64+ random characters recommended)")
      .refine(
        (secret) => !secret.startsWith(PLACEHOLDER_SECRET),
        "is .env.example's placeholder: set 64+ random characters (openssl rand -base64 48)",
      )
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    MAIL_FROM: z
      .string()
      .regex(/@[^\s<>@]+\.[^\s<>@]+>?\s*$/, "must hold the sender's address, e.g. 'Swiftway <no-reply@example.com>'")
      .default("Swiftway Global Logistics <no-reply@swiftwaylogistics.com>"),
    /**
     * DKIM signing of every e-mail (all three, or none): the domain signed for (MAIL_FROM's), the selector whose
     * public key is published at `<selector>._domainkey.<domain>`, and the private key in PEM (literal `\n` allowed).
     */
    DKIM_DOMAIN: z.string().min(3).optional(),
    DKIM_SELECTOR: z
      .string()
      .regex(/^[\w.-]+$/, "must be a DNS label such as 'mail2026'")
      .optional(),
    DKIM_PRIVATE_KEY: z.string().includes("PRIVATE KEY", { message: "must be a PEM private key" }).optional(),
    STAFF_INBOX: z.email("must be an e-mail address").default("operations@swiftwaylogistics.com"),
    PUBLIC_URL: optionalUrl,
    /** Default `sandbox` on a local demo only; a public start must choose (see `isLocalDemo`). */
    PAYMENT_PROVIDER: z.enum(["sandbox", "paystack"]).optional(),
    NODE_ENV: z.string().optional(),
    PAYSTACK_SECRET_KEY: z.string().min(1).optional(),
    PAYSTACK_PUBLIC_KEY: z.string().min(1).optional(),
    PAYSTACK_API_BASE: z.url().default("https://api.paystack.co"),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    WEB_DIST: z.string().optional(),
    /** Which proxies' X-Forwarded-For to believe: 'loopback' (default), addresses/CIDRs, or a hop count. */
    TRUST_PROXY: trustProxyField,
    MAIL_POLL_MS: z.coerce.number().int().min(10).default(1000),
    /**
     * Who carries SMS and WhatsApp notifications (lib/notify/channels.ts). Only 'file' so far: each message is
     * written to DATA_DIR/outbound-messages.log and the log, and recorded as delivered by the file, not to a phone.
     */
    MESSAGE_PROVIDER: z.enum(["file"]).default("file"),
    /** How often each process checks for a due daily job (lib/schedule.ts): every 5 minutes by default. */
    SCHEDULE_CHECK_MS: z.coerce.number().int().min(10).default(300_000),
    /** Where the daily backup is written (lib/backup): DATA_DIR/backups by default; relative to the repository. */
    BACKUP_DIR: z.string().min(1).optional(),
    /** How many daily backups are kept (the oldest go first); 0 turns the daily backup off. */
    BACKUP_KEEP: z.coerce.number().int().min(0).max(365).default(7),
    /**
     * From what time of the UTC day the daily backup is due (HH:MM, 24-hour): the first check from then on writes it,
     * and a server that was not running then writes it at its next check that day. 00:00 by default (01:00 in Lagos).
     */
    BACKUP_AT: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "must be a UTC time of day as HH:MM, e.g. 01:30")
      .default("00:00"),
    /**
     * The bearer token /metrics asks for (plugins/metrics.ts, decision 0065); unset, /metrics answers 404. At least
     * 16 characters: it guards figures about the business (requests, backlogs).
     */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * After SIGTERM, how long the server keeps answering while /api/health/ready already says 503, so a load
     * balancer takes it out of rotation before it stops taking connections (0: stop at once).
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** The commit this build was made from, shown on the system page (default: asked of git at start, if any). */
    SOURCE_COMMIT: z.string().min(1).max(64).optional(),
    /** Bounds on waits for PostgreSQL (DATABASE_URL); past them a request answers 503 instead of hanging. */
    DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
    DB_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
    /**
     * Connections each process opens to DATABASE_URL (db/client.ts reads it). Checked here: pg's pool takes a
     * negative size as "always full" (every request waits, then answers 503) and a word as its default.
     */
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
    /**
     * Tracking answers kept in memory per process (features/tracking/tracking-cache.ts reads it; 0: none). Checked
     * here: a word or 1e12 stopped the start with a bare "RangeError: Invalid array length", and a huge number took
     * the memory of every slot at start.
     */
    TRACKING_CACHE_ENTRIES: z.coerce.number().int().min(0).max(10_000_000).default(100_000),
    /** 0 turns the statement bound off. */
    DB_STATEMENT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(0)
      .max(3_600_000)
      .refine((v) => v === 0 || v >= 100, "must be 0 (no bound) or at least 100")
      .default(3000),
    /** Images each customer account may store in total, in MB. */
    UPLOAD_QUOTA_MB: z.coerce.number().positive().default(100),
    /** Submissions with images each customer account may make per minute on each upload route. */
    UPLOADS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    ...storageFields,
    /** Staff lists count their matches exactly up to this many; above it the total is an estimate, labelled "about". */
    LIST_EXACT_TOTAL: z.coerce.number().int().min(1).default(10_000),
    ...exchangeRateFields,
    /**
     * A packed ship request's invoice more than this many percent above its estimate is announced to the customer
     * before payment, on the invoice and the ship request (decision 0030; DEFAULT_ESTIMATE_NOTICE_PERCENT in shared).
     */
    ESTIMATE_NOTICE_PERCENT: z.coerce.number().int().min(0).max(100).default(10),
  })
  .superRefine((env, ctx) => {
    checkStorage(env, ctx);
    if (!env.PAYMENT_PROVIDER && !isLocalDemo(env)) {
      ctx.addIssue({
        code: "custom",
        path: ["PAYMENT_PROVIDER"],
        message:
          "must be set on a public start (PUBLIC_URL not on localhost, or NODE_ENV=production): 'paystack' for real payments, or 'sandbox' for a site in TEST MODE",
      });
    }
    checkExchangeRates(env, ctx);
    if (env.NODE_ENV === "production") {
      checkPublicUrl(env.PUBLIC_URL, ctx);
      checkProductionDataDir(env.DATA_DIR, ctx);
    }
    const dkim = ["DKIM_DOMAIN", "DKIM_SELECTOR", "DKIM_PRIVATE_KEY"] as const;
    if (dkim.some((key) => env[key]))
      for (const key of dkim)
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "is required with the other DKIM_ variables" });
    if (env.PAYMENT_PROVIDER !== "paystack") return;
    for (const key of ["PAYSTACK_SECRET_KEY", "PAYSTACK_PUBLIC_KEY"] as const) {
      if (!env[key])
        ctx.addIssue({ code: "custom", path: [key], message: "is required when PAYMENT_PROVIDER=paystack" });
    }
  });

/**
 * A production start mails links to PUBLIC_URL and makes cookies Secure only with https: it must be set, and https
 * unless on this machine (a local check of the production build, the e2e setup test).
 */
function checkPublicUrl(publicUrl: string | undefined, ctx: z.RefinementCtx) {
  const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message });
  if (!publicUrl)
    return issue("is required with NODE_ENV=production: the https:// address users reach (e-mailed links, cookies)");
  if (!URL.canParse(publicUrl)) return; // the field's own check says so
  const url = new URL(publicUrl);
  if (url.protocol !== "https:" && !isLoopbackUrl(url))
    issue("must be an https:// address with NODE_ENV=production (cookies are Secure only then)");
}

/**
 * A production DATA_DIR is an absolute path (docs/OPERATIONS.md marks it "must"): a relative one, and the default
 * ./data, are taken from the release's folder, and the upgrade puts each release in a folder of its own, so the new
 * release started on a new, empty database (a setup link, no customers) while the data stayed behind.
 */
function checkProductionDataDir(dataDir: string, ctx: z.RefinementCtx) {
  if (!isAbsolute(dataDir))
    ctx.addIssue({
      code: "custom",
      path: ["DATA_DIR"],
      message:
        "must be an absolute path with NODE_ENV=production, e.g. /var/lib/swiftway (unset or relative, it is a folder " +
        "inside this release's code, and the next release, installed beside it, would start on a new, empty database)",
    });
}

/**
 * A local demo: no PUBLIC_URL, or an http://localhost / 127.0.0.1 / [::1] one, and NODE_ENV is not production.
 * Only a local demo gets demo data with known log-ins and the payment sandbox by default.
 */
export function isLocalDemo(env: { PUBLIC_URL?: string; NODE_ENV?: string }): boolean {
  if (env.NODE_ENV === "production") return false;
  if (!env.PUBLIC_URL) return true;
  if (!URL.canParse(env.PUBLIC_URL)) return false;
  const url = new URL(env.PUBLIC_URL);
  return url.protocol === "http:" && isLoopbackUrl(url);
}

export type Env = z.infer<typeof envSchema>;
export interface Config extends Omit<Env, "PAYMENT_PROVIDER"> {
  DATA_DIR: string;
  BACKUP_DIR: string;
  JWT_SECRET: string;
  PUBLIC_URL: string;
  PAYMENT_PROVIDER: "sandbox" | "paystack";
  /** See isLocalDemo: demo data, printed demo log-ins and the default sandbox only then. */
  LOCAL_DEMO: boolean;
  /** Settings the server starts with but logs a warning about (a production start without SMTP_URL). */
  WARNINGS: string[];
}

export class ConfigError extends Error {}

/** The database wait bounds of the configuration, as openDatabase takes them. */
export function databaseTimeouts(config: Env) {
  return {
    connectMs: config.DB_CONNECT_TIMEOUT_MS,
    acquireMs: config.DB_ACQUIRE_TIMEOUT_MS,
    statementMs: config.DB_STATEMENT_TIMEOUT_MS,
  };
}

/** Empty strings count as unset, so `FOO=` in a shell behaves like no FOO. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== "")) as Record<
    string,
    string
  >;
}

/** Reads and validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = resolve(REPO_ROOT, env.DATA_DIR);
  return {
    ...env,
    DATA_DIR: dataDir,
    BACKUP_DIR: env.BACKUP_DIR ? resolve(REPO_ROOT, env.BACKUP_DIR) : join(dataDir, "backups"),
    JWT_SECRET: env.JWT_SECRET ?? persistentSecret(dataDir),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? "sandbox",
    LOCAL_DEMO: isLocalDemo(env),
    WARNINGS: warningsOf(env),
  };
}

/** What a start may do without but should not: logged at start (main.ts). */
function warningsOf(env: Env): string[] {
  const warnings: string[] = [];
  if (env.NODE_ENV === "production" && !env.SMTP_URL)
    warnings.push(
      "SMTP_URL is not set: e-mails (confirmations, password resets, notices) are only written to DATA_DIR/mail, none is sent",
    );
  return warnings;
}

/**
 * Only the storage variables, for a process that knows its DATA_DIR but has no loaded configuration (see
 * lib/storage/index.ts fileStoreAt); the same rules and messages as loadConfig.
 */
export function storageSettingsFrom(source: NodeJS.ProcessEnv) {
  const parsed = z.object(storageFields).superRefine(checkStorage).safeParse(withoutEmpty(source));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/** Without JWT_SECRET a random secret is generated once and kept in DATA_DIR, so sessions survive restarts. */
function persistentSecret(dataDir: string): string {
  const file = join(dataDir, "jwt-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  // A new DATA_DIR is private to this user: it holds the database, uploads, mail and this secret.
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
