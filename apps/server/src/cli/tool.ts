import { join } from "node:path";
import { ConfigError, type Config, loadConfig } from "../config.js";
import { openDatabase } from "../db/client.js";
import { callControl, ToolError } from "../db/embedded/control.js";
import { DatabaseInUseError, liveOwner } from "../db/embedded/lock.js";
import { migrateDatabase } from "../db/migrate.js";
import { type OperationArgs, type OperationName, type OperationResult, operations } from "./operations.js";

/** Ends a command-line tool with `tool: message` on stderr and exit code 1. */
export function fail(tool: string, message: string): never {
  console.error(`${tool}: ${message}`);
  process.exit(1);
}

/** The configuration (of `source`, by default the environment), or the tool ends naming the bad variable. */
export function toolConfig(tool: string, source: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(source);
  } catch (error) {
    if (error instanceof ConfigError) fail(tool, error.message);
    throw error;
  }
}

/**
 * Runs an operation where it belongs: on DATABASE_URL, or on an embedded folder nobody holds, in this process
 * (holding the folder's lock meanwhile); beside a running server, in that server through its control socket, so
 * the server sees the result at once. Another live owner (a tool still running) makes it refuse before touching
 * the folder. Expected failures end the tool with its message.
 */
export async function runOperation<K extends OperationName>(
  tool: string,
  name: K,
  args: OperationArgs<K>,
  options: { migrate?: boolean } = {},
): Promise<{ result: OperationResult<K>; via?: string }> {
  const config = toolConfig(tool);
  const dataDir = join(config.DATA_DIR, "db");
  try {
    const owner = config.DATABASE_URL ? undefined : liveOwner(dataDir);
    if (owner?.control) {
      const result = (await callControl(owner.control, name, args ?? {})) as OperationResult<K>;
      return { result, via: `the running server (process ${owner.pid})` };
    }
    const database = await openDatabase({ url: config.DATABASE_URL, dataDir, holder: `npm run ${tool}` });
    if (database.lock?.recovered)
      console.warn(`${tool}: took over the lock left by process ${database.lock.recovered.pid}, which no longer runs`);
    try {
      if (options.migrate !== false) await migrateDatabase(database);
      const run = operations[name] as (d: typeof database, a: OperationArgs<K>) => Promise<OperationResult<K>>;
      return { result: await run(database, args) };
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof DatabaseInUseError || error instanceof ToolError) fail(tool, error.message);
    throw error;
  }
}
