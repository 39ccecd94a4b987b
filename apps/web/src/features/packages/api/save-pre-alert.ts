import { PRE_ALERT_TEXTS, type PreAlertFormInput } from "@app/shared/packages/pre-alert";
import { packagesContract } from "@app/shared/packages/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { packageKeys } from "./get-packages";

export interface PreAlertInput {
  fields: PreAlertFormInput;
  /** The receipt, when one is chosen (at most one). */
  receipt: File[];
}

/** Creates (no id) or changes (id) a pre-alert: multipart, its text fields and the receipt under `receipt`. */
export function usePreAlertSave(id?: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, receipt }: PreAlertInput) =>
      id === undefined
        ? call(packagesContract.create, { fields, files: receipt }, { fallback: PRE_ALERT_TEXTS.saveFailed })
        : call(
            packagesContract.update,
            { params: { id }, fields, files: receipt },
            { fallback: PRE_ALERT_TEXTS.saveFailed },
          ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.all }),
  });
}

export function useCancelPreAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      call(packagesContract.cancel, { params: { id } }, { fallback: PRE_ALERT_TEXTS.cancelFailed }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: packageKeys.all }),
  });
}
