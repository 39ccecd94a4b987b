import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { REPO_ROOT } from "../config.js";

export interface BuildInfo {
  /** The release's version (the root package.json's), or "unversioned". */
  version: string;
  /** The commit it was built from: SOURCE_COMMIT, else git's HEAD when the code runs from a clone, else "unknown". */
  commit: string;
}

let known: BuildInfo | undefined;

function versionOf(): string {
  try {
    const pkg = JSON.parse(readFileSync(join(REPO_ROOT, "package.json"), "utf8")) as { version?: string };
    return pkg.version ?? "unversioned";
  } catch {
    return "unversioned";
  }
}

function commitOf(): string {
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], {
      cwd: REPO_ROOT,
      timeout: 2000,
      stdio: ["ignore", "pipe", "ignore"],
      encoding: "utf8",
    }).trim();
  } catch {
    return "unknown";
  }
}

/** Read once per process: the version and commit of the code that runs (the system page, /metrics' app_info). */
export function buildInfo(sourceCommit?: string): BuildInfo {
  known ??= { version: versionOf(), commit: sourceCommit ?? commitOf() };
  return known;
}
