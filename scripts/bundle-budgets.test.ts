import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { BUDGETS, filesOf, type Manifest, measure, report, servedBytes } from "./bundle-budgets";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const KIB = 1024;

/** A manifest shaped like Vite's: the entry, a shared chunk, a page importing both, a CSS file and a lazy page. */
const manifest: Manifest = {
  "index.html": { file: "assets/index.js", imports: ["_react.js"] },
  "_react.js": { file: "assets/react.js" },
  "src/routes/public/home.tsx": { file: "assets/home.js", imports: ["index.html", "_react.js", "style.css"] },
  "style.css": { file: "assets/style.css" },
  "src/routes/public/faq.tsx": { file: "assets/faq.js" },
};

describe("bundle budgets", () => {
  it("counts the entry, the page and their static imports once each, without CSS or lazy chunks", () => {
    expect(filesOf(manifest, ["index.html", "src/routes/public/home.tsx"])).toEqual([
      "assets/index.js",
      "assets/react.js",
      "assets/home.js",
    ]);
  });

  it("fails a page over its budget and names it with its figures", () => {
    const sizes: Record<string, number> = { "assets/index.js": 90 * KIB, "assets/react.js": 8 * KIB };
    sizes["assets/home.js"] = 3 * KIB;
    const budgets = [{ page: "/", modules: ["index.html", "src/routes/public/home.tsx"], budget: 100 * KIB }];
    const [result] = measure(manifest, (file) => sizes[file] ?? 0, budgets);
    expect(result).toMatchObject({ page: "/", bytes: 101 * KIB, budget: 100 * KIB, ok: false });
    const [line] = report([result!]);
    expect(line).toContain("✗ / loads 103,424 bytes");
    expect(line).toContain("budget 102,400 (100.0 KiB)");
    expect(line).toContain("1,024 bytes OVER BUDGET");
    expect(line).toContain("assets/index.js 92,160");
    // At the budget exactly, the page passes.
    sizes["assets/home.js"] = 2 * KIB;
    expect(measure(manifest, (file) => sizes[file] ?? 0, budgets)[0]).toMatchObject({ ok: true });
  });

  it("refuses a manifest without a page's module instead of counting nothing", () => {
    expect(() => measure({}, () => 0)).toThrow("the manifest has no entry for index.html");
  });

  it("counts files as served: gzip -9 from 512 bytes, smaller files as they are", () => {
    expect(servedBytes(Buffer.alloc(511, "a"))).toBe(511);
    expect(servedBytes(Buffer.alloc(10_000, "a"))).toBeLessThan(100);
  });

  describe("the command", () => {
    const dist = mkdtempSync(join(tmpdir(), "bundle-budgets-"));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));

    /** Writes a build whose every page loads `entryBytes` of incompressible JavaScript, then runs the check on it. */
    function run(entryBytes: number) {
      mkdirSync(join(dist, ".vite"), { recursive: true });
      mkdirSync(join(dist, "assets"), { recursive: true });
      const synthetic: Manifest = { "index.html": { file: "assets/index.js" } };
      for (const { modules } of BUDGETS)
        for (const key of modules.slice(1)) synthetic[key] = { file: "assets/page.js", imports: ["index.html"] };
      writeFileSync(join(dist, ".vite/manifest.json"), JSON.stringify(synthetic));
      writeFileSync(join(dist, "assets/index.js"), randomBytes(entryBytes).toString("base64"));
      writeFileSync(join(dist, "assets/page.js"), "export {};");
      return spawnSync(process.execPath, ["--import", "tsx", join(root, "scripts/bundle-budgets.ts"), dist], {
        cwd: root,
        encoding: "utf8",
      });
    }

    it("exits 1 naming the page over budget", () => {
      // ~110 KiB gzipped: over the public budget, under the signed-in ones.
      const over = run(110 * KIB);
      expect(over.status).toBe(1);
      expect(over.stdout).toMatch(/✗ \/ loads [\d,]+ bytes of gzipped JS \(1\d\d\.\d KiB\), budget 102,400/);
      expect(over.stdout).toMatch(/✓ \/user\/home loads/);
      expect(over.stderr).toContain("bundle budgets: / over budget");
    });

    it("exits 0 when every page is within budget", () => {
      const within = run(20 * KIB);
      expect(within.stderr).toBe("");
      expect(within.status).toBe(0);
    });
  });
});
