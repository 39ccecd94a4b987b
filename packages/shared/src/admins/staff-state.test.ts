import { describe, expect, it } from "vitest";
import { selfDemotionWarning, STAFF_STATE_LABELS, staffState } from "./staff-state.js";

describe("a staff account's state", () => {
  it("is deactivated first, then invited until the e-mail is verified, then active", () => {
    expect(staffState({ active: true, verified: true })).toBe("active");
    expect(staffState({ active: true, verified: false })).toBe("unverified");
    expect(staffState({ active: false, verified: false })).toBe("deactivated");
    expect(staffState({ active: false, verified: true })).toBe("deactivated");
    expect(STAFF_STATE_LABELS.unverified).toBe("Invited — not yet verified");
  });
});

describe("the warning before an owner demotes themselves", () => {
  it("names what the new role loses, from the role matrix", () => {
    const manager = selfDemotionWarning("manager");
    expect(manager).toMatch(/^You stop being an owner at once and lose the staff list/);
    expect(manager).toContain("the failed e-mails and the system page.");
    expect(manager).not.toContain("invoices");
    const worker = selfDemotionWarning("worker");
    expect(worker).toContain("invoices, refunds and wallets");
    expect(worker).toContain("the reports");
    expect(worker).not.toContain("customers");
    expect(worker).toMatch(/Only another owner can make you an owner again\.$/);
  });
});
