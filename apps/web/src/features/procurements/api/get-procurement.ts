import { PROCUREMENT_TEXTS } from "@app/shared/procurements/procurements";
import { procurementsContract } from "@app/shared/procurements/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";
import { procurementKeys } from "./get-procurements";

export function getProcurement(id: number) {
  return call(procurementsContract.detail, { params: { id } }, { fallback: PROCUREMENT_TEXTS.notFound }).then(
    (body) => body.procurement,
  );
}

/** Always fetched by id, so a reload or a shared link works. */
export const procurementQuery = (id: number) =>
  queryOptions({ queryKey: procurementKeys.detail(id), queryFn: () => getProcurement(id) });

export function useProcurement(id: number) {
  return useQuery({ ...procurementQuery(id), enabled: Number.isInteger(id) && id > 0 });
}
