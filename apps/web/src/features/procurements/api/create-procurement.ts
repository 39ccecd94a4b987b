import { PROCUREMENT_TEXTS, type ProcurementFormValues } from "@app/shared/procurements/procurements";
import { procurementsContract } from "@app/shared/procurements/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { dashboardKey } from "../../../lib/query-keys";
import { procurementKeys } from "./get-procurements";

export interface CreateProcurementInput {
  values: ProcurementFormValues;
  images: File[];
}

/** POST /api/procurements as multipart: address and products as JSON text, each image under `images`. */
export function createProcurement({ values, images }: CreateProcurementInput) {
  const fields = {
    warehouse: values.warehouse,
    currency: values.currency,
    address: JSON.stringify(values.address),
    store_name: values.store_name,
    store_website: values.store_website,
    products: JSON.stringify(values.products),
    extra_info: values.extra_info ?? "",
    added_charges: values.added_charges == null ? "" : String(values.added_charges),
    doorstep_delivery: values.doorstep_delivery,
    delivery_address: values.delivery_address ?? "",
  };
  return call(procurementsContract.create, { fields, files: images }, { fallback: PROCUREMENT_TEXTS.createFailed });
}

export function useCreateProcurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProcurement,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: procurementKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
