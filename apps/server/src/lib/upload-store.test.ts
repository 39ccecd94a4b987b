import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { client, signUpCustomer } from "../../test/http.js";
import { type FilePart, multipartBody, PNG_1PX } from "../../test/multipart.js";
import { buildApp } from "../app.js";
import { uploads } from "../db/schema.js";
import { badRequest } from "./errors.js";
import { ORPHAN_AGE_MS, withStagedImages } from "./upload-store.js";
import { readMultipart } from "./uploads.js";

/** The probe runs behind requireCustomer, which sets the customer or answers 401. */
const signedInCustomerId = (request: FastifyRequest) => {
  if (!request.customer) throw new Error("the probe runs behind requireCustomer");
  return request.customer.id;
};

/** A probe whose transaction fails after the images were staged and recorded, as a database error would. */
const failingProbe: FastifyPluginAsyncZod = async (app) => {
  app.post("/api/test-failing-upload", { preHandler: app.requireCustomer }, async (request) => {
    const { images } = await readMultipart(request);
    return withStagedImages(app.config, images, (recordImages) =>
      app.db.transaction(async (tx) => {
        await recordImages(tx, { entityType: "ticket", entityId: 1, ownerUserId: signedInCustomerId(request) });
        throw badRequest("The record could not be saved.");
      }),
    );
  });
};

// A small quota (about 21 KB) so that two photos pass it.
const { app, database, dataDir } = await buildTestApp({ UPLOAD_QUOTA_MB: "0.02" }, [failingProbe]);
const uploadsFolder = join(dataDir, "uploads");
const incomingFolder = join(uploadsFolder, ".incoming");
const filesIn = (dir: string) => readdirSync(dir, { withFileTypes: true }).filter((e) => e.isFile());
const TICKET = { subject: "Damaged box", department: "customer service", warehouse: "UK", message: "See photos." };

async function postTicket(token: string, files: FilePart[], fields: Record<string, string> = TICKET) {
  const form = multipartBody(fields, files);
  const res = await app.inject({
    method: "POST",
    url: "/api/tickets",
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.body,
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const jpeg = (name: string, data: Buffer): FilePart => ({ field: "images", name, type: "image/jpeg", data });

/** A photo of random pixels: about 13 KB as JPEG, whatever the encoder does. */
const noisePhoto = () =>
  sharp(randomBytes(128 * 128 * 3), { raw: { width: 128, height: 128, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();

describe("uploads that leave nothing behind", () => {
  it("re-encodes a photo: its EXIF (camera, GPS position) and bytes appended after it are gone", async () => {
    const tagged = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .jpeg()
      .withExif({
        IFD0: { Make: "SpyCam", Model: "Pocket 9" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "6/1 27/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "3/1 23/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(tagged).metadata()).exif).toBeDefined();
    const polyglot = Buffer.concat([tagged, Buffer.from("<script>alert('appended')</script>")]);

    const { token } = await signUpCustomer(app);
    expect((await postTicket(token, [jpeg("holiday.jpg", polyglot)])).status).toBe(201);
    const [ticket] = (await client(app, token).get("/api/tickets")).body.tickets;
    const [image] = (await client(app, token).get(`/api/tickets/${ticket.id}`)).body.ticket.images;

    const storedPath = join(uploadsFolder, image.url.split("/").pop());
    const stored = readFileSync(storedPath);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 64, height: 48 });
    expect(meta.exif).toBeUndefined();
    expect(stored.includes("SpyCam")).toBe(false);
    expect(stored.includes("appended")).toBe(false);
    expect(stored.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9])); // ends where the JPEG ends
    const served = await app.inject({ method: "GET", url: image.url, headers: { authorization: `Bearer ${token}` } });
    expect(served.rawPayload).toEqual(stored);

    // Readable by the server's user only.
    expect(statSync(storedPath).mode & 0o777).toBe(0o600);
    expect(statSync(uploadsFolder).mode & 0o777).toBe(0o700);
  });

  it("a file that claims to be an image but does not decode is refused with a clear message", async () => {
    const { token } = await signUpCustomer(app);
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]);
    const res = await postTicket(token, [jpeg("broken.jpg", broken)]);
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/could not be read/);
  });

  it("a failing upload leaves no file behind", async () => {
    const before = filesIn(uploadsFolder).length;
    const { token } = await signUpCustomer(app);
    const form = multipartBody({}, [{ field: "images", name: "a.png", type: "image/png", data: PNG_1PX }]);
    const res = await app.inject({
      method: "POST",
      url: "/api/test-failing-upload",
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.body,
    });
    expect(res.statusCode).toBe(400);
    expect(filesIn(uploadsFolder)).toHaveLength(before);
    expect(filesIn(incomingFolder)).toHaveLength(0);
  });

  it("past the account's quota an upload answers 413 with a clear message and leaves no file", async () => {
    const { token } = await signUpCustomer(app);
    expect((await postTicket(token, [jpeg("one.jpg", await noisePhoto())])).status).toBe(201);
    const files = filesIn(uploadsFolder).length;

    const res = await postTicket(token, [jpeg("two.jpg", await noisePhoto())]);
    expect(res.status).toBe(413);
    expect(res.body.error).toMatch(
      /^Your account has room for 21 KB of images and \d+ KB is used; these images need \d+ KB\. Send fewer or smaller images, or contact us for more room\.$/,
    );
    expect(filesIn(uploadsFolder)).toHaveLength(files);
    expect(filesIn(incomingFolder)).toHaveLength(0);
    expect((await client(app, token).get("/api/tickets")).body.tickets).toHaveLength(1);
    // Another account has its own room.
    const other = await signUpCustomer(app);
    expect((await postTicket(other.token, [jpeg("three.jpg", await noisePhoto())])).status).toBe(201);
  });

  it("more than 10 submissions a minute from one account answer 429; another account is not held up", async () => {
    const { token } = await signUpCustomer(app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await postTicket(token, [], { subject: "" })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    const limited = await postTicket(token, [], TICKET);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe("Too many uploads from your account. Please wait a minute and try again.");
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    const other = await signUpCustomer(app);
    expect((await postTicket(other.token, [], TICKET)).status).toBe(201);
  });

  it("the start-up sweep removes orphans, finishes an interrupted move and leaves recent files alone", async () => {
    mkdirSync(incomingFolder, { recursive: true });
    const old = (Date.now() - ORPHAN_AGE_MS - 60_000) / 1000;
    const orphan = join(uploadsFolder, `${randomUUID()}.png`);
    const staleTemp = join(incomingFolder, `${randomUUID()}.jpg`);
    const recent = join(uploadsFolder, `${randomUUID()}.png`);
    const committedName = `${randomUUID()}.png`; // its record was committed, then the process died before the move
    for (const file of [orphan, staleTemp, recent, join(incomingFolder, committedName)])
      writeFileSync(file, PNG_1PX, { mode: 0o644 });
    for (const file of [orphan, staleTemp, join(incomingFolder, committedName)]) utimesSync(file, old, old);
    const { user } = await signUpCustomer(app);
    await app.db.insert(uploads).values({
      storage_name: committedName,
      original_name: "kept.png",
      mime_type: "image/png",
      size_bytes: PNG_1PX.length,
      owner_user_id: user.id,
      entity_type: "ticket",
      entity_id: 1,
    });

    // A second start of the server on the same data folder and database.
    const restarted = await buildApp({ config: app.config, database, logger: false });
    await restarted.ready();
    await restarted.close();

    expect(existsSync(orphan)).toBe(false);
    expect(existsSync(staleTemp)).toBe(false);
    expect(existsSync(recent)).toBe(true);
    expect(existsSync(join(incomingFolder, committedName))).toBe(false);
    expect(statSync(join(uploadsFolder, committedName)).mode & 0o777).toBe(0o600);
  });
});
