import { formatLongDateTime } from "@app/shared/core/format";
import type { StaffUnpacking } from "@app/shared/ship-requests/unpack.staff";

/**
 * Each time staff unpacked the request (decision 0150), from its audit trail: 'Unpacked December 2, 2026, 10:14 by
 * Ada Obi (manager): wrong box', so whoever packs it again sees why. Staff only: the customer is never shown the reason.
 */
export function Unpackings({ unpackings }: { unpackings: readonly StaffUnpacking[] }) {
  if (unpackings.length === 0) return null;
  return (
    <ul aria-label="Unpacked" className="space-y-1 text-sm text-slate-700" data-testid="unpackings">
      {unpackings.map((u) => (
        <li key={u.at} className="break-words">
          <span className="font-medium text-slate-900">
            Unpacked {formatLongDateTime(u.at, { clock: "24h" })}
            {u.by && ` by ${u.by}`}:
          </span>{" "}
          {u.reason}
        </li>
      ))}
    </ul>
  );
}
