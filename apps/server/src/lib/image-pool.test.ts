import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { threadPriorities } from "../../test/thread-priorities.js";
import { IMAGES_BUSY, imagePixels, imageWorkerPid, reencodeImage, stopImageWorker } from "./image-pool.js";

const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: "#3366aa" } })
    .jpeg()
    .toBuffer();

describe("the image worker", () => {
  it("decodes in a child process whose every thread runs at the lowest priority", async () => {
    const image = await photo();
    const clean = await reencodeImage(image, "jpg");
    expect((await sharp(clean).metadata()).width).toBe(1200);
    expect(await imagePixels(image, "jpg")).toBe(1200 * 900);
    const pid = imageWorkerPid();
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
    if (process.platform === "linux") {
      const priorities = threadPriorities(pid as number);
      // Node's threads, libuv's pool that ran the decodes, and libvips's.
      expect(priorities.length).toBeGreaterThan(3);
      expect(new Set(priorities)).toEqual(new Set([19]));
    }
  });

  it("answers 503 for the images in hand when the worker dies, and the next image starts another", async () => {
    const big = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#aa3366" } })
      .jpeg()
      .toBuffer();
    // The worker is up and ready first; then the job is in its hands once the microtasks have run (a timer later),
    // while re-encoding 24 megapixels takes far longer than that on any machine. (A fixed 200 ms wait raced it: a
    // quiet machine finished the image first.)
    await imagePixels(await photo(), "jpg");
    const first = reencodeImage(big, "jpg");
    await new Promise((resolve) => setTimeout(resolve, 10));
    const dying = imageWorkerPid() as number;
    process.kill(dying, "SIGKILL");
    await expect(first).rejects.toMatchObject({ statusCode: 503, message: IMAGES_BUSY });
    const again = await reencodeImage(await photo(), "jpg");
    expect(again.length).toBeGreaterThan(0);
    expect(imageWorkerPid()).not.toBe(dying);
  });

  it("stops when asked (as when idle) and starts again for the next image", async () => {
    await reencodeImage(await photo(), "jpg");
    const before = imageWorkerPid() as number;
    stopImageWorker();
    expect(imageWorkerPid()).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(() => process.kill(before, 0)).toThrow();
    await reencodeImage(await photo(), "jpg");
    expect(imageWorkerPid()).not.toBe(before);
    stopImageWorker();
  });
});
