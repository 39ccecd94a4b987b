import { chmodSync, lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/** Group and other permission bits: none of them belongs on a database file. */
const OTHERS = 0o077;

/**
 * Takes group and other access off `dir` and everything under it, as PostgreSQL insists on a 0700 data directory:
 * PGlite creates its files through the WebAssembly file system, many of them 0666 (the catalogue, the WAL), and
 * they hold password hashes and every e-mail address. Run on every open and close of an embedded folder, so a
 * folder that was copied, unpacked or restored with loose modes is tightened too. Symbolic links are left alone.
 */
export function keepPrivate(dir: string) {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isSymbolicLink()) continue;
    const path = join(entry.parentPath, entry.name);
    const { mode } = lstatSync(path);
    if (mode & OTHERS) chmodSync(path, mode & 0o7777 & ~OTHERS);
  }
}
