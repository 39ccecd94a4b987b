import type { PublishRateInput } from "@app/shared/exchange-rates/staff";
import { staffExchangeRatesContract as op } from "@app/shared/exchange-rates/staff.contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

export const EXCHANGE_RATE_PAGE_TEXTS = {
  title: "Exchange rates",
  fetchFailed: "Could not load the exchange rates.",
  publishFailed: "Could not publish the rate. Please try again.",
  onlyManagers: "Only owners and managers publish exchange rates.",
} as const;

const key = ["admin-exchange-rates"] as const;

/** GET /api/admin/exchange-rates: each currency's rate in force with its warning, and the history. */
export function useExchangeRates(enabled = true) {
  return useQuery({
    queryKey: key,
    queryFn: () => call(op.overview, {}, { fallback: EXCHANGE_RATE_PAGE_TEXTS.fetchFailed }),
    enabled,
  });
}

/** POST /api/admin/exchange-rates, then the overview again. */
export function usePublishRate() {
  const queryClient = useQueryClient();
  return async (body: PublishRateInput) => {
    const answer = await call(op.publish, { body }, { fallback: EXCHANGE_RATE_PAGE_TEXTS.publishFailed });
    await queryClient.invalidateQueries({ queryKey: key });
    return answer;
  };
}
