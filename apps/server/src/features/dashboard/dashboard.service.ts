import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import {
  DASHBOARD_TEXTS,
  type DashboardResponse,
  shoppingAddressesFor,
  type WarehouseChoiceInput,
} from "@app/shared/dashboard/dashboard";
import { recordAudit } from "../../lib/audit.js";
import type { CustomerRow } from "../../plugins/auth.js";
import { countsOf, setWarehouseChoice } from "./dashboard.repository.js";

/** Everything the customer home shows: the shopping addresses with the suite number filled in, and the counts. */
export async function dashboardOf(ctx: ServiceContext, customer: CustomerRow): Promise<DashboardResponse> {
  const counts = await countsOf(ctx.db, customer.id);
  return { ...shoppingAddressesFor(customer), counts };
}

/** 'Change Address': remembers the customer's chosen shopping warehouse. */
export async function chooseWarehouse(ctx: ServiceContext, customer: CustomerRow, input: WarehouseChoiceInput) {
  await inTransaction(ctx, async (tx) => {
    await setWarehouseChoice(tx, customer.id, input.warehouse_choice);
    await recordAudit(
      tx,
      {
        kind: "customer",
        id: customer.id,
        label: `${customer.firstname} ${customer.lastname} (${customer.email_address})`,
      },
      {
        entityType: "customer",
        entityId: customer.id,
        action: "updated",
        field: "warehouse_choice",
        oldValue: customer.warehouse_choice,
        newValue: input.warehouse_choice,
      },
    );
  });
  return { message: DASHBOARD_TEXTS.warehouseSaved, warehouse_choice: input.warehouse_choice };
}
