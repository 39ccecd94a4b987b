import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.js";
import { auditLog, shipRequestPackages, shipRequests, shipments } from "../../db/schema.js";
import type { Actor } from "../../lib/audit.js";

/**
 * For master shipments: when the flight or vessel departs, the paid ship requests whose shipments it carries become
 * 'shipped' and free their packages (ship_request_packages.active), each with an audit entry saying why, in one
 * statement however many requests. Answers the ids shipped.
 */
export async function shipRequestsDepartedOnMaster(
  tx: DbOrTx,
  actor: Actor,
  masterId: number,
  cause: string,
): Promise<number[]> {
  const result = await tx.execute(sql`
    with departed as (
      update ${shipRequests} r set status = 'shipped', updated_at = now()
      from ${shipments} s
      where s.id = r.shipment_id and s.master_shipment_id = ${masterId} and r.status = 'paid'
      returning r.id
    ), freed as (
      update ${shipRequestPackages} p set active = false
      from departed where p.ship_request_id = departed.id and p.active
    )
    insert into ${auditLog} (actor_kind, actor_id, actor_label, entity_type, entity_id, action, field, old_value,
      new_value, cause)
    select ${actor.kind}::actor_kind, ${actor.id ?? null}::integer, ${actor.label ?? null}::text, 'ship_request', id,
      'status_update', 'status', 'paid', 'shipped', ${cause}
    from departed
    returning entity_id`);
  return (result as unknown as { rows: Array<{ entity_id: number }> }).rows.map((r) => Number(r.entity_id));
}
