import { PROCUREMENT_TEXTS, type ProcurementDetailResponse } from "@app/shared/procurements";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { procurementKeys } from "./get-procurements";

export function getProcurement(id: number) {
  return api
    .get<ProcurementDetailResponse>(`/procurements/${id}`, { fallback: PROCUREMENT_TEXTS.notFound })
    .then((body) => body.procurement);
}

/** Always fetched by id, so a reload or a shared link works. */
export const procurementQuery = (id: number) =>
  queryOptions({ queryKey: procurementKeys.detail(id), queryFn: () => getProcurement(id) });

export function useProcurement(id: number) {
  return useQuery({ ...procurementQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
