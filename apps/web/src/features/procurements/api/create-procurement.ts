import { PROCUREMENT_TEXTS, type ProcurementFormValues } from "@app/shared/procurements";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { procurementKeys } from "./get-procurements";

export interface CreateProcurementInput {
  values: ProcurementFormValues;
  images: File[];
}

/** POST /api/procurements as multipart: address and products as JSON text, each image under `images`. */
export function createProcurement({ values, images }: CreateProcurementInput) {
  const form = new FormData();
  form.append("warehouse", values.warehouse);
  form.append("currency", values.currency);
  form.append("address", JSON.stringify(values.address));
  form.append("store_name", values.store_name);
  form.append("store_website", values.store_website);
  form.append("products", JSON.stringify(values.products));
  form.append("extra_info", values.extra_info ?? "");
  form.append("added_charges", values.added_charges == null ? "" : String(values.added_charges));
  form.append("doorstep_delivery", values.doorstep_delivery);
  form.append("delivery_address", values.delivery_address ?? "");
  for (const image of images) form.append("images", image, image.name);
  return api.post<{ message?: string; procurement?: { id: number } }>("/procurements", form, {
    fallback: PROCUREMENT_TEXTS.createFailed,
  });
}

export function useCreateProcurement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProcurement,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: procurementKeys.all }),
        queryClient.invalidateQueries({ queryKey: ["dashboard"] }),
      ]),
  });
}
