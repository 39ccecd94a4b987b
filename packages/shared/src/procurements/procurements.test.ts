import { describe, expect, it } from "vitest";
import { pickupFormSchema } from "../pickups/pickups.js";
import { currencyOfWarehouse, procurementFormSchema, procurementTotal, toDirectImageLink } from "./procurements.js";

describe("toDirectImageLink", () => {
  it("turns a drive share link into a direct view link", () => {
    expect(toDirectImageLink("https://drive.google.com/file/d/1AbC-d_9/view?usp=sharing")).toBe(
      "https://drive.google.com/uc?export=view&id=1AbC-d_9",
    );
    expect(toDirectImageLink("https://drive.google.com/file/d/XYZ/view")).toBe(
      "https://drive.google.com/uc?export=view&id=XYZ",
    );
    expect(toDirectImageLink("https://drive.google.com/open?id=XYZ")).toBe(
      "https://drive.google.com/uc?export=view&id=XYZ",
    );
    expect(toDirectImageLink("https://drive.google.com/uc?id=XYZ&export=download")).toBe(
      "https://drive.google.com/uc?export=view&id=XYZ",
    );
  });

  it("leaves other links, direct links and non-links alone", () => {
    expect(toDirectImageLink("https://example.com/file/d/XYZ/view")).toBe("https://example.com/file/d/XYZ/view");
    expect(toDirectImageLink("https://drive.google.com/uc?export=view&id=XYZ")).toBe(
      "https://drive.google.com/uc?export=view&id=XYZ",
    );
    expect(toDirectImageLink("https://drive.google.com/drive/folders/XYZ")).toBe(
      "https://drive.google.com/drive/folders/XYZ",
    );
    expect(toDirectImageLink("not a link")).toBe("not a link");
    expect(toDirectImageLink(null)).toBeNull();
  });
});

describe("procurementTotal", () => {
  it("sums unit price × quantity plus added charges without float drift", () => {
    expect(
      procurementTotal(
        [
          { unit_price: "0.1", quantity: 1 },
          { unit_price: 0.2, quantity: "1" },
        ],
        null,
      ),
    ).toBe(0.3);
    expect(
      procurementTotal(
        [
          { unit_price: "89.99", quantity: 1 },
          { unit_price: "54", quantity: 2 },
        ],
        "12.50",
      ),
    ).toBe(210.49);
    expect(procurementTotal([{ unit_price: "", quantity: "" }], "")).toBe(0);
  });
});

const validProcurement = {
  warehouse: "Brixton",
  currency: "GBP (£)",
  address: {
    address_line1: "1 Road",
    city: "Lagos",
    state: "Lagos",
    country: "Nigeria",
    zip: "100001",
    phone_number: "08031234567",
  },
  store_name: "Shop",
  store_website: "https://shop.example.com",
  products: [{ product_name: "Hat", product_link: "https://shop.example.com/hat", quantity: "2", unit_price: "10.50" }],
  doorstep_delivery: "no",
};

describe("procurementFormSchema", () => {
  it("accepts a valid form and turns numbers into numbers", () => {
    const parsed = procurementFormSchema.parse(validProcurement);
    expect(parsed.products[0]).toMatchObject({ quantity: 2, unit_price: 10.5, size: null });
    expect(parsed.added_charges).toBeNull();
    expect(currencyOfWarehouse("Brixton")).toBe("GBP (£)");
  });

  it("takes at most two decimals on money", () => {
    const bad = procurementFormSchema.safeParse({
      ...validProcurement,
      added_charges: "1.234",
      products: [{ ...validProcurement.products[0], unit_price: "1.001" }],
    });
    const messages = bad.error?.issues.map((i) => i.message);
    expect(messages).toContain("Unit price can have at most two decimal places");
    expect(messages).toContain("Added charges can have at most two decimal places");
  });

  it("says a warehouse we do not shop from is not offered, and an empty one is required", () => {
    const messageFor = (warehouse: unknown) =>
      procurementFormSchema
        .safeParse({ ...validProcurement, warehouse })
        .error?.issues.find((i) => i.path[0] === "warehouse")?.message;
    const notOffered = "Warehouse must be one we shop from: Trail Richmond, Brixton or Guangzhou";
    expect(messageFor("Sabo Yaba")).toBe(notOffered);
    expect(messageFor("Lagos")).toBe(notOffered);
    expect(messageFor("")).toBe("Warehouse is required");
    expect(messageFor(undefined)).toBe("Warehouse is required");
  });

  it("needs a delivery address when doorstep delivery is chosen, even alongside other errors", () => {
    const bad = procurementFormSchema.safeParse({ ...validProcurement, store_name: "", doorstep_delivery: "yes" });
    expect(bad.error?.issues.map((i) => i.message)).toEqual([
      "Store name is required",
      "Delivery address is required when doorstep delivery is selected",
    ]);
  });
});

describe("pickupFormSchema", () => {
  it("uses the spec's messages for items", () => {
    expect(pickupFormSchema.safeParse({ items: [] }).error?.issues.map((i) => i.message)).toContain(
      "Items must be an array with at least one item. Frontend",
    );
    const bad = pickupFormSchema.safeParse({
      items: [{ item_name: "", length: "-1", width: "0", height: "x", weight: "", quantity: "1.5" }],
      doorstep_delivery: "",
    });
    const messages = bad.error?.issues.map((i) => i.message);
    for (const m of [
      "Item name is required for each item",
      "Length must be a positive decimal",
      "Width must be a positive decimal",
      "Height must be a positive decimal",
      "Weight must be a positive decimal",
      "Quantity must be a positive integer",
      "Please select whether doorstep delivery is required",
    ]) {
      expect(messages).toContain(m);
    }
  });
});
