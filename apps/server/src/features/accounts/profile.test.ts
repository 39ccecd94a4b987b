import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-app.js";
import { client, DEFAULT_PASSWORD, signUpCustomer } from "../../../test/http.js";
import { customers, mailOutbox } from "../../db/schema.js";
import { WRONG_OLD_PASSWORD } from "./profile.service.js";

const { app } = await buildTestApp();

const ADDRESS = {
  address_line1: "15 Admiralty Way",
  address_line2: "Lekki Phase 1",
  city: "Lagos",
  state: "Lagos",
  country: "Nigeria",
  phone_number: "08031234567",
  zip: "106104",
};

async function secondSession(email: string, password = DEFAULT_PASSWORD) {
  const res = await client(app).post(
    "/api/users/login",
    { email_address: email, password },
    { "x-forwarded-for": "10.4.0.1" },
  );
  expect(res.status).toBe(200);
  return res.body.token as string;
}

describe("profile", () => {
  it("updates name, number and currency and answers the new user with the spec message", async () => {
    const { token } = await signUpCustomer(app);
    const res = await client(app, token).put("/api/details", {
      firstname: "Grace",
      lastname: "Hopper",
      number: "07012345678",
      currency: "GBP (£)",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Update Successful.");
    expect(res.body.user).toMatchObject({
      firstname: "Grace",
      lastname: "Hopper",
      number: "07012345678",
      currency: "GBP (£)",
    });
    const me = await client(app, token).get("/api/users/me");
    expect(me.body.user).toMatchObject({ firstname: "Grace", currency: "GBP (£)" });
  });

  it("refuses bad profile values with the spec's messages", async () => {
    const { token } = await signUpCustomer(app);
    const good = { firstname: "Grace", lastname: "Hopper", number: "07012345678", currency: "USD ($)" };
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ firstname: " " }, "firstname", "Firstname is required"],
      [{ lastname: "" }, "lastname", "Lastname is required"],
      [{ number: "1234567" }, "number", "Number must be at least 8 characters long"],
      [{ currency: "EUR (€)" }, "currency", "Invalid currency value"],
      [
        { number: "not a phone!" },
        "number",
        "Phone number can contain only digits, spaces, brackets, dashes and a leading +",
      ],
      [{ firstname: "A".repeat(101) }, "firstname", "First name can't exceed 100 characters"],
    ];
    for (const [change, field, message] of cases) {
      const res = await client(app, token).put("/api/details", { ...good, ...change });
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
    }
    expect((await client(app).put("/api/details", good)).status).toBe(401);
    // Sign-up keeps to the same rules: a name the profile could never save again, a number of letters.
    const signup = (change: Record<string, string>) =>
      client(app).post("/api/users/signup", {
        firstname: "Grace",
        lastname: "Hopper",
        email_address: `rules-${Math.random().toString(36).slice(2, 8)}@example.com`,
        number: "08012345678",
        password: "Passw0rdX",
        ...change,
      });
    expect((await signup({ firstname: "A".repeat(200_000) })).body.fields.firstname).toBe(
      "First name can't exceed 100 characters",
    );
    expect((await signup({ number: "abcdefghij" })).body.fields.number).toMatch(/only digits/);
    expect((await signup({ number: "+2348012345" })).status).toBe(201);
  });

  it("sets the delivery address", async () => {
    const { token } = await signUpCustomer(app);
    expect((await client(app, token).get("/api/users/me")).body.user.delivery_address).toBeNull();
    const res = await client(app, token).post("/api/address/delivery", ADDRESS);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Address update successful.");
    expect((await client(app, token).get("/api/users/me")).body.user.delivery_address).toEqual(ADDRESS);
    const bad = await client(app, token).post("/api/address/delivery", {
      ...ADDRESS,
      address_line1: "",
      phone_number: "",
      zip: "",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      address_line1: "Address line 1 is required",
      phone_number: "Phone number is required",
      zip: "ZIP code is required",
    });
  });

  it("refuses an address too long for a line, naming each field, and still answers one stored longer", async () => {
    const { token, email } = await signUpCustomer(app);
    const tooLong = await client(app, token).post("/api/address/delivery", {
      ...ADDRESS,
      address_line1: "A".repeat(2_000),
      address_line2: "B".repeat(201),
      city: "C".repeat(101),
      state: "S".repeat(101),
      country: "N".repeat(101),
      phone_number: "0".repeat(31),
      zip: "1".repeat(21),
    });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.fields).toEqual({
      address_line1: "Address line 1 can't exceed 200 characters",
      address_line2: "Address line 2 can't exceed 200 characters",
      city: "City can't exceed 100 characters",
      state: "State can't exceed 100 characters",
      country: "Country can't exceed 100 characters",
      phone_number: "Phone number can't exceed 30 characters",
      zip: "ZIP code can't exceed 20 characters",
    });
    expect((await client(app, token).get("/api/users/me")).body.user.delivery_address).toBeNull();
    const longest = { ...ADDRESS, address_line1: "A".repeat(200), zip: "1".repeat(20) };
    expect((await client(app, token).post("/api/address/delivery", longest)).status).toBe(200);
    // Kept before the limits: the account still reads.
    const stored = { ...ADDRESS, address_line1: "A".repeat(2_000) };
    await app.db.update(customers).set({ delivery_address: stored }).where(eq(customers.email_address, email));
    const me = await client(app, token).get("/api/users/me");
    expect(me.status).toBe(200);
    expect(me.body.user.delivery_address.address_line1).toHaveLength(2_000);
  });
});

describe("change password", () => {
  it("keeps the current session, ends the others, and e-mails a notice", async () => {
    const { token: current, email } = await signUpCustomer(app);
    const other = await secondSession(email);
    const res = await client(app, current).post("/api/password/change-password", {
      old_password: DEFAULT_PASSWORD,
      new_password: "Fresh8Password",
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Password change successful.");
    expect((await client(app, current).get("/api/users/me")).status).toBe(200);
    expect((await client(app, other).get("/api/users/me")).status).toBe(401);
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, email))
      .orderBy(desc(mailOutbox.id))
      .limit(1);
    expect(mail?.subject).toMatch(/password was changed/);
    await secondSession(email, "Fresh8Password");
    const old = await client(app).post(
      "/api/users/login",
      { email_address: email, password: DEFAULT_PASSWORD },
      { "x-forwarded-for": "10.4.0.2" },
    );
    expect(old.status).toBe(401);
  });

  it("refuses a wrong old password with a clear message and changes nothing", async () => {
    const { token, email } = await signUpCustomer(app);
    const other = await secondSession(email);
    const res = await client(app, token).post("/api/password/change-password", {
      old_password: "Wrong1234",
      new_password: "Fresh8Password",
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(WRONG_OLD_PASSWORD);
    expect((await client(app, other).get("/api/users/me")).status).toBe(200);
    await secondSession(email, DEFAULT_PASSWORD);
  });

  it("checks the new password with the spec's messages", async () => {
    const { token } = await signUpCustomer(app);
    const cases: Array<[string, string]> = [
      ["", "Password is required"],
      ["Ab1", "Password must be at least 8 characters"],
      ["abcdefg1", "Password must contain at least one uppercase letter"],
      ["ABCDEFG1", "Password must contain at least one lowercase letter"],
      ["Abcdefgh", "Password must contain at least one digit"],
    ];
    for (const [password, message] of cases) {
      const res = await client(app, token).post("/api/password/change-password", {
        old_password: DEFAULT_PASSWORD,
        new_password: password,
      });
      expect(res.status).toBe(400);
      expect(res.body.fields.new_password).toBe(message);
    }
  });
});
