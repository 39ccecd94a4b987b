import { describe, expect, it } from "vitest";
import {
  declarationItemSchema,
  declarationTotals,
  formatNigerianPhone,
  NIGERIAN_STATES,
  nigerianPhoneSchema,
} from "./ship-requests.js";
import { hsCorrectionSchema } from "./packing.staff.js";

describe("Nigerian phone numbers", () => {
  it.each([
    ["0803 123 4567", "+2348031234567"],
    ["08031234567", "+2348031234567"],
    ["+234 803 123 4567", "+2348031234567"],
    ["234-809-555-0142", "+2348095550142"],
  ])("%s is stored as %s and shown as 0… again", (typed, e164) => {
    const parsed = nigerianPhoneSchema.safeParse(typed);
    expect(parsed.success && parsed.data).toBe(e164);
    expect(formatNigerianPhone(e164)).toMatch(/^0\d{3} \d{3} \d{4}$/);
  });

  it("shows +2348031234567 as 0803 123 4567", () => {
    expect(formatNigerianPhone("+2348031234567")).toBe("0803 123 4567");
  });

  it.each(["0803 123", "+44 20 7946 0321", "hello", ""])("refuses %j", (typed) => {
    const parsed = nigerianPhoneSchema.safeParse(typed);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("Enter a Nigerian phone number, e.g. 0803 123 4567.");
  });
});

describe("customs declaration items", () => {
  const item = (over: Record<string, unknown>) =>
    declarationItemSchema.safeParse({
      description: "Men's leather shoes",
      quantity: "1",
      unit_value: "10",
      currency: "USD",
      ...over,
    });

  it.each(["gift", "Stuff", " items ", "Personal effects", "misc."])("refuses the vague %j", (description) => {
    expect(item({ description }).error?.issues[0]?.message).toMatch(/is too vague for customs/);
  });

  // Its digits count ('PS5' read as 'ps', too short); a number alone is still no description.
  it.each(["PS5", "iPhone 15", "Téléphone portable", "2 men's shirts"])("takes the specific %j", (description) => {
    expect(item({ description }).success).toBe(true);
  });
  it.each(["2 gifts", "123", "TV"])("still refuses %j", (description) => {
    expect(item({ description }).error?.issues[0]?.message).toMatch(/is too vague for customs/);
  });
  // Written in another script it was called 'too vague'; customs read the declaration in English.
  it.each(["手机", "Кроссовки", "智能手机 ✓"])("asks for %j in English", (description) => {
    expect(item({ description }).error?.issues[0]?.message).toBe(
      "Describe the item in English for customs, e.g. 'Men's leather shoes' or 'Wireless headphones'.",
    );
  });

  it("takes a specific description, a value in cents and an optional HS code", () => {
    expect(item({ unit_value: "45.50", hs_code: "" }).data).toMatchObject({ unit_value: 45.5, hs_code: null });
    expect(item({ unit_value: "" }).error?.issues[0]?.message).toBe("Enter the value of one item (more than 0).");
  });

  // As staff's correction reads it (hsCorrectionSchema): '8518.30' answered 400 from the customer.
  it.each([
    ["8518.30", "851830"],
    [" 6403 99 ", "640399"],
    ["8518.30.00.00", "8518300000"],
    ["8518", "8518"],
  ])("reads the HS code %j as %j, its digits, as staff's correction does", (typed, digits) => {
    expect(item({ hs_code: typed }).data?.hs_code).toBe(digits);
    expect(hsCorrectionSchema.parse({ hs_code: typed }).hs_code).toBe(digits);
  });

  it.each(["640", "85.1", "8518-30", "8518.30.00.00.1", "..."])("refuses the HS code %j", (typed) => {
    expect(item({ hs_code: typed }).error?.issues[0]?.message).toBe("An HS code has 4 to 10 digits.");
  });

  it("totals per currency in minor units", () => {
    expect(
      declarationTotals([
        { quantity: 2, unit_value_minor: 4550, currency: "USD" },
        { quantity: 1, unit_value_minor: 12000, currency: "USD" },
      ]),
    ).toEqual({ USD: 21100 });
  });

  it("lists the 36 states and the FCT", () => {
    expect(NIGERIAN_STATES).toHaveLength(37);
  });
});
