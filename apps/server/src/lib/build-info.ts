import { execFileSync } from "node:child_process";
import { REPO_ROOT } from "../config.js";
import { APP_VERSION } from "../version.js";

export interface BuildInfo {
  /** The release's version (version.ts: the root package.json's). */
  version: string;
  /** The commit it was built from: SOURCE_COMMIT, else git's HEAD when the code runs from a clone, else "unknown". */
  commit: string;
}

let gitCommit: string | undefined;

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

/**
 * The version and commit of the code that runs (the system page, /metrics' app_info). The app's SOURCE_COMMIT wins;
 * without it git is asked once per process.
 */
export function buildInfo(sourceCommit?: string): BuildInfo {
  if (sourceCommit) return { version: APP_VERSION, commit: sourceCommit };
  gitCommit ??= commitOf();
  return { version: APP_VERSION, commit: gitCommit };
}
