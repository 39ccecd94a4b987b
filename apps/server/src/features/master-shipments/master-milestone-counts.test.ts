// The staff master list's exact totals come from master_milestone_counts (migration 0031), kept by statement
// triggers on master_shipments: after inserts, moves between milestones (several masters per statement), edits,
// deletes, a rolled-back transaction and a truncate, every filter's total is still the number of its masters.
import { MASTER_STAGES, type MasterStage } from "@app/shared/master-shipments/staff";
import type { Milestone } from "@app/shared/core/milestones";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../test/build-app.js";
import { masterShipments } from "../../db/schema.js";
import { fetchPage } from "../../lib/list.js";
import { staffMasterPage } from "./master-shipments.staff.repository.js";
import { stageOf } from "./master-shipments.staff.service.js";

type Database = Awaited<ReturnType<typeof freshDatabase>>;
let database: Database;

const master = (n: number, last_milestone: Milestone | null = null) => ({
  reference: `MC${n}`,
  mode: "air" as const,
  carrier: "Virgin Atlantic Cargo",
  transport_document: `932-MC${n}`,
  origin: "Trail Richmond",
  destination: "Lagos",
  last_milestone,
});

/** Each filter's total as the list answers it. */
async function listedTotals(exactUpTo = 10_000) {
  const totals: Record<string, unknown> = {};
  for (const status of [undefined, ...MASTER_STAGES]) {
    const { pagination } = await fetchPage(
      staffMasterPage(database.db, { status, sort: "desc" }),
      { page: 1, pageSize: 2 },
      exactUpTo,
    );
    totals[status ?? "all"] = pagination.estimated ? "estimated" : pagination.total;
  }
  return totals;
}

/** Each filter's total counted from the masters themselves. */
async function countedTotals() {
  const rows = await database.db.select({ last_milestone: masterShipments.last_milestone }).from(masterShipments);
  const totals: Record<string, number> = { all: rows.length };
  for (const stage of MASTER_STAGES) totals[stage] = 0;
  for (const row of rows) totals[stageOf(row.last_milestone) as MasterStage]! += 1;
  return totals;
}

const idsOf = async (references: string[]) =>
  (
    await database.db
      .select({ id: masterShipments.id })
      .from(masterShipments)
      .where(inArray(masterShipments.reference, references))
  ).map((r) => r.id);

beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("the staff master list's kept totals", () => {
  it("starts at zero for every filter", async () => {
    expect(await listedTotals()).toEqual({ all: 0, loading: 0, in_transit: 0, arrived: 0, delivered: 0 });
  });

  it("counts masters inserted together, at several milestones", async () => {
    await database.db
      .insert(masterShipments)
      .values([master(1), master(2), master(3), master(4, "departed_origin"), master(5, "delivered")]);
    expect(await listedTotals()).toEqual({ all: 5, loading: 3, in_transit: 1, arrived: 0, delivered: 1 });
    expect(await listedTotals()).toEqual(await countedTotals());
  });

  it("follows masters moved between milestones by one statement, and ignores edits of other columns", async () => {
    await database.db
      .update(masterShipments)
      .set({ last_milestone: "in_customs" })
      .where(inArray(masterShipments.id, await idsOf(["MC1", "MC4"])));
    await database.db
      .update(masterShipments)
      .set({
        last_milestone: sql`case when ${masterShipments.last_milestone} is null then 'departed_origin'::milestone end`,
      })
      .where(inArray(masterShipments.id, await idsOf(["MC2", "MC5"])));
    await database.db.update(masterShipments).set({ carrier: "Kenya Airways Cargo" });
    expect(await listedTotals()).toEqual({ all: 5, loading: 2, in_transit: 1, arrived: 2, delivered: 0 });
    expect(await listedTotals()).toEqual(await countedTotals());
  });

  it("forgets deleted masters and keeps nothing of a rolled-back transaction", async () => {
    await database.db.delete(masterShipments).where(eq(masterShipments.reference, "MC1"));
    await database.db
      .transaction(async (tx) => {
        await tx.insert(masterShipments).values([master(6), master(7, "delivered")]);
        await tx.delete(masterShipments).where(eq(masterShipments.reference, "MC3"));
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await listedTotals()).toEqual({ all: 4, loading: 2, in_transit: 1, arrived: 1, delivered: 0 });
    expect(await listedTotals()).toEqual(await countedTotals());
  });

  it("still answers an estimate above the exact limit", async () => {
    expect(await listedTotals(1)).toMatchObject({ all: "estimated", loading: "estimated" });
  });

  it("starts over after a truncate", async () => {
    await database.db.execute(sql`truncate ${masterShipments} cascade`);
    await database.db.insert(masterShipments).values([master(8, "released")]);
    expect(await listedTotals()).toEqual({ all: 1, loading: 0, in_transit: 0, arrived: 1, delivered: 0 });
  });
});
