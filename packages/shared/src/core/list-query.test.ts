import { describe, expect, it } from "vitest";
import { staffAdminsContract } from "../admins/staff.contract.js";
import type { Operation } from "./contract.js";
import { staffCustomersContract } from "../customers/staff.contract.js";
import { staffInvoicesContract } from "../invoices/staff.contract.js";
import { refusedListValues, SEARCH_TEXT } from "./list-query.js";
import { staffMasterShipmentsContract } from "../master-shipments/staff.contract.js";
import { staffPackagesContract } from "../packages/staff.contract.js";
import { staffPickupsContract } from "../pickups/staff.contract.js";
import { staffProcurementsContract } from "../procurements/staff.contract.js";
import { staffShipmentsContract } from "../shipments/staff.contract.js";
import { staffTicketsContract } from "../tickets/staff.contract.js";

/** Every staff list the back office checks its URL for (components/admin-list/list-params-check.ts). */
const LISTS: Record<string, Operation> = {
  admins: staffAdminsContract.list,
  customers: staffCustomersContract.list,
  invoices: staffInvoicesContract.list,
  masterShipments: staffMasterShipmentsContract.list,
  packages: staffPackagesContract.list,
  unknownOwner: staffPackagesContract.unknownOwner,
  pickups: staffPickupsContract.list,
  procurements: staffProcurementsContract.list,
  shipments: staffShipmentsContract.list,
  tickets: staffTicketsContract.list,
};

/** The keys whose value the query schema refuses, as the check before it (list-params-check.ts) read them. */
function refusedBySchema(op: Operation, values: Record<string, string>) {
  const result = op.query?.safeParse(values);
  return result?.success ? [] : [...new Set(result?.error.issues.map((issue) => String(issue.path[0])))];
}

const SEARCHES = ["box 12", "  padded  ", "x".repeat(SEARCH_TEXT.max), ` ${"x".repeat(SEARCH_TEXT.max)} `];
const REFUSED_SEARCHES = ["x".repeat(SEARCH_TEXT.max + 1), "tab\tinside", "bell\u0007"];

describe("what a staff list accepts (checked without zod) and its query schema agree", () => {
  for (const [name, op] of Object.entries(LISTS)) {
    it(`the ${name} list`, () => {
      const accepts = op.accepts;
      if (!accepts) throw new Error(`${op.path} says nothing of what its query accepts`);
      const samples: Array<Record<string, string>> = [
        ...[...SEARCHES, ...REFUSED_SEARCHES].map((q) => ({ q })),
        ...[...(accepts.statuses ?? []), "Bogus", ""].map((status) => ({ status })),
        ...[...(accepts.sortable ?? []), "bogus", "created_at "].map((sortBy) => ({ sortBy })),
        ...Object.entries(accepts.filters ?? {}).flatMap(([key, values]) =>
          [...values, "bogus"].map((value) => ({ [key]: value })),
        ),
        { q: "bell\u0007", status: "Bogus", sortBy: "bogus" },
      ];
      for (const values of samples)
        expect(refusedListValues(accepts, values).sort(), JSON.stringify(values)).toEqual(
          refusedBySchema(op, values).sort(),
        );
    });
  }

  it("refuses what each list's values leave out, and ignores what the list does not take", () => {
    const accepts = { statuses: ["Open"], sortable: ["name"], filters: { city: ["Lagos"] } } as const;
    expect(refusedListValues(accepts, { q: "ok", status: "Open", sortBy: "name", city: "Lagos" })).toEqual([]);
    expect(refusedListValues(accepts, { status: "open", sortBy: "Name", city: "Abuja" })).toEqual([
      "status",
      "sortBy",
      "city",
    ]);
    expect(refusedListValues({}, { status: "Anything", sortBy: "anything", other: "x" })).toEqual([]);
    expect(refusedListValues({}, { q: "x".repeat(SEARCH_TEXT.max + 1) })).toEqual(["q"]);
  });
});
