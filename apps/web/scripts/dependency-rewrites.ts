/**
 * Build-time edits of a dependency's code, made safe to keep: each edit must match, or the build fails, and the
 * dependency must be pinned to one exact version in apps/web/package.json (the version installed), or the build
 * fails. A release that changes the edited code then breaks the build of the upgrade that brings it, instead of
 * silently shipping the unedited code (or worse, a half-edited one).
 * See docs/decisions/0062-dependency-rewrites-fail-loudly.md.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const webRoot = join(dirname(fileURLToPath(import.meta.url)), "..");

export interface Edit {
  /** What the edit is for, named in the build error when it stops matching. */
  why: string;
  search: RegExp;
  replacement: string;
}

export interface DependencyRewrite {
  /** The package, as named in apps/web/package.json. */
  dependency: string;
  /** The package's files the edits apply to (module ids). */
  files: RegExp;
  edits: Edit[];
}

/** Throws unless apps/web/package.json pins `dependency` to exactly the version installed. */
export function assertPinned(dependency: string, declared: Record<string, string>, installed: string): void {
  const range = declared[dependency];
  if (range === undefined) throw new Error(`${dependency} is rewritten at build time but not a dependency of apps/web`);
  if (range !== installed)
    throw new Error(
      `${dependency} is rewritten at build time, so apps/web/package.json must pin it exactly: "${range}" ` +
        `should be "${installed}" (the version installed). Check the rewrite against the new version's code first.`,
    );
}

/** Applies the edits to one file's code; returns the new code and how often each edit matched. */
export function applyEdits(code: string, edits: Edit[]): { code: string; matches: number[] } {
  const matches = edits.map(() => 0);
  let out = code;
  edits.forEach((edit, index) => {
    const search = edit.search.global ? edit.search : new RegExp(edit.search.source, `${edit.search.flags}g`);
    out = out.replace(search, (...args) => {
      matches[index]! += 1;
      // Keep $1-style references working as String.prototype.replace would.
      return edit.replacement.replace(/\$(\d)/g, (_, group: string) => String(args[Number(group)] ?? ""));
    });
  });
  return { code: out, matches };
}

/** The edits that never matched in a whole build, as error lines. */
export function unmatched(rewrite: DependencyRewrite, totals: number[], files: number): string[] {
  if (files === 0) return [`${rewrite.dependency}: no file matching ${rewrite.files} was built`];
  return rewrite.edits.flatMap((edit, index) =>
    totals[index] ? [] : [`${rewrite.dependency}: "${edit.why}" (${edit.search}) matched nothing`],
  );
}

/** A Vite plugin making the rewrite's edits during `vite build`, failing the build when one stops matching. */
export function dependencyRewrite(rewrite: DependencyRewrite): Plugin {
  let totals = rewrite.edits.map(() => 0);
  let files = 0;
  return {
    name: `rewrite-${rewrite.dependency}`,
    enforce: "pre",
    apply: "build",
    buildStart() {
      totals = rewrite.edits.map(() => 0);
      files = 0;
      const manifest = JSON.parse(readFileSync(join(webRoot, "package.json"), "utf8"));
      const require = createRequire(join(webRoot, "package.json"));
      const installed = JSON.parse(readFileSync(require.resolve(`${rewrite.dependency}/package.json`), "utf8"));
      assertPinned(rewrite.dependency, manifest.dependencies ?? {}, installed.version);
    },
    transform(code, id) {
      if (!rewrite.files.test(id)) return null;
      files += 1;
      const result = applyEdits(code, rewrite.edits);
      result.matches.forEach((count, index) => {
        totals[index]! += count;
      });
      return result.code === code ? null : result.code;
    },
    buildEnd(error) {
      if (error) return;
      const problems = unmatched(rewrite, totals, files);
      if (problems.length)
        this.error(
          `A build-time rewrite of ${rewrite.dependency} no longer matches its code (a new release?):\n  ` +
            `${problems.join("\n  ")}\nUpdate or drop the edit in apps/web/vite.config.ts.`,
        );
    },
  };
}
