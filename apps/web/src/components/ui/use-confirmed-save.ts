import { useState } from "react";
import { ApiError, errorMessage } from "../../lib/api";
import { toastError } from "../../lib/toast";
import { loadConfirmDialog } from "./confirm-dialog";

/**
 * A save the server may answer with 409 "please confirm …" (a near-zero price, a rate far from the one in force):
 * `attempt()` saves unconfirmed and, on that answer, opens the confirm dialog with the server's reasons; confirming
 * saves again with `confirm` true. Spread `dialog` into a <ConfirmDialog> with its title and button label.
 */
export function useConfirmedSave(save: (confirm: boolean) => Promise<void>, failedMessage: string) {
  const [toConfirm, setToConfirm] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const attempt = async () => {
    try {
      await save(false);
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        void loadConfirmDialog();
        setToConfirm(failure.message);
        return;
      }
      throw failure;
    }
  };
  const confirm = async () => {
    setBusy(true);
    try {
      await save(true);
      setToConfirm(null);
    } catch (failure) {
      toastError(errorMessage(failure, failedMessage));
    } finally {
      setBusy(false);
    }
  };
  const dialog = {
    open: toConfirm !== null,
    description: toConfirm ?? "",
    busy,
    onConfirm: () => void confirm(),
    onCancel: () => setToConfirm(null),
  };
  return { attempt, dialog };
}
