import { seesContacts } from "@app/shared/core/roles";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { Db, Tx } from "../db/client.js";
import { ALL_WAREHOUSES, staffScope, type WarehouseScope } from "./warehouse-scope.js";

/** What a service needs from the server, and nothing else: tests and tools can build one without an app. */
export interface ServiceContext {
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
  /** Wakes the mail worker, so a message queued by a committed transaction goes out now (no-op without a worker). */
  mail: { wake(): void };
  /**
   * The warehouses the caller may see and change (lib/warehouse-scope.ts): a staff member's, set by lib/routes.ts
   * for every staff route; absent (all) for customers, jobs and tools.
   */
  scope?: WarehouseScope;
  /**
   * False for a staff member who is not shown customers' e-mail, phone and addresses (a partner agent, `seesContacts`
   * of roles.ts): their searches match none of them either (lib/any-field-search.ts, docs/decisions/0123). Absent
   * (shown) for everyone else.
   */
  seesContacts?: boolean;
}

/**
 * The context of one request (its logger carries the request id) or, without a request, of the app. With the
 * signed-in staff member, it carries their warehouses.
 */
export function contextOf(
  app: FastifyInstance,
  log: FastifyBaseLogger = app.log,
  admin?: Parameters<typeof staffScope>[0],
): ServiceContext {
  const scope = admin ? staffScope(admin) : ALL_WAREHOUSES;
  const contacts = admin ? seesContacts(admin.role) : true;
  return { db: app.db, config: app.config, log, mail: { wake: app.kickMail }, scope, seesContacts: contacts };
}

/**
 * Runs `work` in one transaction and, once it has committed, wakes the mail worker: every e-mail a change queues
 * (enqueueMail in the same transaction) leaves only if the change is stored, and leaves at once.
 */
export async function inTransaction<T>(ctx: ServiceContext, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await ctx.db.transaction(work);
  ctx.mail.wake();
  return result;
}
