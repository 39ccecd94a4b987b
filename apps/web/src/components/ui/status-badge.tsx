/** The spec's badges: green for the one 'good' status of each kind, red for every other value. */
const GREEN = new Set(["Paid", "paid", "approved", "delivered", "answered", "Available", "Delivered"]);

export function StatusBadge({ status, green }: { status: string; green?: boolean }) {
  const isGreen = green ?? GREEN.has(status);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${isGreen ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800"}`}
      data-status={status}
    >
      {status}
    </span>
  );
}
