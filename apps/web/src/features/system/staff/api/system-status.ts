import { SYSTEM_TEXTS } from "@app/shared/system/staff";
import { staffSystemContract as op } from "@app/shared/system/staff.contract";
import { useQuery } from "@tanstack/react-query";
import { call } from "../../../../lib/client";

/** How often the open page reloads its figures: an SMTP outage shows within seconds. */
const RELOAD_MS = 5000;

/** GET /api/admin/system, reloaded every few seconds while the page is open (owners only). */
export function useSystemStatus(enabled: boolean) {
  return useQuery({
    queryKey: ["admin-system"],
    queryFn: () => call(op.status, {}, { fallback: SYSTEM_TEXTS.loadError }),
    refetchInterval: RELOAD_MS,
    enabled,
  });
}
