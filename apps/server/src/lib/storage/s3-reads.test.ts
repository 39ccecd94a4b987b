import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { S3RVER_KEYS, startS3Server } from "../../../test/s3-server.js";
import { startTcpProxy } from "../../../test/tcp-proxy.js";
import { readAll } from "./file-store.js";
import { S3FileStore } from "./s3-store.js";

/**
 * The S3 store's bound covers waiting, not transferring: each read of a body must arrive within it, but a reader
 * may take its time (a photo streamed to a slow client) and a body nobody reads fails nothing later. The bucket
 * (s3rver) sits behind a TCP proxy the test freezes mid-transfer.
 */
const s3 = await startS3Server();
const upstream = new URL(s3.url);
const proxy = await startTcpProxy({ host: upstream.hostname, port: Number(upstream.port) });
afterAll(() => proxy.close());
const BOUND_MS = 300;
const storeAt = (url: string, timeoutMs?: number) =>
  new S3FileStore({
    url,
    accessKeyId: S3RVER_KEYS.S3_ACCESS_KEY_ID,
    secretAccessKey: S3RVER_KEYS.S3_SECRET_ACCESS_KEY,
    region: "us-east-1",
    timeoutMs,
  });
/** Objects are put straight into the bucket with the default bound, and read through the proxy with a short one. */
const writer = storeAt(s3.url);
const store = storeAt(`http://127.0.0.1:${proxy.port}/uploads`, BOUND_MS);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function storedObject(bytes: number) {
  const key = `${randomUUID()}.jpg`;
  const content = randomBytes(bytes);
  await writer.put(key, content, "image/jpeg");
  return { key, content };
}

describe("reading from an S3-compatible store", () => {
  it("a reader slower than the bound still gets the whole object", async () => {
    const { key, content } = await storedObject(3_000_000);
    const file = await store.get(key);
    await pause(BOUND_MS * 3);
    expect((await readAll(file!)).equals(content)).toBe(true);
  });

  it("a body nobody reads fails nothing later", async () => {
    const uncaught: unknown[] = [];
    const record = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", record);
    try {
      const { key } = await storedObject(1_000_000);
      const file = await store.get(key);
      expect(file).toBeDefined();
      await pause(BOUND_MS * 3);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", record);
    }
  });

  it("a transfer that stalls fails within the bound", async () => {
    const { key } = await storedObject(24_000_000);
    const file = await store.get(key);
    let frozenAt = 0;
    const reading = (async () => {
      for await (const _ of file!.body) {
        if (frozenAt) continue;
        proxy.freeze();
        frozenAt = performance.now();
      }
    })();
    try {
      await expect(reading).rejects.toThrow(/did not answer within/);
      expect(performance.now() - frozenAt).toBeLessThan(BOUND_MS * 2 + 1_000);
    } finally {
      await proxy.restore();
    }
  });
});
