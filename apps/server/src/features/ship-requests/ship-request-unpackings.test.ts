import { describe, expect, it } from "vitest";
import { reasonOfUnpackedCause, unpackedAuditCause } from "./ship-request-unpackings.js";

describe("an unpacking's audit cause", () => {
  it.each([
    "wrong box",
    "Wrong box (the 3 kg one)",
    "typed (invoice INV-1 and shipment X cancelled) by mistake",
    "two lines:\nweighed twice",
  ])("gives staff's reason back: %s", (reason) => {
    for (const dutyRemoved of [true, false]) {
      const cause = unpackedAuditCause(reason, {
        transactionId: "INV-20261202-0007",
        trackingNumber: "SW123456789",
        dutyRemoved,
      });
      expect(cause).toContain("(invoice INV-20261202-0007 and shipment SW123456789 cancelled");
      expect(reasonOfUnpackedCause(cause)).toBe(reason);
    }
  });

  it("keeps a cause of another form whole", () => {
    expect(reasonOfUnpackedCause("wrong box")).toBe("wrong box");
    expect(reasonOfUnpackedCause(null)).toBe("");
  });
});
