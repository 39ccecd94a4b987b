import { Readable } from "node:stream";
import { thumbnailImage } from "../image-pool.js";
import { type FileStore, readAll, type StoredFile, thumbKeyOf } from "./file-store.js";

export const THUMB_MIME = "image/jpeg";
/** Thumbnails being made in this process, so simultaneous first requests make one. */
const making = new Map<string, Promise<Buffer | undefined>>();

/**
 * The thumbnail of a stored photo. Photos stored since thumbnails exist have one made with them; an older photo's
 * is made on its first request and stored beside it, once. Undefined when the photo itself is gone.
 */
export async function thumbnailOf(store: FileStore, name: string): Promise<StoredFile | undefined> {
  const stored = await store.get(thumbKeyOf(name));
  if (stored) return stored;
  const key = `${store.describe}\n${name}`;
  let made = making.get(key);
  if (!made) {
    made = (async () => {
      const photo = await store.get(name);
      if (!photo) return undefined;
      const thumb = await thumbnailImage(await readAll(photo));
      await store.put(thumbKeyOf(name), thumb, THUMB_MIME);
      return thumb;
    })().finally(() => making.delete(key));
    making.set(key, made);
  }
  const thumb = await made;
  return thumb ? { body: Readable.from([thumb]), size: thumb.length } : undefined;
}
