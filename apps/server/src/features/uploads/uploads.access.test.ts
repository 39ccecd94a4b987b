import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { signInAdmin } from "../../../test/admins.js";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { PNG_1PX, postMultipart } from "../../../test/multipart.js";
import { createPackage } from "../../db/factories/index.js";
import { uploads } from "../../db/schema.js";

/** Who may open an upload: its customer, and staff whose role reads the record it belongs to. */
const { app, dataDir } = await buildTestApp();
const customer = await signUpCustomer(app);
const owner = await signInAdmin(app, "owner");
const agent = await signInAdmin(app, "agent");
const scopedWorker = await signInAdmin(app, "worker", ["Brixton"]);

async function ticketImage() {
  const res = await postMultipart(
    app,
    "/api/tickets",
    customer.token,
    { subject: "Parcel", department: "customer service", warehouse: "UK", message: "Where is it?" },
    [{ field: "images", name: "photo.png", type: "image/png", data: PNG_1PX }],
  );
  expect(res.statusCode).toBe(201);
  const [row] = await app.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.entity_type, "ticket"), eq(uploads.owner_user_id, customer.user.id)));
  return `/api/uploads/${row!.storage_name}`;
}

describe("GET /api/uploads/:name", () => {
  it("a ticket's image: its customer and staff of all warehouses, not a partner agent nor a worker of one warehouse", async () => {
    const url = await ticketImage();
    expect((await client(app, customer.token).get(url)).status).toBe(200);
    expect((await client(app, owner.token).get(url)).status).toBe(200);
    expect((await client(app, agent.token).get(url)).status).toBe(404);
    expect((await client(app, scopedWorker.token).get(url)).status).toBe(404);
    expect((await client(app, (await signUpCustomer(app)).token).get(url)).status).toBe(404);
  });

  it("a parcel's photo from the desk: a partner agent sees it as on the desk", async () => {
    const pkg = await createPackage(app.db, { owner: { id: customer.user.id }, photos: { dataDir, count: 1 } });
    const [photo] = await app.db
      .select()
      .from(uploads)
      .where(and(eq(uploads.entity_type, "package"), eq(uploads.entity_id, pkg.id)));
    const url = `/api/uploads/${photo!.storage_name}`;
    expect((await client(app, agent.token).get(url)).status).toBe(200);
    expect((await client(app, customer.token).get(url)).status).toBe(200);
  });

  it("a parcel's photo: a worker of some warehouses sees those warehouses' parcels only", async () => {
    const photoOf = async (warehouse: string) => {
      const pkg = await createPackage(app.db, {
        owner: { id: customer.user.id },
        warehouse,
        photos: { dataDir, count: 1 },
      });
      const [photo] = await app.db
        .select()
        .from(uploads)
        .where(and(eq(uploads.entity_type, "package"), eq(uploads.entity_id, pkg.id)));
      return `/api/uploads/${photo!.storage_name}`;
    };
    const ours = await photoOf("Brixton");
    const theirs = await photoOf("Trail Richmond");
    expect((await client(app, scopedWorker.token).get(ours)).status).toBe(200);
    expect((await client(app, scopedWorker.token).get(`${ours}?variant=thumb`)).status).toBe(200);
    expect((await client(app, scopedWorker.token).get(theirs)).status).toBe(404);
    expect((await client(app, scopedWorker.token).get(`${theirs}?variant=thumb`)).status).toBe(404);
    expect((await client(app, owner.token).get(theirs)).status).toBe(200);
  });
});
