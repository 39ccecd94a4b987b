import { describe, expect, it, vi } from "vitest";
import { generateTransactionId } from "../invoices/staff.js";
import { parseWarehouseAddress } from "./staff.js";

const ADDRESS = {
  address_line1: "12603 Trail Richmond Dr",
  address_line2: "Suite SW10001",
  city: "Stafford",
  state: "Texas",
  zip: "77477",
  country: "United States",
  phone_number: "+1 281 555 0190",
};

describe("parseWarehouseAddress", () => {
  it("reads an object, a JSON string and a JSON string encoded twice to the same address", () => {
    const log = vi.fn();
    const once = JSON.stringify(ADDRESS);
    const twice = JSON.stringify(once);
    expect(parseWarehouseAddress(ADDRESS, log)).toEqual(ADDRESS);
    expect(parseWarehouseAddress(once, log)).toEqual(ADDRESS);
    expect(parseWarehouseAddress(twice, log)).toEqual(ADDRESS);
    expect(log).not.toHaveBeenCalled();
  });

  it("reads an older address without a phone number as one with none", () => {
    const { phone_number: _, ...older } = ADDRESS;
    expect(parseWarehouseAddress(JSON.stringify(older), vi.fn())).toEqual({ ...older, phone_number: null });
  });

  it("leaves the address blank and logs 'Invalid JSON' when the text is not JSON", () => {
    const log = vi.fn();
    expect(parseWarehouseAddress("{address_line1: oops", log)).toBeNull();
    expect(log).toHaveBeenCalledWith("Invalid JSON", expect.anything());
    log.mockClear();
    expect(parseWarehouseAddress(JSON.stringify("{not json"), log)).toBeNull();
    expect(log).toHaveBeenCalledWith("Invalid JSON", expect.anything());
  });

  it("leaves it blank for JSON that is not an address (number, array, empty object) and logs it", () => {
    for (const raw of ["42", "[1,2]", "{}", JSON.stringify(JSON.stringify(null)), 7, ["a"]]) {
      const log = vi.fn();
      expect(parseWarehouseAddress(raw, log)).toBeNull();
      expect(log).toHaveBeenCalledWith("Invalid JSON", expect.anything());
    }
  });

  it("treats a missing address as blank without complaining, and an empty line 2 as none", () => {
    const log = vi.fn();
    expect(parseWarehouseAddress(null, log)).toBeNull();
    expect(parseWarehouseAddress(undefined, log)).toBeNull();
    expect(parseWarehouseAddress("", log)).toBeNull();
    expect(log).not.toHaveBeenCalled();
    expect(parseWarehouseAddress({ ...ADDRESS, address_line2: "", zip: 77477 }, log)).toEqual({
      ...ADDRESS,
      address_line2: null,
      zip: "77477",
    });
  });

  it("ignores fields that are not text and never throws on odd values", () => {
    const log = vi.fn();
    expect(parseWarehouseAddress({ ...ADDRESS, city: { nested: true } }, log)).toEqual({ ...ADDRESS, city: "" });
    expect(() => parseWarehouseAddress(Symbol("x") as unknown, log)).not.toThrow();
  });
});

describe("generateTransactionId", () => {
  it("is the invoice prefix, a number from 1000 to 9999 and three capitals", () => {
    expect(generateTransactionId(() => 0)).toBe("INV1000AAA");
    expect(generateTransactionId(() => 0.999999)).toBe("INV9999ZZZ");
    for (let i = 0; i < 200; i++) expect(generateTransactionId()).toMatch(/^INV[1-9]\d{3}[A-Z]{3}$/);
  });
});
