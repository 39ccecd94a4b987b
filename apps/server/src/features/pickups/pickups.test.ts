import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, signUpCustomer } from "../../../test/http.js";
import { type FilePart, multipartBody, PNG_1PX } from "../../../test/multipart.js";
import { pickups } from "../../db/schema.js";

// The validation test sends many forms from one account, more than a customer would in a minute.
const { app } = await buildTestApp({ UPLOADS_PER_MINUTE: "100" });

const item = (overrides: Record<string, unknown> = {}) => ({
  item_name: "Carton of books",
  length: "40",
  width: "30.5",
  height: 30,
  weight: "22",
  quantity: 1,
  ...overrides,
});

const validFields = (
  items: unknown[] = [item({ image_index: 0 }), item({ item_name: "Suitcase", weight: 35, quantity: "2" })],
) => ({
  contact_name: "Chidi Okafor",
  contact_number: "08031234567",
  contact_email: "chidi@example.com",
  address_1: "3 Allen Avenue",
  address_2: "",
  city: "Ikeja",
  state: "Lagos",
  country: "Nigeria",
  zip: "100271",
  items: JSON.stringify(items),
  extra_info: "Call on arrival",
  doorstep_delivery: "no",
  delivery_address: "",
});

const png: FilePart = { field: "images", name: "box.png", type: "image/png", data: PNG_1PX };

async function submit(token: string, fields: Record<string, string>, files: FilePart[] = [png]) {
  const { body, headers } = multipartBody(fields, files);
  const res = await app.inject({
    method: "POST",
    url: "/api/pickups",
    payload: body,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  return { status: res.statusCode, body: res.json() };
}

const pickupCount = async (userId: number) =>
  (await app.db.select({ n: count() }).from(pickups).where(eq(pickups.user_id, userId)))[0]!.n;

describe("customer pickups", () => {
  it("books a pickup with two items and an item photo, and shows it in the list and the detail", async () => {
    const { token, user } = await signUpCustomer(app);
    const created = await submit(token, validFields());
    expect(created.status).toBe(201);
    expect(created.body.message).toBe("Pickup successfully submitted.");
    const id = created.body.pickup.id;

    const list = await client(app, token).get("/api/pickups");
    expect(list.status).toBe(200);
    expect(list.body.pickups).toMatchObject([
      { id, status: "pending", contact_name: "Chidi Okafor", item_count: 2, invoice: null },
    ]);

    const detail = await client(app, token).get(`/api/pickups/${id}`);
    expect(detail.status).toBe(200);
    const p = detail.body.pickup;
    expect(p).toMatchObject({
      customer_name: "Ada Lovelace",
      email_address: user.email_address,
      address_1: "3 Allen Avenue",
      address_2: null,
      city: "Ikeja",
      zip: "100271",
      doorstep_delivery: false,
      delivery_address: null,
      extra_info: "Call on arrival",
    });
    expect(p.items).toMatchObject([
      { item_name: "Carton of books", length: "40.00", width: "30.50", height: "30.00", weight: "22.00", quantity: 1 },
      { item_name: "Suitcase", weight: "35.00", quantity: 2, image_link: null },
    ]);
    expect(p.images).toHaveLength(1);
    expect(p.items[0].image_link).toBe(p.images[0].url);
    expect((await client(app, token).get(p.items[0].image_link)).status).toBe(200);
  });

  it("keeps customers apart: lists, details and image URLs", async () => {
    const first = await signUpCustomer(app);
    const second = await signUpCustomer(app);
    const created = await submit(first.token, validFields());
    const id = created.body.pickup.id;
    const detail = await client(app, first.token).get(`/api/pickups/${id}`);

    const other = await client(app, second.token).get(`/api/pickups/${id}`);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ error: "Pickup not found." });
    expect((await client(app, second.token).get("/api/pickups")).body.pickups).toEqual([]);
    expect((await client(app, second.token).get(detail.body.pickup.images[0].url)).status).toBe(404);
  });

  it("answers the spec's validation messages and stores nothing", async () => {
    const { token, user } = await signUpCustomer(app);
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ contact_name: "" }, "contact_name", "Contact name is required"],
      [{ contact_number: "" }, "contact_number", "Contact number is required"],
      // A number the courier cannot call was stored as typed.
      [{ contact_number: "abc" }, "contact_number", "Contact number must be a valid phone number"],
      [{ contact_number: "12" }, "contact_number", "Contact number must be a valid phone number"],
      [{ contact_number: "0803 123 4567 ext" }, "contact_number", "Contact number must be a valid phone number"],
      [{ contact_email: "" }, "contact_email", "Contact email is required"],
      [{ contact_email: "chidi@" }, "contact_email", "Contact email must be a valid email address"],
      [{ address_1: "" }, "address_1", "Address 1 is required"],
      [{ city: "" }, "city", "City is required"],
      [{ zip: "" }, "zip", "ZIP code is required"],
      [{ items: "[]" }, "items", "Items must be an array with at least one item. Frontend"],
      [
        { items: JSON.stringify([item({ item_name: " " })]) },
        "items.0.item_name",
        "Item name is required for each item",
      ],
      [{ items: JSON.stringify([item({ length: 0 })]) }, "items.0.length", "Length must be a positive decimal"],
      [{ items: JSON.stringify([item({ width: "-2" })]) }, "items.0.width", "Width must be a positive decimal"],
      [{ items: JSON.stringify([item({ height: "abc" })]) }, "items.0.height", "Height must be a positive decimal"],
      [{ items: JSON.stringify([item({ weight: "" })]) }, "items.0.weight", "Weight must be a positive decimal"],
      // It would be stored rounded to two decimals: 0.004 lbs as 0.00.
      [
        { items: JSON.stringify([item({ weight: "0.004" })]) },
        "items.0.weight",
        "Weight can have at most two decimals",
      ],
      [{ items: JSON.stringify([item({ quantity: 1.5 })]) }, "items.0.quantity", "Quantity must be a positive integer"],
      [
        { items: JSON.stringify([item({ image_index: 3 })]) },
        "items.0.image_index",
        "The item's image was not attached",
      ],
      [{ doorstep_delivery: "maybe" }, "doorstep_delivery", "Please select whether doorstep delivery is required"],
      [
        { doorstep_delivery: "yes" },
        "delivery_address",
        "Delivery address is required when doorstep delivery is selected",
      ],
    ];
    for (const [override, field, message] of cases) {
      const res = await submit(token, { ...validFields(), ...override });
      expect(res.status, message).toBe(400);
      expect(res.body.fields?.[field], JSON.stringify(res.body)).toBe(message);
    }
    expect(await pickupCount(user.id)).toBe(0);
  });

  it("takes a contact number in the usual spellings, at home and abroad", async () => {
    const { token } = await signUpCustomer(app);
    for (const number of ["0803 123 4567", "+234 803 123 4567", "+1 (281) 555-0190", "020.7946.0321"]) {
      const res = await submit(token, { ...validFields([item()]), contact_number: number }, []);
      expect(res.status, number).toBe(201);
      const { body } = await client(app, token).get(`/api/pickups/${res.body.pickup.id}`);
      expect(body.pickup.contact_number).toBe(number);
    }
  });

  it("keeps the delivery address when doorstep delivery is chosen; pickup-level images stay on the pickup", async () => {
    const { token } = await signUpCustomer(app);
    const created = await submit(token, {
      ...validFields([item()]),
      doorstep_delivery: "yes",
      delivery_address: "15 Admiralty Way",
    });
    expect(created.status).toBe(201);
    const { body } = await client(app, token).get(`/api/pickups/${created.body.pickup.id}`);
    expect(body.pickup).toMatchObject({ doorstep_delivery: true, delivery_address: "15 Admiralty Way" });
    expect(body.pickup.items[0].image_link).toBeNull();
    expect(body.pickup.images).toHaveLength(1);
  });

  it("needs a session", async () => {
    expect((await client(app).get("/api/pickups")).status).toBe(401);
    expect((await client(app).get("/api/pickups/1")).status).toBe(401);
    const { body, headers } = multipartBody(validFields());
    expect((await app.inject({ method: "POST", url: "/api/pickups", payload: body, headers })).statusCode).toBe(401);
  });
});
