import { RATE_TEXTS, type RateCardFormInput } from "@app/shared/rates/staff";
import { staffRatesContract } from "@app/shared/rates/staff.contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

export const rateKeys = {
  all: ["admin-rates"] as const,
  list: ["admin-rates", "list"] as const,
  version: (id: number) => ["admin-rates", "version", id] as const,
};

/** GET /api/admin/rates: every route with its current card and versions, and the warehouses for the form. */
export function useRateRoutes(enabled = true) {
  return useQuery({
    queryKey: rateKeys.list,
    queryFn: () => call(staffRatesContract.list, {}, { fallback: RATE_TEXTS.fetchFailed }),
    enabled,
  });
}

/** GET /api/admin/rates/{id}: one version, to start the next one from it. */
export function useRateCardVersion(id: number | null, allowed = true) {
  return useQuery({
    queryKey: rateKeys.version(id ?? 0),
    queryFn: () => call(staffRatesContract.detail, { params: { id: id! } }, { fallback: RATE_TEXTS.fetchFailed }),
    enabled: allowed && id != null && Number.isInteger(id) && id > 0,
  });
}

/** POST /api/admin/rates with the form's values as typed (the server checks them with the same schema). */
export function useCreateRateCard() {
  const queryClient = useQueryClient();
  return async (input: RateCardFormInput) => {
    const answer = await call(staffRatesContract.create, { body: input }, { fallback: RATE_TEXTS.createFailed });
    await queryClient.invalidateQueries({ queryKey: rateKeys.all });
    return answer;
  };
}
