import type { Readable } from "node:stream";

/**
 * Where upload files live: the local folder (DATA_DIR/uploads, one machine) or an S3-compatible bucket (several
 * server machines share the same files). Every reader and writer of upload files goes through this interface.
 *
 * Keys are the names the server makes (`<uuid>.<ext>`, and `<uuid>.<ext>.thumb.jpg` for a photo's thumbnail),
 * never a client's name or a path: `assertKey` refuses anything else, so no key can reach outside the store.
 *
 * Commit-then-publish: a new upload is `stage`d before the transaction that records it, `publish`ed once that
 * committed and `discard`ed when it failed. Only a committed `uploads` row makes a file reachable (the routes look
 * the row up first); the start-up sweep (`sweepUploads`) removes what no row names and finishes a publish a crash
 * interrupted.
 */
export interface FileStore {
  /** For logs and messages: "folder /data/uploads" or "S3 http://host:9000/bucket". */
  readonly describe: string;
  /** Writes a new file that is not yet published (local: under .incoming/; S3: the object itself). */
  stage(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Makes a staged file final (local: moved up; S3: nothing left to do). */
  publish(key: string): Promise<void>;
  /** Removes a staged file whose record was not stored (or a leftover the sweep found). Never fails. */
  discard(key: string): Promise<void>;
  /** Writes a final file at once (a thumbnail made later): readers see the whole file or none. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes and size; undefined when there is none (staged files are found too). */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes a file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every file, staged ones included, for the orphan sweep. */
  list(): AsyncIterable<ListedFile>;
  /** Keeps a file the sweep found named by a record private (local: mode 0600); optional. */
  secure?(key: string): Promise<void>;
}

export interface StoredFile {
  body: Readable;
  size: number;
}

export interface ListedFile {
  key: string;
  modifiedAt: Date;
  /** Written but not yet published (local store only; S3 has no such state). */
  staged: boolean;
}

const KEY = /^[0-9a-f-]{36}\.(jpg|png|gif|webp|pdf)(\.thumb\.jpg)?$/;
const THUMB_SUFFIX = ".thumb.jpg";

export const isStorageKey = (key: string) => KEY.test(key);

export function assertKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * A file name the sweep may remove: a key, or a leftover such as `<uuid>.partial`; never a path.
 */
export function assertFileName(name: string): string {
  if (!/^[\w-][\w.-]*$/.test(name)) throw new Error(`not a stored file name: ${JSON.stringify(name)}`);
  return name;
}

/** The thumbnail's key beside its photo's. */
export const thumbKeyOf = (name: string) => `${name}${THUMB_SUFFIX}`;

/** The upload (storage_name) a key belongs to: the photo itself, or the photo whose thumbnail it is. */
export const uploadNameOf = (key: string) => (key.endsWith(THUMB_SUFFIX) ? key.slice(0, -THUMB_SUFFIX.length) : key);

/** Reads a stored file whole (mail attachments, thumbnails made on first request: images of at most a few MB). */
export async function readAll(file: StoredFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
