import { describe, expect, it } from "vitest";
import { auditSummary } from "./audit.js";

const entry = (facts: Partial<Parameters<typeof auditSummary>[0]> & { action: string }) => ({
  field: null,
  old_value: null,
  new_value: null,
  cause: null,
  ...facts,
});

describe("auditSummary: history entries in plain words", () => {
  it("names the field as people say it, the old and new value, and the cause", () => {
    expect(
      auditSummary(
        entry({
          action: "status_update",
          field: "payment_status",
          old_value: "Pending",
          new_value: "Paid",
          cause: "invoice INV1234ABC was paid by card",
        }),
      ),
    ).toBe("Payment status changed from Pending to Paid because invoice INV1234ABC was paid by card");
    expect(
      auditSummary(
        entry({ action: "changed", field: "shipment_status", old_value: "Pending", new_value: "In Transit" }),
      ),
    ).toBe("Shipment status changed from Pending to In Transit");
  });

  it("words creations, bare actions and the payment notices", () => {
    expect(auditSummary(entry({ action: "created", field: "shipment_status", new_value: "Pending" }))).toBe(
      "Created with shipment status Pending",
    );
    expect(auditSummary(entry({ action: "opened the ticket" }))).toBe("Opened the ticket");
    expect(auditSummary(entry({ action: "verification_resent" }))).toBe("Verification resent");
    expect(
      auditSummary(
        entry({
          action: "refund_due",
          field: "status",
          old_value: "cancelled",
          new_value: "payment PSK-1 settled after the invoice was cancelled",
        }),
      ),
    ).toBe("Refund due: payment PSK-1 settled after the invoice was cancelled");
    expect(auditSummary(entry({ action: "refunded", field: "refund_reason", new_value: "Damaged (off-site)" }))).toBe(
      "Refunded: Damaged (off-site)",
    );
  });
});
