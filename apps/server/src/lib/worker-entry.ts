import { join } from "node:path";
import { SERVER_ROOT } from "../config.js";

/** Whether this is the compiled server (apps/server/dist) rather than its TypeScript sources under tsx. */
const compiled = !import.meta.url.endsWith(".ts");

/**
 * How to fork the worker whose entry is src/<name>.ts: the compiled file beside the compiled server, or the
 * TypeScript source under tsx (npm run dev, the tests).
 */
export function workerEntry(name: string): { file: string; execArgv: string[] } {
  return compiled
    ? { file: join(SERVER_ROOT, `dist/${name}.js`), execArgv: [] }
    : { file: join(SERVER_ROOT, `src/${name}.ts`), execArgv: ["--import", "tsx"] };
}
