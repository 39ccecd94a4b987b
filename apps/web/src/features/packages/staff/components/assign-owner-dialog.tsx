import type { CustomerMatch } from "@app/shared/customers/staff";
import { PACKAGE_STAFF_TEXTS as TEXTS, type StaffPackage } from "@app/shared/packages/staff";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { CustomerPicker } from "../../../../components/admin-list/customer-picker";
import { Button } from "../../../../components/ui/button";
import { LiveMessage } from "../../../../components/ui/field";
import { Form, SubmitButton } from "../../../../components/ui/form";
import { errorMessage } from "../../../../lib/api";
import { toastError, toastSuccess } from "../../../../lib/toast";
import { useAssignPackageOwner, useRefreshPackageLists } from "../api/staff-package-calls";
import { AfterAssignment, assignedLine } from "./after-assignment";

/**
 * 'Assign to customer' for a parcel nobody could match: pick the customer (name, e-mail or suite), confirm; the
 * customer is e-mailed and the parcel joins their packages. The dialog then offers the new label and the move out of
 * the unknown-owner bin (AfterAssignment); the lists reload when it closes (a queue row, and its dialog, would go).
 */
export function AssignOwnerButton({
  packageId,
  packageCode,
  labelText,
  onAssigned,
}: {
  packageId: number;
  packageCode: string;
  labelText: string | null;
  onAssigned?: () => void;
}) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState("");
  const [picked, setPicked] = useState<CustomerMatch | null>(null);
  const [error, setError] = useState<string>();
  const [assigned, setAssigned] = useState<StaffPackage>();
  const assign = useAssignPackageOwner(packageId, { lists: false });
  const refreshLists = useRefreshPackageLists();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!picked) {
      setError("Choose the customer.");
      return;
    }
    try {
      const answer = await assign.mutateAsync(picked.id);
      toastSuccess(answer.message);
      setAssigned(answer.package);
    } catch (caught) {
      toastError(errorMessage(caught, TEXTS.assignFailed));
    }
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setText("");
          setPicked(null);
          setError(undefined);
          setAssigned(undefined);
        } else if (assigned) {
          void refreshLists();
          onAssigned?.();
        }
      }}
    >
      <Dialog.Trigger asChild>
        <Button aria-label={`Assign ${packageCode} to a customer`}>Assign</Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-5 shadow-xl focus:outline-none">
          <Dialog.Title className="text-lg font-bold text-slate-900">Assign {packageCode} to a customer</Dialog.Title>
          {/* In the dialog from its opening, empty until the assignment, so screen readers announce the line. */}
          <LiveMessage note={assigned ? { kind: "success", text: assignedLine(assigned) } : null} />
          {assigned ? (
            <>
              <Dialog.Description className="sr-only">
                Print the new label and move the parcel to a bin.
              </Dialog.Description>
              <AfterAssignment pkg={assigned} />
              <div className="flex justify-end">
                <Dialog.Close asChild>
                  <Button variant="secondary">Done</Button>
                </Dialog.Close>
              </div>
            </>
          ) : (
            <>
              <Dialog.Description className="text-sm text-slate-600">
                {labelText ? `The label says “${labelText}”. ` : ""}The customer is e-mailed that the package is theirs.
              </Dialog.Description>
              <Form form={{ onSubmit: submit, pending: assign.isPending }} className="space-y-4">
                <CustomerPicker
                  label="Customer"
                  text={text}
                  onText={(value) => {
                    setText(value);
                    setPicked(null);
                  }}
                  onPick={(customer) => {
                    setPicked(customer);
                    setError(undefined);
                  }}
                  error={error}
                  required
                />
                <div className="flex justify-end gap-2">
                  <Dialog.Close asChild>
                    <Button variant="secondary">Cancel</Button>
                  </Dialog.Close>
                  <SubmitButton busyLabel="Assigning...">Assign</SubmitButton>
                </div>
              </Form>
            </>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
