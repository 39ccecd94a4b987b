import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";

/**
 * The feature boundaries are kept by Biome's noRestrictedImports (biome.json's overrides), not by discipline.
 * This proves the rules bite: it writes throw-away files into real feature folders, lints them with the
 * repository's own configuration and expects the offending ones to fail with the rule's name and the clean ones,
 * in the same folders, to pass. It needs no database, so it runs once (in the PGlite project).
 */
const ROOT = fileURLToPath(new URL("../../..", import.meta.url));
const BIOME = join(ROOT, "node_modules/.bin/biome");
const WEB = "apps/web/src/features";
const SERVER = "apps/server/src/features";
const RULE = "lint/style/noRestrictedImports";
/** biome.json has one web override per folder depth below features/<feature>/: 0 to this. */
const WEB_DEPTHS_COVERED = 3;
/** The same for the server's overrides, which let a feature import only `../<feature>/public.js` of another one. */
const SERVER_DEPTHS_COVERED = 2;

const probeTag = `lint-probe-${process.pid}-${randomBytes(4).toString("hex")}`;
const written: string[] = [];
const madeDirs: string[] = [];

function featuresIn(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
}

/** Writes a probe (relative to the root), creating its folder if needed (removed again afterwards). */
function probe(dir: string, kind: string, body: string): string {
  const absDir = join(ROOT, dir);
  if (!existsSync(absDir)) {
    let top = absDir;
    while (!existsSync(dirname(top))) top = dirname(top);
    madeDirs.push(top);
    mkdirSync(absDir, { recursive: true });
  }
  const file = join(dir, `${probeTag}-${kind}.ts`);
  writeFileSync(
    join(ROOT, file),
    `${body}\nexport const probe = [${[...body.matchAll(/import \{ (\w+) \}/g)].map((m) => m[1]).join(", ")}];\n`,
  );
  written.push(file);
  return file;
}

function lint(files: string[]) {
  const run = spawnSync(
    BIOME,
    [
      "lint",
      `--only=style/noRestrictedImports`,
      "--reporter=concise",
      "--colors=off",
      "--max-diagnostics=none",
      ...files,
    ],
    { cwd: ROOT, encoding: "utf8" },
  );
  const output = `${run.stdout}${run.stderr}`;
  const flagged = new Set(
    [...output.matchAll(new RegExp(`(?:^|\\s)([^\\s:]+):\\d+:\\d+: ${RULE}:`, "g"))].map((m) => m[1]!),
  );
  const checked = Number(/Checked (\d+) files?/.exec(output)?.[1] ?? -1);
  return { status: run.status, output, flagged, checked };
}

afterAll(() => {
  for (const file of written) rmSync(join(ROOT, file), { force: true });
  for (const dir of madeDirs) rmSync(dir, { recursive: true, force: true });
});

describe.skipIf(process.env.TEST_DRIVER === "postgres")("feature boundaries (biome.json)", () => {
  const web = featuresIn(WEB);
  const server = featuresIn(SERVER);
  // Two real features of each side: the probes sit in one and reach into the other.
  const [webSelf, webOther] = ["shipments", "tickets"];
  const [serverSelf, serverOther] = ["payments", "accounts"];

  it("has the features the probes use", () => {
    expect(web).toEqual(expect.arrayContaining([webSelf, webOther]));
    expect(server).toEqual(expect.arrayContaining([serverSelf, serverOther]));
    expect(existsSync(join(ROOT, SERVER, serverOther, `${serverOther}.repository.ts`))).toBe(true);
    expect(existsSync(join(ROOT, SERVER, serverOther, "public.ts"))).toBe(true);
  });

  it("fails a web feature that imports another feature, at every folder depth, and passes its own imports", () => {
    const offending: string[] = [];
    const clean: string[] = [];
    for (let depth = 0; depth <= WEB_DEPTHS_COVERED; depth++) {
      const sub = ["staff", "components", "parts"].slice(0, depth);
      const dir = [WEB, webSelf, ...sub].join("/");
      const toFeatures = "../".repeat(depth + 1);
      offending.push(
        probe(dir, `sibling-${depth}`, `import { a } from "${toFeatures}${webOther}/api/get-tickets";`),
        probe(dir, `bare-${depth}`, `import { a } from "${toFeatures}${webOther}";`),
        probe(dir, `via-src-${depth}`, `import { a } from "${toFeatures}../features/${webOther}/api/get-tickets";`),
        probe(
          dir,
          `re-export-${depth}`,
          `export { a } from "${toFeatures}${webOther}/api/get-tickets";\nimport { b } from "react";`,
        ),
        probe(
          dir,
          `dynamic-${depth}`,
          `import { b } from "react";\nexport const later = () => import("${toFeatures}${webOther}/api/x");`,
        ),
      );
      clean.push(
        probe(
          dir,
          `own-${depth}`,
          [
            `import { a } from "./neighbour";`,
            depth > 0 ? `import { b } from "${"../".repeat(depth)}api/get-shipments";` : `import { b } from "./api/x";`,
            `import { c } from "${toFeatures}../lib/api";`,
            `import { d } from "${toFeatures}../components/ui/button";`,
            `import { e } from "@app/shared/shipments/shipments";`,
            `import { f } from "react";`,
          ].join("\n"),
        ),
      );
    }
    const bad = lint(offending);
    expect(bad.status, bad.output).not.toBe(0);
    expect(bad.output).toContain(RULE);
    expect([...bad.flagged].sort(), bad.output).toEqual([...offending].sort());

    const good = lint(clean);
    expect(good.checked, good.output).toBe(clean.length);
    expect(good.flagged.size, good.output).toBe(0);
    expect(good.status, good.output).toBe(0);
  });

  it("fails a server feature that imports anything but another feature's public module, at every folder depth", () => {
    const offending: string[] = [];
    const clean: string[] = [];
    for (let depth = 0; depth <= SERVER_DEPTHS_COVERED; depth++) {
      const dir = [SERVER, serverSelf, ...["parts", "more"].slice(0, depth)].join("/");
      const toFeatures = "../".repeat(depth + 1);
      const other = `${toFeatures}${serverOther}`;
      offending.push(
        probe(dir, `repository-${depth}`, `import { a } from "${other}/${serverOther}.repository.js";`),
        probe(
          dir,
          `staff-repository-${depth}`,
          `import { a } from "${toFeatures}invoices/invoices.staff.repository.js";`,
        ),
        probe(dir, `routes-${depth}`, `import { a } from "${other}/${serverOther}.routes.js";`),
        // Modules that were fine to import before every feature had one public module:
        probe(dir, `service-${depth}`, `import { a } from "${toFeatures}invoices/invoices.service.js";`),
        probe(dir, `named-module-${depth}`, `import { a } from "${other}/customers.js";`),
        probe(dir, `type-only-${depth}`, `import type { a } from "${other}/customers.js";\nimport { b } from "zod";`),
        probe(dir, `bare-${depth}`, `import { a } from "${other}";`),
        probe(dir, `via-src-${depth}`, `import { a } from "${toFeatures}../features/${serverOther}/public.js";`),
        probe(dir, `re-export-${depth}`, `export { a } from "${other}/customers.js";\nimport { b } from "zod";`),
        probe(
          dir,
          `dynamic-${depth}`,
          `import { b } from "zod";\nexport const later = () => import("${other}/accounts.service.js");`,
        ),
      );
      clean.push(
        probe(
          dir,
          `allowed-${depth}`,
          [
            `import { a } from "./${serverSelf}.repository.js";`,
            depth > 0
              ? `import { b } from "${"../".repeat(depth)}${serverSelf}.service.js";`
              : `import { b } from "./x.js";`,
            `import { c } from "${other}/public.js";`,
            `import { d } from "${toFeatures}invoices/public.js";`,
            `import { e } from "${toFeatures}../lib/auth/rate-limits.js";`,
            `import { f } from "${toFeatures}../db/schema.js";`,
            `import { g } from "@app/shared/core/enums";`,
          ].join("\n"),
        ),
      );
    }
    const bad = lint(offending);
    expect(bad.status, bad.output).not.toBe(0);
    expect([...bad.flagged].sort(), bad.output).toEqual([...offending].sort());

    const good = lint(clean);
    expect(good.checked, good.output).toBe(clean.length);
    expect(good.flagged.size, good.output).toBe(0);
    expect(good.status, good.output).toBe(0);
  });

  it("covers every server feature file: none sits deeper than biome.json's overrides reach", () => {
    const tooDeep: string[] = [];
    const walk = (dir: string, depth: number) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name), depth + 1);
        else if (depth > SERVER_DEPTHS_COVERED) tooDeep.push(relative(ROOT, join(dir, e.name)));
      }
    };
    for (const feature of server) walk(join(ROOT, SERVER, feature), 0);
    expect(tooDeep, "add an override for this depth in biome.json").toEqual([]);
  });

  it("covers every web feature file: none sits deeper than biome.json's overrides reach", () => {
    const tooDeep: string[] = [];
    const walk = (dir: string, depth: number) => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        if (e.isDirectory()) walk(join(dir, e.name), depth + 1);
        else if (depth > WEB_DEPTHS_COVERED) tooDeep.push(relative(ROOT, join(dir, e.name)));
      }
    };
    for (const feature of web) walk(join(ROOT, WEB, feature), 0);
    expect(tooDeep, "add an override for this depth in biome.json").toEqual([]);
  });

  it("finds no crossing in the features as they are", () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        const path = `${dir}/${e.name}`;
        if (e.isDirectory()) walk(path);
        else if (/\.(ts|tsx)$/.test(e.name) && !e.name.includes("lint-probe-")) files.push(path);
      }
    };
    walk(WEB);
    walk(SERVER);
    const run = lint(files);
    expect(run.checked, run.output).toBe(files.length);
    expect(run.flagged.size, run.output).toBe(0);
    expect(run.status, run.output).toBe(0);
  });
});
