import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, rmSync } from "node:fs";
import { basename, dirname, join } from "node:path";

/**
 * Copies an uploads folder (`DATA_DIR/uploads` or a backup's `uploads/`), also while the server writes to it.
 * Files wait in `.incoming/` until their record commits and are then moved up (lib/upload-store.ts), so
 * `.incoming/` is copied first: a file moved up meanwhile is then found in the folder itself. A committed file
 * that is still in `.incoming/` is moved up by the server's start-up sweep. Returns how many files were copied.
 * With `link`, files are hard-linked instead (a link of the same file system throws EXDEV otherwise), and a name
 * already in `to` is kept: a second pass adds only what is new.
 */
export function copyUploads(from: string, to: string, how: { link?: boolean } = {}): number {
  let copied = 0;
  for (const sub of [".incoming", "."]) {
    const dir = join(from, sub);
    if (!existsSync(dir)) continue;
    mkdirSync(join(to, sub), { recursive: true, mode: 0o700 });
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isFile()) continue;
      try {
        if (how.link) linkSync(join(dir, entry.name), join(to, sub, entry.name));
        else copyFileSync(join(dir, entry.name), join(to, sub, entry.name));
        copied++;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== "ENOENT" && !(how.link && code === "EEXIST")) throw error;
      }
    }
  }
  return copied;
}

/** Where holdUploads links the uploads when the backup's folder is on another file system. */
export const heldBeside = (uploadsDir: string, target: string) =>
  join(dirname(uploadsDir), `.backup-uploads-${basename(target)}`);

const crossesDevices = (error: unknown) => ["EXDEV", "EPERM"].includes((error as NodeJS.ErrnoException).code ?? "");

/**
 * Holds the uploads as they are at this moment, for a backup whose database snapshot is being taken (see
 * write-backup.ts): every file of `uploadsDir` hard-linked into `target/uploads`,
 * so a file replaced or deleted while the database is dumped stays in the backup as its rows name it. A link costs no
 * copy, so the database is held only for the moment it takes. When `target` is on another file system, the links go
 * into a folder beside `uploadsDir` (same file system) instead, copied into the backup after the dump; only when that
 * fails too are the files copied. Call again to add what is new. Answers the folder that holds them, or undefined
 * without local uploads (S3).
 */
export function holdUploads(uploadsDir: string, target: string): string | undefined {
  if (!existsSync(uploadsDir)) return undefined;
  const inBackup = join(target, "uploads");
  const beside = heldBeside(uploadsDir, target);
  if (!existsSync(beside)) {
    try {
      copyUploads(uploadsDir, inBackup, { link: true });
      return inBackup;
    } catch (error) {
      if (!crossesDevices(error)) throw error;
      rmSync(inBackup, { recursive: true, force: true });
    }
  }
  try {
    copyUploads(uploadsDir, beside, { link: true });
  } catch (error) {
    if (!crossesDevices(error)) throw error;
    copyUploads(uploadsDir, beside);
  }
  return beside;
}
