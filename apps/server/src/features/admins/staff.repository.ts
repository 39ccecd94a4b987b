import { shownWarehouses } from "@app/shared/core/roles";
import type { STAFF_SORT_COLUMNS, StaffMember, StaffState } from "@app/shared/admins/admins";
import { and, count, eq, ilike, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { admins } from "../../db/schema.js";
import { prefixPattern, sortedOrder, staffListWhere } from "../../lib/list.js";
import type { Admin } from "./admins.repository.js";

export interface StaffFilter {
  q?: string;
  status?: StaffState;
  sort: "asc" | "desc";
  sortBy?: (typeof STAFF_SORT_COLUMNS)[number];
}

/** `staffState` (shared) in SQL, with its precedence: deactivated whatever else, then invited, then active. */
const STATE_CONDITIONS: Record<StaffState, SQL> = {
  active: and(isNull(admins.deactivated_at), isNotNull(admins.verified_at))!,
  deactivated: isNotNull(admins.deactivated_at),
  unverified: and(isNull(admins.deactivated_at), isNull(admins.verified_at))!,
};

/** Search: a name or e-mail prefix (any case), or the staff id. */
function whereOf(filter: StaffFilter) {
  return staffListWhere({
    status: filter.status ? STATE_CONDITIONS[filter.status] : undefined,
    q: filter.q,
    idColumn: admins.id,
    searchIn: (text) => [
      ilike(admins.email, prefixPattern(text.toLowerCase())),
      ilike(admins.firstname, prefixPattern(text)),
      ilike(admins.lastname, prefixPattern(text)),
    ],
  });
}

export function staffPage(db: DbOrTx, filter: StaffFilter) {
  return {
    rows: async (limit: number, offset: number) =>
      (
        await db
          .select()
          .from(admins)
          .where(whereOf(filter))
          .orderBy(
            ...sortedOrder(
              filter,
              {
                name: sql`lower(${admins.firstname} || ' ' || ${admins.lastname})`,
                email: admins.email,
                role: admins.role,
                last_login_at: admins.last_login_at,
                created_at: admins.created_at,
              },
              admins.created_at,
              admins.id,
            ),
          )
          .limit(limit)
          .offset(offset)
      ).map(toStaffMember),
    count: async () => {
      const [row] = await db.select({ n: count() }).from(admins).where(whereOf(filter));
      return row?.n ?? 0;
    },
  };
}

export function toStaffMember(a: Admin): StaffMember {
  return {
    id: a.id,
    firstname: a.firstname,
    lastname: a.lastname,
    email: a.email,
    role: a.role,
    must_change_password: a.must_change_password,
    warehouses: shownWarehouses(a.role, a.warehouses),
    verified: a.verified_at !== null,
    active: a.deactivated_at === null,
    last_login_at: a.last_login_at?.toISOString() ?? null,
    created_at: a.created_at.toISOString(),
  };
}

export async function findAdminById(db: DbOrTx, id: number): Promise<Admin | undefined> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id)).limit(1);
  return row;
}

/**
 * Locks every owner row and returns the ids of the active ones (verified, not deactivated): two owners demoting or
 * deactivating each other at once queue here, so the second sees the first's change and the last owner stays.
 */
export async function lockActiveOwners(tx: DbOrTx): Promise<number[]> {
  const rows = await tx
    .select({ id: admins.id, verified_at: admins.verified_at, deactivated_at: admins.deactivated_at })
    .from(admins)
    .where(eq(admins.role, "owner"))
    .orderBy(admins.id)
    .for("update");
  return rows.filter((r) => r.verified_at && !r.deactivated_at).map((r) => r.id);
}

export async function updateAdmin(db: DbOrTx, id: number, values: Partial<typeof admins.$inferInsert>): Promise<Admin> {
  const [row] = await db
    .update(admins)
    .set({ ...values, updated_at: new Date() })
    .where(eq(admins.id, id))
    .returning();
  return row!;
}
