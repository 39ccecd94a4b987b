import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

/** The argument that makes the server's entry prepare a new embedded database and exit (see main.ts). */
export const PREPARE_ARGUMENT = "--prepare-embedded-database";

/** initdb writes PG_VERSION first: a folder without it holds no database yet. */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(join(dataDir, "PG_VERSION"));
}

/**
 * Runs this same program (same node flags, same entry, compiled or under tsx) with PREPARE_ARGUMENT in a child
 * process and resolves with its exit code. Creating a database (initdb, in a WebAssembly instance of its own),
 * migrating it and writing the demo data peak at ~700 MB, and the memory a process once took largely stays with it
 * (the WebAssembly heap never shrinks, malloc keeps freed arenas): done in a process that then exits, the server
 * opens a ready folder and idles at the size of any later start (~220 MB instead of ~290).
 */
export function prepareInChildProcess(): Promise<number> {
  const entry = process.argv[1];
  if (!entry) return Promise.resolve(1);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, entry, PREPARE_ARGUMENT], { stdio: "inherit" });
    child.once("error", reject);
    child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}
