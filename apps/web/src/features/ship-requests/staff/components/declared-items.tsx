import { formatMinor } from "@app/shared/rates/rates";
import type { StaffShipRequest } from "@app/shared/ship-requests/staff";
import { HsCorrection } from "./hs-correction";

type Item = StaffShipRequest["declaration"]["items"][number];

const SOURCE_WORDS = { suggested: "suggested", customer: "customer's", staff: "corrected by staff" } as const;

/** A line's HS code, who set it, and its heading's restriction flag (prohibited lines cannot be packed). */
function HsCell({ item }: { item: Item }) {
  if (!item.hs_code) return <span className="block text-xs text-slate-600">No HS code</span>;
  const h = item.heading;
  return (
    <span className="mt-0.5 block space-y-1 text-xs">
      <span className="block">
        HS <span className="font-mono">{item.hs_code}</span>
        {item.hs_code_source && <span className="text-slate-600"> ({SOURCE_WORDS[item.hs_code_source]})</span>}
      </span>
      {!h ? (
        <span className="block text-amber-900">Not in the tariff</span>
      ) : h.restriction === "none" ? (
        <span className="block text-slate-600">{h.description}</span>
      ) : (
        <span
          className={`block rounded px-2 py-0.5 ${h.restriction === "prohibited" ? "bg-red-50 text-red-800" : "bg-amber-50 text-amber-900"}`}
          data-testid="restriction-flag"
        >
          <strong>{h.restriction === "prohibited" ? "Prohibited" : "Restricted"}:</strong> {h.description}.{" "}
          {h.restriction_note}
        </span>
      )}
    </span>
  );
}

/** The declared items the packer checks the contents against, with each line's HS code and restriction flag. */
export function DeclaredItems({ request: r, money }: { request: StaffShipRequest; money: boolean }) {
  return (
    <table className="w-full text-left text-sm" aria-label={`Declared items of ship request #${r.id}`}>
      <thead className="text-slate-600">
        <tr>
          <th scope="col" className="py-1 pr-3 font-medium">
            Declared item and HS code
          </th>
          <th scope="col" className="py-1 pr-3 font-medium">
            Qty
          </th>
          <th scope="col" className="py-1 font-medium">
            Value each
          </th>
        </tr>
      </thead>
      <tbody>
        {r.declaration.items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: declared lines have no id of their own and never move
          <tr key={i} className="border-t border-slate-100 align-top" data-testid="declared-item">
            <td className="py-1 pr-3">
              {item.description}
              <HsCell item={item} />
              {r.status === "submitted" && <HsCorrection requestId={r.id} line={i + 1} current={item.hs_code} />}
            </td>
            <td className="py-1 pr-3">{item.quantity}</td>
            <td className="py-1">{money ? formatMinor(item.unit_value_minor, item.currency) : "—"}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
