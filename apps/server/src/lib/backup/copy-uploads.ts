import { copyFileSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Copies an uploads folder (`DATA_DIR/uploads` or a backup's `uploads/`), also while the server writes to it.
 * Files wait in `.incoming/` until their record commits and are then moved up (lib/upload-store.ts), so
 * `.incoming/` is copied first: a file moved up meanwhile is then found in the folder itself. A committed file
 * that is still in `.incoming/` is moved up by the server's start-up sweep. Returns how many files were copied.
 */
export function copyUploads(from: string, to: string): number {
  let copied = 0;
  for (const sub of [".incoming", "."]) {
    const dir = join(from, sub);
    if (!existsSync(dir)) continue;
    mkdirSync(join(to, sub), { recursive: true, mode: 0o700 });
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      try {
        copyFileSync(join(dir, entry.name), join(to, sub, entry.name));
        copied++;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
  }
  return copied;
}
