import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { multipartBody } from "../../../test/multipart.js";
import { startS3Server } from "../../../test/s3-server.js";
import { buildApp } from "../../app.js";
import { uploads } from "../../db/schema.js";
import { attachmentsOf } from "../../lib/mail/transport.js";
import { fileStoreAt, readAll, thumbKeyOf } from "../../lib/storage/index.js";
import { sweepUploads } from "../../lib/upload-store.js";

// The server's uploads in an S3-compatible bucket: s3rver, in this process, on a free port of 127.0.0.1.
const s3 = await startS3Server();
const { app, database, dataDir } = await buildTestApp(s3.env);
const worker = await signInAdmin(app, "worker");
const ada = await signUpCustomer(app, { firstname: "Ada", lastname: "Okafor" });
const bob = await signUpCustomer(app, { firstname: "Bob", lastname: "Chen" });
const store = fileStoreAt(dataDir);

/** A desk photo larger than a thumbnail: 1200×900. */
const deskPhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 181, g: 137, b: 90 } } })
    .jpeg()
    .toBuffer();

async function receiveWithPhoto(ownerId: number) {
  const form = multipartBody(
    {
      warehouse: "Trail Richmond",
      carrier_tracking_number: `1ZS3${Date.now() % 1_000_000}${Math.floor(Math.random() * 1000)}`,
      owner_id: String(ownerId),
      weight: "2",
      weight_unit: "kg",
      length: "30",
      width: "20",
      height: "10",
      length_unit: "cm",
    },
    [{ field: "photos", name: "label.jpg", type: "image/jpeg", data: await deskPhoto() }],
  );
  const res = await client(app, worker.token).post("/api/admin/packages/receive", form.body, form.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const url: string = res.body.package.photos[0].url;
  return { url, name: url.split("/").pop()! };
}

/**
 * Whether the bucket holds `key`. The object's body is read, as every caller of get() does: a body left unread is
 * aborted by the store's timeout seconds later, an error nobody listens for (in whichever test file runs then).
 */
async function inBucket(key: string) {
  const file = await store.get(key);
  if (file) await readAll(file);
  return file !== undefined;
}

const get = (url: string, token: string) =>
  app.inject({ method: "GET", url, headers: { authorization: `Bearer ${token}` } });

describe("uploads on S3-compatible storage", () => {
  it("a package photo received at the desk is stored in the bucket with its thumbnail, not on local disk", async () => {
    const { name } = await receiveWithPhoto(ada.user.id);
    expect(await inBucket(name)).toBe(true);
    expect(await inBucket(thumbKeyOf(name))).toBe(true);
    const local = join(dataDir, "uploads");
    const localFiles = existsSync(local) ? readdirSync(local, { recursive: true, withFileTypes: true }) : [];
    expect(localFiles.filter((e) => e.isFile())).toHaveLength(0);
  });

  it("the owner reads it back through the guarded route, staff too; another customer gets 404", async () => {
    const { url } = await receiveWithPhoto(ada.user.id);
    const own = await get(url, ada.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers["content-type"]).toBe("image/jpeg");
    expect(await sharp(own.rawPayload).metadata()).toMatchObject({ width: 1200, height: 900 });
    expect((await get(url, worker.token)).statusCode).toBe(200);
    expect((await get(url, bob.token)).statusCode).toBe(404);
    expect((await get(`${url}?variant=thumb`, bob.token)).statusCode).toBe(404);
  });

  it("?variant=thumb answers the small JPEG; a photo stored without one gets it made on first request, once", async () => {
    const { url, name } = await receiveWithPhoto(ada.user.id);
    const thumb = await get(`${url}?variant=thumb`, ada.token);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/jpeg");
    const size = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(size.width!, size.height!)).toBe(320);
    expect(thumb.rawPayload.length).toBeLessThan((await get(url, ada.token)).rawPayload.length);

    // As a photo stored before thumbnails existed: no thumbnail in the bucket.
    await store.delete(thumbKeyOf(name));
    expect(await inBucket(thumbKeyOf(name))).toBe(false);
    const made = await get(`${url}?variant=thumb`, ada.token);
    expect(made.statusCode).toBe(200);
    expect((await sharp(made.rawPayload).metadata()).width).toBe(320);
    const kept = await store.get(thumbKeyOf(name));
    expect(kept && (await readAll(kept)).equals(made.rawPayload)).toBe(true);
    expect((await get(`${url}?variant=large`, ada.token)).statusCode).toBe(400);
  });

  it("the mail worker attaches stored photos read from the bucket; a gone one is left out", async () => {
    const { name } = await receiveWithPhoto(ada.user.id);
    const gone = name.replace(/^[0-9a-f]{8}/, "00000000");
    const attached = await attachmentsOf(dataDir, [
      { upload: name, filename: "label.jpg", contentType: "image/jpeg", cid: "photo-1" },
      { upload: gone, filename: "gone.jpg", contentType: "image/jpeg", cid: "photo-2" },
    ]);
    expect(attached.map((a) => a.cid)).toEqual(["photo-1"]);
    expect((await sharp(attached[0]!.content as Buffer).metadata()).width).toBe(1200);
  });

  it("the start-up sweep deletes objects no record names once they are old, and keeps recorded photos and thumbnails", async () => {
    const { name } = await receiveWithPhoto(ada.user.id);
    const orphan = `${crypto.randomUUID()}.png`;
    await store.put(orphan, Buffer.from("left by a crash"), "image/png");
    await store.put(thumbKeyOf(orphan), Buffer.from("its thumbnail"), "image/jpeg");

    // Not yet old: another process's upload may be in flight.
    expect(await sweepUploads(app.db, store, app.log)).toBe(0);
    expect(await inBucket(orphan)).toBe(true);

    const later = Date.now() + 2 * 60 * 60 * 1000;
    expect(await sweepUploads(app.db, store, app.log, later)).toBe(2);
    expect(await inBucket(orphan)).toBe(false);
    expect(await inBucket(thumbKeyOf(orphan))).toBe(false);
    expect(await inBucket(name)).toBe(true);
    expect(await inBucket(thumbKeyOf(name))).toBe(true);
    expect(await app.db.select().from(uploads).where(eq(uploads.storage_name, name))).toHaveLength(1);
  });

  it("a second server process with its own DATA_DIR (another machine) serves the photos the first one stored", async () => {
    const { url } = await receiveWithPhoto(ada.user.id);
    const otherDir = mkdtempSync(join(tmpdir(), "freight-second-machine-"));
    const second = await buildApp({ config: { ...app.config, DATA_DIR: otherDir }, database, logger: false });
    try {
      await second.ready();
      const read = (path: string, token: string) =>
        second.inject({ method: "GET", url: path, headers: { authorization: `Bearer ${token}` } });
      const photo = await read(url, ada.token);
      expect(photo.statusCode).toBe(200);
      expect((await sharp(photo.rawPayload).metadata()).width).toBe(1200);
      expect((await read(`${url}?variant=thumb`, ada.token)).statusCode).toBe(200);
      expect((await read(url, bob.token)).statusCode).toBe(404);
    } finally {
      await second.close();
      rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
