import { describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { buildTestApp } from "../../test/build-app.js";
import { signInAdmin } from "../../test/admins.js";
import { client, signUpCustomer } from "../../test/http.js";
import { PNG_1PX, multipartBody } from "../../test/multipart.js";
import { withStagedImages } from "./upload-store.js";
import { IMAGE_DECODERS, IMAGE_QUEUE_LIMIT, IMAGES_BUSY, withImageDecoder } from "./image-pool.js";
import { loadSharp } from "./sharp.js";
import { IMAGES_TOO_LARGE_TOGETHER, MAX_SUBMISSION_PIXELS, readMultipart } from "./uploads.js";

/** The probe runs behind requireCustomer, which sets the customer or answers 401. */
const signedInCustomerId = (request: FastifyRequest) => {
  if (!request.customer) throw new Error("the probe runs behind requireCustomer");
  return request.customer.id;
};

/** A throwaway route that stores images for the signed-in customer, to exercise the upload rules over HTTP. */
const probe: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/test-upload", { preHandler: app.requireCustomer }, async (request) => {
    const { fields, images } = await readMultipart(request);
    const names = await withStagedImages(app.config, images, (recordImages) =>
      app.db.transaction((tx) =>
        recordImages(tx, { entityType: "ticket", entityId: 1, ownerUserId: signedInCustomerId(request) }),
      ),
    );
    return { fields, names };
  });
};

const { app } = await buildTestApp({}, [probe]);

/** Sends `files` to the probe as the signed-in customer `token`. */
function upload(token: string, files: Parameters<typeof multipartBody>[1]) {
  const form = multipartBody({}, files);
  return app.inject({
    method: "POST",
    url: "/api/test-upload",
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.body,
  });
}

describe("image uploads", () => {
  it("stores images under server-made names and serves them only to the owner and staff, with nosniff", async () => {
    const owner = await signUpCustomer(app);
    const other = await signUpCustomer(app);
    const staff = await signInAdmin(app, "worker");
    const form = multipartBody({ note: "hi" }, [
      { field: "images", name: "../../evil.png", type: "text/html", data: PNG_1PX },
    ]);
    const res = await app.inject({
      method: "POST",
      url: "/api/test-upload",
      headers: { ...form.headers, authorization: `Bearer ${owner.token}` },
      payload: form.body,
    });
    expect(res.statusCode).toBe(200);
    const [name] = res.json().names as string[];
    expect(name).toMatch(/^[0-9a-f-]{36}\.png$/);
    const mine = await client(app, owner.token).get(`/api/uploads/${name}`);
    expect(mine.status).toBe(200);
    expect(mine.headers["content-type"]).toBe("image/png");
    expect(mine.headers["x-content-type-options"]).toBe("nosniff");
    expect((await client(app, other.token).get(`/api/uploads/${name}`)).status).toBe(404);
    expect((await client(app, staff.token).get(`/api/uploads/${name}`)).status).toBe(200);
    expect((await client(app).get(`/api/uploads/${name}`)).status).toBe(401);
  });

  it("refuses a file that is not an image by its content, whatever its name and type say", async () => {
    const { token } = await signUpCustomer(app);
    const res = await upload(token, [
      { field: "images", name: "photo.png", type: "image/png", data: Buffer.from("<script>alert(1)</script>") },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/Only image files/);
  });

  it("refuses more than 10 images and an image over 5 MB", async () => {
    const { token } = await signUpCustomer(app);
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      field: "images",
      name: `p${i}.png`,
      type: "image/png",
      data: PNG_1PX,
    }));
    const res = await upload(token, eleven);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/At most 10 images/);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const res2 = await upload(token, [{ field: "images", name: "big.png", type: "image/png", data: big }]);
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error).toMatch(/at most 5 MB/);
  });

  it("refuses an image over 50 megapixels as too large, naming the limit (not as unreadable)", async () => {
    const { token } = await signUpCustomer(app);
    const sharp = await loadSharp();
    // A valid 8000 × 7000 PNG (56 megapixels) of one colour: a few hundred KB.
    const large = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#336699" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await upload(token, [{ field: "images", name: "scan.png", type: "image/png", data: large }]);
    expect(res.statusCode).toBe(400);
    const message =
      "An image is too large: 56 megapixels, at most 50 megapixels each. Please send a smaller picture (phone photos are fine).";
    expect(res.json()).toEqual({ error: message, fields: { images: message } });
  });

  it("refuses a submission whose images decode to more than MAX_SUBMISSION_PIXELS together, naming the field", async () => {
    const { token } = await signUpCustomer(app);
    const sharp = await loadSharp();
    // Four 49-megapixel one-colour PNGs: each under the per-image bound, a few KB each, ~196 megapixels together.
    const side = 7000;
    const huge = await sharp({ create: { width: side, height: side, channels: 3, background: "#cc3300" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(4 * side * side).toBeGreaterThan(MAX_SUBMISSION_PIXELS);
    const res = await upload(
      token,
      Array.from({ length: 4 }, (_, i) => ({ field: "images", name: `huge${i}.png`, type: "image/png", data: huge })),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: IMAGES_TOO_LARGE_TOGETHER, fields: { images: IMAGES_TOO_LARGE_TOGETHER } });
  });
});

describe("the image decoding pool", () => {
  it("runs at most IMAGE_DECODERS jobs at once, in order, and answers 503 when too many wait", async () => {
    let active = 0;
    let most = 0;
    const finished: number[] = [];
    const releases: Array<() => void> = [];
    const job = (n: number) => () =>
      new Promise<number>((resolve) => {
        active++;
        most = Math.max(most, active);
        releases.push(() => {
          active--;
          finished.push(n);
          resolve(n);
        });
      });
    const total = IMAGE_DECODERS + IMAGE_QUEUE_LIMIT;
    const jobs = Array.from({ length: total }, (_, n) => withImageDecoder(job(n)));
    const overflow = withImageDecoder(job(total));
    await expect(overflow).rejects.toMatchObject({ statusCode: 503, message: IMAGES_BUSY });
    while (finished.length < total) {
      await new Promise((r) => setImmediate(r));
      releases.shift()?.();
    }
    expect(await Promise.all(jobs)).toEqual(Array.from({ length: total }, (_, n) => n));
    expect(most).toBe(IMAGE_DECODERS);
    expect(finished).toEqual(Array.from({ length: total }, (_, n) => n));
  });
});
