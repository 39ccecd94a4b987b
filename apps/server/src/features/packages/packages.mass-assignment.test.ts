import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { signUpCustomer } from "../../../test/http.js";
import { multipartBody } from "../../../test/multipart.js";
import { packages } from "../../db/schema.js";

/** A pre-alert takes only its form's fields: whatever else a customer sends is ignored, on create and on edit. */

const { app } = await buildTestApp();
const mallory = await signUpCustomer(app);
const victim = await signUpCustomer(app);

const FORM = {
  carrier_tracking_number: "1ZMASSASSIGN01",
  warehouse: "Brixton",
  description: "Headphones",
  declared_value: "",
  declared_currency: "",
};
/** Columns only the desk and the back office may set, and the ids of another customer and package. */
const FORGED = {
  id: "1",
  user_id: String(victim.user.id),
  status: "received",
  package_code: "SWP1",
  weight_grams: "1",
  length_mm: "1",
  bin_location: "Z-99",
  condition: "damaged",
  label_owner_text: "forged",
  received_at: "2020-01-01T00:00:00.000Z",
  received_by: "1",
  created_at: "2020-01-01T00:00:00.000Z",
};

async function send(method: "POST" | "PUT", url: string, fields: Record<string, string>) {
  const form = multipartBody(fields, []);
  const res = await app.inject({
    method,
    url,
    headers: { ...form.headers, authorization: `Bearer ${mallory.token}` },
    payload: form.body,
  });
  return { status: res.statusCode, body: res.json() };
}

const untouched = {
  user_id: mallory.user.id,
  status: "expected",
  weight_grams: null,
  length_mm: null,
  bin_location: null,
  condition: null,
  label_owner_text: null,
  received_at: null,
  received_by: null,
};

it("ignores status, owner, measures and desk columns a customer adds to a pre-alert, on create and on edit", async () => {
  const created = await send("POST", "/api/packages", { ...FORM, ...FORGED });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.package.id as number;
  const [row] = await app.db.select().from(packages).where(eq(packages.id, id));
  expect(row).toMatchObject(untouched);
  expect(row!.package_code).not.toBe("SWP1");
  expect(row!.created_at.getFullYear()).toBeGreaterThan(2020);

  const edited = await send("PUT", `/api/packages/${id}`, { ...FORM, description: "Speakers", ...FORGED });
  expect(edited.status, JSON.stringify(edited.body)).toBe(200);
  const [after] = await app.db.select().from(packages).where(eq(packages.id, id));
  expect(after).toMatchObject({ ...untouched, id, description: "Speakers", package_code: row!.package_code });
  // Still Mallory's pre-alert to edit or cancel; the victim has nothing.
  expect(await app.db.select().from(packages).where(eq(packages.user_id, victim.user.id))).toEqual([]);
});
