import { staffCustomsContract as op } from "@app/shared/customs/staff.contract";
import { TARIFF_TEXTS } from "@app/shared/customs/tariff";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

const staffKey = ["admin-customs-tariff"] as const;

/** GET /api/admin/customs/tariff: the headings in force, every version and the levies (owners and managers). */
export function useStaffTariff(enabled = true) {
  return useQuery({
    queryKey: staffKey,
    queryFn: () => call(op.tariff, {}, { fallback: TARIFF_TEXTS.fetchFailed }),
    enabled,
  });
}

/** Refreshes the staff tariff and the published one after a change. */
export function useTariffRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffKey }),
      queryClient.invalidateQueries({ queryKey: ["customs", "tariff"] }),
    ]);
}
