import type { PackageStatus } from "@app/shared/core/enums";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { packages } from "../../db/schema.js";
import { newestFirst } from "../../lib/list.js";

/**
 * A customer's packages for other features' staff pages (the customer page): each with what a list row shows and
 * the link target's id. Other features use this module, never the packages repositories.
 */
export async function packagesOfCustomer(
  db: DbOrTx,
  userId: number,
): Promise<
  Array<{
    id: number;
    package_code: string;
    status: PackageStatus;
    warehouse: string;
    carrier_tracking_number: string | null;
    description: string;
    received_at: string | null;
    created_at: string;
  }>
> {
  const rows = await db
    .select({
      id: packages.id,
      package_code: packages.package_code,
      status: packages.status,
      warehouse: packages.warehouse,
      carrier_tracking_number: packages.carrier_tracking_number,
      description: packages.description,
      received_at: packages.received_at,
      created_at: packages.created_at,
    })
    .from(packages)
    .where(eq(packages.user_id, userId))
    .orderBy(...newestFirst("desc", packages.created_at, packages.id));
  return rows.map((r) => ({
    ...r,
    received_at: r.received_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  }));
}
