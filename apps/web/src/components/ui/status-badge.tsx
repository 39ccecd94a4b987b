/** What a status means to the person reading it: done and fine, still moving, or needing attention. */
export type StatusTone = "good" | "progress" | "problem" | "neutral";

const TONES: Record<string, StatusTone> = {
  Paid: "good",
  paid: "good",
  approved: "good",
  delivered: "good",
  answered: "good",
  Available: "good",
  Delivered: "good",
  active: "good",
  assigned: "good",
  Pending: "progress",
  pending: "progress",
  "In Transit": "progress",
  "in-transit": "progress",
  processing: "progress",
  open: "progress",
  Failed: "problem",
  Cancelled: "problem",
  cancelled: "problem",
  rejected: "problem",
  overdue: "problem",
  deactivated: "problem",
  // A staff account invited but not yet verified: it cannot log in until the e-mailed link is opened.
  unverified: "progress",
  // Packages at our warehouses (stored in snake case; shown through `label`).
  expected: "progress",
  received: "progress",
  ready_to_ship: "good",
  shipped: "good",
  on_hold: "problem",
  returned_to_sender: "neutral",
  disposed: "neutral",
  // Money that settled but must go back.
  refund_due: "problem",
};

const LOOK: Record<StatusTone, string> = {
  good: "bg-green-100 text-green-800",
  progress: "bg-amber-100 text-amber-900",
  problem: "bg-red-100 text-red-800",
  neutral: "bg-slate-100 text-slate-700",
};

export const statusTone = (status: string): StatusTone => TONES[status] ?? "neutral";

/**
 * A status badge in the spec's green for the good status of each kind; the others say whether the record is
 * still moving (amber: pending, in transit, open) or needs attention (red: failed, cancelled, rejected, overdue),
 * so 'In Transit' no longer looks like a failure.
 */
export function StatusBadge({
  status,
  label = status,
}: {
  status: string /** Shown instead of the stored value. */;
  label?: string;
}) {
  const tone = statusTone(status);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOK[tone]}`}
      data-status={status}
      data-tone={tone}
    >
      {label}
    </span>
  );
}
