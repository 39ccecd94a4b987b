import { randomUUID } from "node:crypto";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import cookie from "@fastify/cookie";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyPluginAsync, type FastifyServerOptions } from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "./config.js";
import type { Database, Db } from "./db/client.js";
import { Readiness } from "./features/health/readiness.js";
import { AccessLogController } from "./lib/access-log.js";
import { redactingSerializers } from "./lib/log-redaction.js";
import { useFileStore } from "./lib/storage/index.js";
import { sweepUploads } from "./lib/upload-store.js";
import { authPlugin } from "./plugins/auth.js";
import { registerBackgroundTasks } from "./plugins/background.js";
import { registerDocs } from "./plugins/docs.js";
import { registerErrorHandling } from "./plugins/errors.js";
import { registerMetrics } from "./plugins/metrics.js";
import { registerSameOriginGuard } from "./plugins/same-origin.js";
import { registerSecurity } from "./plugins/security.js";
import { registerWebApp } from "./plugins/web.js";

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
    db: Db;
    database: Database;
    /** Asks the mail worker to look at the outbox now (a no-op when no worker runs, e.g. in tests). */
    kickMail: () => void;
    /** Background work after start (cache warming); /api/health reports whether any is under way. */
    readiness: Readiness;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  logger?: boolean | object;
  kickMail?: () => void;
  /** Extra plugins registered after the features (tests use this for probe routes). */
  extraPlugins?: FastifyPluginAsync[];
}

const here = dirname(fileURLToPath(import.meta.url));
export const FEATURES_DIR = join(here, "features");
const DEFAULT_WEB_DIST = join(here, "../../web/dist");

/** The caller's logger settings with the serializers that keep tokens and bound SQL values out of the logs. */
function loggerOptions(given: BuildOptions["logger"], level: string): FastifyServerOptions["logger"] {
  if (given === false) return false;
  return { level, ...(typeof given === "object" ? given : {}), serializers: redactingSerializers };
}

/** Every `features/<name>/<name>.routes.ts` (or several *.routes.ts) is a plugin mounted under /api. */
async function registerFeatures(app: FastifyInstance) {
  for (const feature of readdirSync(FEATURES_DIR).sort()) {
    let files: string[];
    try {
      files = readdirSync(join(FEATURES_DIR, feature)).filter((f) => /\.routes\.(ts|js)$/.test(f));
    } catch {
      continue;
    }
    for (const file of files.sort()) {
      const mod = (await import(join(FEATURES_DIR, feature, file))) as { default: FastifyPluginAsync };
      await app.register(mod.default, { prefix: "/api" });
    }
  }
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: loggerOptions(options.logger, config.LOG_LEVEL),
    // One access line a request (lib/access-log.ts) instead of Fastify's two.
    logController: new AccessLogController(),
    genReqId: (req) => {
      const given = req.headers["x-request-id"];
      return typeof given === "string" && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    bodyLimit: 1024 * 1024,
    // Long path parameters reach the route's schema, which answers with a message a person can act on
    // (the router's own limit of 100 would answer a bare 'Bad Request').
    routerOptions: { maxParamLength: 4096 },
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY, so clients cannot dodge rate limits.
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("config", config);
  app.decorate("db", database.db);
  app.decorate("database", database);
  app.decorate("kickMail", options.kickMail ?? (() => undefined));
  app.decorate("readiness", new Readiness());
  // Callback-style hooks (here and in the plugins on every request): an async one costs a promise per request.
  app.addHook("onSend", (request, reply, _payload, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
  await registerMetrics(app);

  registerErrorHandling(app);
  registerBackgroundTasks(app);
  await registerSecurity(app);
  await app.register(cookie);
  registerSameOriginGuard(app);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 10, fields: 50, fieldSize: 200_000 } });
  await registerDocs(app);
  await app.register(authPlugin);
  await registerFeatures(app);
  for (const plugin of options.extraPlugins ?? []) await app.register(plugin);
  await registerWebApp(app, config.WEB_DIST ?? DEFAULT_WEB_DIST);
  // Upload files live in the store the configuration names (lib/storage): the local folder or an S3 bucket.
  const files = useFileStore(config);
  // Upload files that no record names (left by a crash) go at start; a failure here must not stop the start.
  app.addHook("onReady", async () => {
    await sweepUploads(database.db, files, app.log).catch((error) =>
      app.log.warn({ err: error }, "could not sweep the uploads folder"),
    );
  });
  return app;
}
