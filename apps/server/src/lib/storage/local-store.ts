import { randomUUID } from "node:crypto";
import { chmodSync, mkdirSync } from "node:fs";
import { chmod, open, readdir, rename, stat, unlink, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { assertFileName, assertKey, type FileStore, type ListedFile, type StoredFile } from "./file-store.js";

/** Files of an upload wait here until their record commits (see FileStore). */
const INCOMING = ".incoming";

function privateDir(dir: string): string {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  return dir;
}

/** The uploads folder of a DATA_DIR (also what backup and restore copy). */
export const uploadsFolderOf = (dataDir: string) => join(dataDir, "uploads");

/** DATA_DIR/uploads on this machine's disk; nothing but the server's user may read it (0700 folders, 0600 files). */
export class LocalFileStore implements FileStore {
  readonly describe: string;
  private readonly root: string;

  constructor(dataDir: string) {
    this.root = uploadsFolderOf(dataDir);
    this.describe = `folder ${this.root}`;
  }

  private get finalDir() {
    return privateDir(this.root);
  }

  private get incomingDir() {
    return privateDir(join(this.root, INCOMING));
  }

  async stage(key: string, bytes: Buffer) {
    await writeFile(join(this.incomingDir, assertKey(key)), bytes, { mode: 0o600, flag: "wx" });
  }

  async publish(key: string) {
    await rename(join(this.incomingDir, assertKey(key)), join(this.finalDir, key));
  }

  async discard(key: string) {
    await unlink(join(this.incomingDir, assertFileName(key))).catch(() => undefined);
  }

  async put(key: string, bytes: Buffer) {
    // Written beside, then renamed: a reader never sees half a file.
    const partial = join(this.incomingDir, `${randomUUID()}.partial`);
    await writeFile(partial, bytes, { mode: 0o600 });
    await rename(partial, join(this.finalDir, assertKey(key)));
  }

  async get(key: string): Promise<StoredFile | undefined> {
    assertKey(key);
    for (const dir of [this.finalDir, join(this.root, INCOMING)]) {
      const handle = await open(join(dir, key), "r").catch(() => undefined);
      if (!handle) continue;
      const { size } = await handle.stat();
      return { body: handle.createReadStream(), size };
    }
    return undefined;
  }

  async delete(key: string) {
    await unlink(join(this.finalDir, assertFileName(key))).catch(() => undefined);
  }

  async *list(): AsyncIterable<ListedFile> {
    for (const [dir, staged] of [
      [this.incomingDir, true],
      [this.finalDir, false],
    ] as const) {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (!entry.isFile()) continue;
        const info = await stat(join(dir, entry.name)).catch(() => undefined);
        if (info) yield { key: entry.name, modifiedAt: info.mtime, staged };
      }
    }
  }

  async secure(key: string) {
    const path = join(this.finalDir, assertKey(key));
    if (((await stat(path)).mode & 0o077) !== 0) await chmod(path, 0o600);
  }
}
