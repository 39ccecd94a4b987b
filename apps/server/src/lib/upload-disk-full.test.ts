import { execFileSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-app.js";
import { signUpCustomer } from "../../test/http.js";
import { type FilePart, multipartBody } from "../../test/multipart.js";

/**
 * A real full disk: DATA_DIR on a 40 KB tmpfs (needs root, as on the development machines and in CI; skipped
 * elsewhere). Photos of random pixels do not compress, so four of them (about 13 KB each) cannot all be written.
 */
const mountPoint = mkdtempSync(join(tmpdir(), "freight-full-disk-"));
let mounted = false;
try {
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=40k,mode=0700", "tmpfs", mountPoint], { stdio: "ignore" });
  mounted = true;
} catch {
  // not allowed here: the test is skipped
}
afterAll(() => {
  if (mounted) execFileSync("umount", [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});

const photo = async (name: string): Promise<FilePart> => ({
  field: "images",
  name,
  type: "image/jpeg",
  data: await sharp(randomBytes(128 * 128 * 3), { raw: { width: 128, height: 128, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer(),
});

describe.skipIf(!mounted)("uploads on a full disk", async () => {
  const { app } = mounted
    ? await buildTestApp({ DATA_DIR: mountPoint })
    : ({} as Awaited<ReturnType<typeof buildTestApp>>);
  const post = async (token: string, files: FilePart[]) => {
    const form = multipartBody(
      { subject: "Photos", department: "customer service", warehouse: "UK", message: "See attached." },
      files,
    );
    const res = await app.inject({
      method: "POST",
      url: "/api/tickets",
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.body,
    });
    return { status: res.statusCode, body: res.json() };
  };
  const files = () => [
    ...readdirSync(join(mountPoint, "uploads")).filter((f) => f !== ".incoming"),
    ...readdirSync(join(mountPoint, "uploads", ".incoming")),
  ];

  it("answers 507 with a clear message, leaves no file, and the next upload that fits succeeds", async () => {
    const { token } = await signUpCustomer(app);
    const full = await post(token, await Promise.all(["a", "b", "c", "d"].map((n) => photo(`${n}.jpg`))));
    expect(full.status).toBe(507);
    expect(full.body.error).toBe("The server has no room to store these images right now. Please try again later.");
    expect(files()).toEqual([]);

    const fits = await post(token, [await photo("one.jpg")]);
    expect(fits.status).toBe(201);
    // The photo and its thumbnail.
    const [photoName, ...rest] = files().sort();
    expect(rest).toEqual([`${photoName}.thumb.jpg`]);
  });
});
