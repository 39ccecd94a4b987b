/** The staff master-shipment screens' texts (toasts, fallbacks, empty states) in one place. */
export const MASTER_TEXTS = {
  title: "Master shipments",
  newTitle: "New master shipment",
  loaded: "Master shipments Loaded!",
  fetchFailed: "Failed to fetch master shipments.",
  loadError: "Could not load master shipments. Please try again.",
  notFound: "Master shipment not found.",
  createFailed: "Could not create the master shipment.",
  created: "Master shipment created.",
  editFailed: "Could not save the master shipment.",
  saved: "Master shipment saved.",
  eligibleFailed: "Could not load the paid ship requests.",
  loadFailed: "Could not add the ship requests.",
  unloadFailed: "Could not remove the shipment.",
  postFailed: "Could not post the update.",
  noShipments: "No shipments on this master yet. Add paid ship requests to load them.",
  noEligible: "No paid ship requests of this warehouse are waiting for a master.",
  noUpdates: "No updates posted yet.",
  onlyBeforeDeparture: "Shipments can be added or removed only before the master departs.",
} as const;

/** A datetime-local value ('2026-11-24T10:15') as an ISO instant in the staff member's own time zone. */
export function instantOfLocal(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

/** An ISO instant as a datetime-local input's value in the browser's time zone ('' when there is none). */
export function localInputOf(value: string | null | undefined): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** '1 customer', '3 customers'. */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
