import { describe, expect, it } from "vitest";
import { createInvoiceSchema } from "./staff.js";

const valid = {
  user_id: 1,
  admin_id: 1,
  reference_id: 3,
  reference_type: "shipments",
  total_amount: "185.50",
  currency: "USD",
  status: "pending",
  transaction_id: "INV4821QRT",
  due_date: "2026-12-01T10:00:00.000Z",
};

describe("create-invoice rule", () => {
  it("takes an invoice without extra information, whether the key is missing, null or blank", () => {
    for (const extra of [{}, { extra_info: null }, { extra_info: "  " }]) {
      const parsed = createInvoiceSchema.safeParse({ ...valid, ...extra });
      expect(parsed.success).toBe(true);
      expect(parsed.data?.extra_info).toBeNull();
    }
  });

  it("keeps extra information when given", () => {
    expect(createInvoiceSchema.parse({ ...valid, extra_info: " Air freight " }).extra_info).toBe("Air freight");
  });
});
