import type { CustomerPackage } from "@app/shared/packages/pre-alert";
import { PRE_ALERT_TEXTS } from "@app/shared/packages/pre-alert";
import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api";
import { toastError, toastSuccess } from "../../../lib/toast";
import { useCancelPreAlert } from "../api/save-pre-alert";

/** Cancel of an expected package, asked first in a dialog (Esc or 'Keep it' changes nothing). */
export function CancelPreAlert({ item }: { item: CustomerPackage }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelPreAlert();
  const confirm = async () => {
    try {
      const answer = await cancel.mutateAsync(item.id);
      toastSuccess(answer.message ?? PRE_ALERT_TEXTS.cancelled);
      setAsking(false);
    } catch (error) {
      toastError(errorMessage(error, PRE_ALERT_TEXTS.cancelFailed));
      setAsking(false);
    }
  };
  return (
    <Dialog.Root open={asking} onOpenChange={(open) => !cancel.isPending && setAsking(open)}>
      <Dialog.Trigger asChild>
        <Button
          variant="secondary"
          aria-label={`Cancel pre-alert ${item.carrier_tracking_number ?? item.package_code}`}
        >
          Cancel
        </Button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-5 shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">Cancel this pre-alert?</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            We will stop looking out for {item.carrier_tracking_number} ({item.description}). If it arrives anyway, we
            still receive it for you.
          </Dialog.Description>
          <div className="flex justify-end gap-2">
            <Dialog.Close asChild>
              <Button variant="secondary" disabled={cancel.isPending}>
                Keep it
              </Button>
            </Dialog.Close>
            <Button variant="danger" onClick={() => void confirm()} busy={cancel.isPending}>
              {cancel.isPending ? "Cancelling..." : "Cancel pre-alert"}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
