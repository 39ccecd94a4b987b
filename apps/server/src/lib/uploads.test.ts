import { describe, expect, it } from "vitest";
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { buildTestApp } from "../../test/build-app.js";
import { signInAdmin } from "../../test/admins.js";
import { client, signUpCustomer } from "../../test/http.js";
import { PNG_1PX, multipartBody } from "../../test/multipart.js";
import { withStagedImages } from "./upload-store.js";
import { readMultipart } from "./uploads.js";

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
    const form = multipartBody({}, [
      { field: "images", name: "photo.png", type: "image/png", data: Buffer.from("<script>alert(1)</script>") },
    ]);
    const res = await app.inject({
      method: "POST",
      url: "/api/test-upload",
      headers: { ...form.headers, authorization: `Bearer ${token}` },
      payload: form.body,
    });
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
    const many = multipartBody({}, eleven);
    const res = await app.inject({
      method: "POST",
      url: "/api/test-upload",
      headers: { ...many.headers, authorization: `Bearer ${token}` },
      payload: many.body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/At most 10 images/);
    const big = Buffer.concat([PNG_1PX, Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const large = multipartBody({}, [{ field: "images", name: "big.png", type: "image/png", data: big }]);
    const res2 = await app.inject({
      method: "POST",
      url: "/api/test-upload",
      headers: { ...large.headers, authorization: `Bearer ${token}` },
      payload: large.body,
    });
    expect(res2.statusCode).toBe(400);
    expect(res2.json().error).toMatch(/at most 5 MB/);
  });
});
