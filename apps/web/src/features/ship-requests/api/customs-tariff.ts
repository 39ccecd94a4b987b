import { customsContract } from "@app/shared/customs/contract";
import { TARIFF_TEXTS } from "@app/shared/customs/tariff";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../lib/client";

/** The published tariff (GET /api/customs/tariff): headings, levies and customs rates in force (issue 37). */
export function usePublicTariff() {
  return useQuery({
    queryKey: ["customs", "tariff"],
    queryFn: () => call(customsContract.tariff, {}, { fallback: TARIFF_TEXTS.fetchFailed }),
    staleTime: 5 * 60_000,
  });
}
