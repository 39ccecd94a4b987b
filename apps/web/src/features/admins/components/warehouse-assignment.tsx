import {
  type StaffMember,
  type StaffMemberResponse,
  type StaffWarehousesFormInput,
  staffWarehousesFormSchema,
} from "@app/shared/admins/admins";
import { warehouseName } from "@app/shared/core/warehouse-names";
import { Form, SubmitButton } from "../../../components/ui/form";
import { useSchemaForm } from "../../../components/ui/use-schema-form";
import { setStaffWarehouses } from "../api/manage-staff";
import { WarehouseChoice } from "./warehouse-choice";

/** The warehouses a staff member works at, as the list shows them. */
export const warehousesText = (member: Pick<StaffMember, "role" | "warehouses">) =>
  member.role === "owner"
    ? "All (owner)"
    : member.warehouses === null
      ? "All warehouses"
      : member.warehouses.map(warehouseName).join(", ");

/**
 * An owner assigns a staff member to warehouses, or to all (owners always have all): the list's cell opens this
 * small form. The change holds from the account's next request.
 */
export function WarehouseAssignment({
  member,
  act,
}: {
  member: StaffMember;
  act: (call: Promise<StaffMemberResponse>) => Promise<unknown>;
}) {
  const form = useSchemaForm(staffWarehousesFormSchema, {
    defaultValues: {
      all: member.warehouses === null,
      warehouses: (member.warehouses ?? []) as StaffWarehousesFormInput["warehouses"],
    },
    submit: (values) => act(setStaffWarehouses(member.id, values.warehouses)),
  });
  const all = form.watch("all");
  const error = form.formState.errors.warehouses?.message;
  if (member.role === "owner") return <span>{warehousesText(member)}</span>;
  return (
    <details>
      <summary className="cursor-pointer">{warehousesText(member)}</summary>
      <Form form={form} aria-label={`Warehouses of ${member.email}`} className="mt-2 flex flex-col gap-1">
        <WarehouseChoice
          legend={`Warehouses of ${member.email}`}
          hideLegend
          all={form.register("all")}
          warehouses={form.register("warehouses")}
          allChecked={all}
          error={error}
        />
        <SubmitButton busyLabel="Saving..." variant="secondary">
          Save warehouses
        </SubmitButton>
      </Form>
    </details>
  );
}
