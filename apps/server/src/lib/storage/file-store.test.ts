import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { S3RVER_KEYS, startS3Server } from "../../../test/s3-server.js";
import { createFileStore, type FileStore, LocalFileStore, readAll, S3FileStore, thumbKeyOf } from "./index.js";

const dataDir = mkdtempSync(join(tmpdir(), "freight-store-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const s3 = await startS3Server();

const stores: Array<[string, FileStore]> = [
  ["local folder", new LocalFileStore(dataDir)],
  ["S3-compatible (s3rver)", createFileStore({ DATA_DIR: dataDir, S3_URL: s3.url, ...S3RVER_KEYS })],
  // A key prefix after the bucket: several sites may share one bucket.
  ["S3-compatible with a prefix", createFileStore({ DATA_DIR: dataDir, S3_URL: `${s3.url}/site-a`, ...S3RVER_KEYS })],
];

const newKey = (ext = "jpg") => `${randomUUID()}.${ext}`;
const bytesOf = async (store: FileStore, key: string) => {
  const file = await store.get(key);
  return file ? { bytes: await readAll(file), size: file.size } : undefined;
};
const keysOf = async (store: FileStore) => {
  const keys: string[] = [];
  for await (const file of store.list()) keys.push(file.key);
  return keys;
};

describe.each(stores)("file store contract: %s", (_name, store) => {
  it("put then get gives the same bytes and size; a missing key gives undefined", async () => {
    const key = newKey();
    const bytes = Buffer.from(`photo ${key}`);
    await store.put(key, bytes, "image/jpeg");
    expect(await bytesOf(store, key)).toEqual({ bytes, size: bytes.length });
    expect(await store.get(newKey())).toBeUndefined();
  });

  it("a staged file is published once its record committed, or discarded without trace", async () => {
    const kept = newKey("png");
    const dropped = newKey("png");
    await store.stage(kept, Buffer.from("kept"), "image/png");
    await store.stage(dropped, Buffer.from("dropped"), "image/png");
    await store.publish(kept);
    await store.discard(dropped);
    expect((await bytesOf(store, kept))?.bytes.toString()).toBe("kept");
    expect(await store.get(dropped)).toBeUndefined();
    const keys = await keysOf(store);
    expect(keys).toContain(kept);
    expect(keys).not.toContain(dropped);
  });

  it("delete removes a file, and deleting a missing one is no error", async () => {
    const key = newKey("pdf");
    await store.put(key, Buffer.from("%PDF-1.4 %%EOF"), "application/pdf");
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("list names every file with its time, thumbnails included", async () => {
    const photo = newKey();
    await store.put(photo, Buffer.from("p"), "image/jpeg");
    await store.put(thumbKeyOf(photo), Buffer.from("t"), "image/jpeg");
    const listed = [];
    for await (const file of store.list()) listed.push(file);
    const mine = listed.filter((f) => f.key.startsWith(photo));
    expect(mine.map((f) => f.key).sort()).toEqual([photo, thumbKeyOf(photo)]);
    for (const file of mine) expect(Math.abs(file.modifiedAt.getTime() - Date.now())).toBeLessThan(120_000);
  });

  it("refuses keys that are not the server's own names (no paths)", async () => {
    for (const bad of ["../secret.jpg", "a/b.jpg", `${randomUUID()}.exe`, ""])
      await expect(store.put(bad, Buffer.from("x"), "image/jpeg")).rejects.toThrow(/not a storage key/);
  });
});

describe("the stores apart", () => {
  it("the local folder keeps files private (0600)", async () => {
    const key = newKey();
    await stores[0]![1].put(key, Buffer.from("x"), "image/jpeg");
    expect(statSync(join(dataDir, "uploads", key)).mode & 0o777).toBe(0o600);
  });

  it("a prefixed S3 store sees only its own keys", async () => {
    const key = newKey();
    await stores[2]![1].put(key, Buffer.from("x"), "image/jpeg");
    expect(await keysOf(stores[1]![1])).not.toContain(key);
    expect(await stores[1]![1].get(key)).toBeUndefined();
  });

  it("wrong S3 credentials fail with the status and S3's code, never silently", async () => {
    const wrong = new S3FileStore({
      url: s3.url,
      accessKeyId: "nobody",
      secretAccessKey: "wrong",
      region: "us-east-1",
    });
    await expect(wrong.put(newKey(), Buffer.from("x"), "image/jpeg")).rejects.toThrow(
      /S3 PUT .* failed: 403 InvalidAccessKeyId/,
    );
  });
});
