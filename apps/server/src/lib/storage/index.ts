import { resolve } from "node:path";
import { storageSettingsFrom } from "../../config.js";
import type { FileStore } from "./file-store.js";
import { LocalFileStore } from "./local-store.js";
import { S3FileStore } from "./s3-store.js";

export * from "./file-store.js";
export { LocalFileStore, uploadsFolderOf } from "./local-store.js";
export { S3FileStore, type S3Settings } from "./s3-store.js";

/** The storage variables of the configuration (validated in config.ts). */
export interface StorageConfig {
  DATA_DIR: string;
  S3_URL?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_REGION?: string;
}

/** The S3-compatible bucket when S3_URL is set, else the local folder DATA_DIR/uploads. */
export function createFileStore(config: StorageConfig): FileStore {
  if (!config.S3_URL) return new LocalFileStore(config.DATA_DIR);
  if (!config.S3_ACCESS_KEY_ID || !config.S3_SECRET_ACCESS_KEY)
    throw new Error("S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are required with S3_URL");
  return new S3FileStore({
    url: config.S3_URL,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    region: config.S3_REGION ?? "us-east-1",
  });
}

/**
 * The store of each DATA_DIR in this process. buildApp registers the app's (`useFileStore(config)`); code that
 * knows only the DATA_DIR (the demo seed and factories, the mail transport) finds it with `fileStoreAt`. A process
 * without an app (a tool, the child that seeds a new embedded database) gets the store its environment describes,
 * like the server it belongs to.
 */
const stores = new Map<string, FileStore>();

export function useFileStore(config: StorageConfig): FileStore {
  const store = createFileStore(config);
  stores.set(resolve(config.DATA_DIR), store);
  return store;
}

export function fileStoreAt(dataDir: string): FileStore {
  const key = resolve(dataDir);
  let store = stores.get(key);
  if (!store) {
    store = createFileStore({ ...storageSettingsFrom(process.env), DATA_DIR: key });
    stores.set(key, store);
  }
  return store;
}
