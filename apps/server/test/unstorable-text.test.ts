import { describe, expect, it } from "vitest";
import { buildTestApp } from "./build-app.js";
import { client, signUpCustomer } from "./http.js";
import { multipartBody, PNG_1PX } from "./multipart.js";

/** Text PostgreSQL cannot store (NUL) answers 400 naming the field, wherever in the request it comes. */
const { app } = await buildTestApp();
const { token } = await signUpCustomer(app);
const NUL = "\u0000";

async function postTicket(fields: Record<string, string>, fileName = "photo.png") {
  const form = multipartBody(fields, [{ field: "images", name: fileName, type: "image/png", data: PNG_1PX }]);
  const res = await app.inject({
    method: "POST",
    url: "/api/tickets",
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    payload: form.body,
  });
  return { status: res.statusCode, body: res.json() };
}
const ticket = { subject: "Parcel", department: "customer service", warehouse: "UK", message: "Where is it?" };

describe("NUL characters", () => {
  it("in a JSON body field, nested or as a key", async () => {
    const signup = await client(app).post("/api/users/signup", {
      firstname: `Ada${NUL}`,
      lastname: "Lovelace",
      email_address: "nul@example.com",
      number: "08012345678",
      password: "Passw0rdX",
    });
    expect(signup.status).toBe(400);
    expect(signup.body.fields).toEqual({ firstname: "Cannot contain the NUL character (\\u0000)." });
    expect(signup.body.error).toBe("'firstname' cannot contain the NUL character (\\u0000).");

    const nested = await client(app).post("/api/users/login", { email_address: { deep: [`x${NUL}`] } });
    expect(nested.status).toBe(400);
    expect(Object.keys(nested.body.fields)).toEqual(["email_address.deep.0"]);

    const key = await client(app).post("/api/users/login", { [`a${NUL}b`]: "x" });
    expect(key.status).toBe(400);
    expect(Object.keys(key.body.fields)).toEqual(["a\\u0000b"]);
  });

  it("in a path parameter and in the query string", async () => {
    const tracked = await client(app).get("/api/track/SW%00123");
    expect(tracked.status).toBe(400);
    expect(tracked.body.fields).toHaveProperty("id");

    const listed = await client(app, token).get("/api/tickets?search=a%00b");
    expect(listed.status).toBe(400);
    expect(listed.body.fields).toHaveProperty("search");
  });

  it("in a multipart field and in an uploaded file's name", async () => {
    const field = await postTicket({ ...ticket, message: `Where${NUL} is it?` });
    expect(field).toMatchObject({ status: 400, body: { fields: { message: expect.any(String) } } });
    const fileName = await postTicket(ticket, `photo${NUL}.png`);
    expect(fileName).toMatchObject({ status: 400, body: { fields: { images: expect.any(String) } } });
    // The same form without NUL is stored.
    expect((await postTicket(ticket)).status).toBe(201);
  });
});

describe("broken characters and bodies nested too deep (a 500 before, and the visitor's message lost)", () => {
  // (A multipart field is UTF-8 bytes: half a pair cannot arrive in it, only as a JSON escape.)
  it("half of a surrogate pair, in a JSON field and in a field stored as JSON", async () => {
    const contact = await client(app).post("/api/mail/contact-email", {
      kind: "contact",
      name: "Bob",
      email: "bob@example.com",
      subject: "Hello",
      message: "Cut emoji \ud83d here",
    });
    expect(contact.status).toBe(400);
    expect(contact.body.fields).toEqual({
      message: "Holds a broken character (half of an emoji or symbol). Please type it again.",
    });
    const address = await client(app, token).post("/api/address/delivery", {
      address_line1: "1 Road \udc00",
      city: "Lagos",
      state: "Lagos",
      country: "Nigeria",
      zip: "100001",
      phone_number: "08031234567",
    });
    expect(address.status).toBe(400);
    expect(Object.keys(address.body.fields)).toEqual(["address_line1"]);
    // A whole emoji is text like any other.
    const whole = await client(app).post("/api/mail/contact-email", {
      kind: "contact",
      name: "Bob",
      email: "bob@example.com",
      subject: "Hello",
      message: "Whole emoji 😀 here",
    });
    expect(whole.status).toBe(200);
  });

  it("a body nested 100,000 deep is a 400, not a stack overflow", async () => {
    const deep = `{"email_address":${"[".repeat(100_000)}${"]".repeat(100_000)}}`;
    const res = await app.inject({
      method: "POST",
      url: "/api/users/login",
      headers: { "content-type": "application/json" },
      payload: deep,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatch(/nested more than 32 levels deep/);
  });
});
