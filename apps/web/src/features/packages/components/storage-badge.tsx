import type { PackageView } from "@app/shared/packages/packages";

type Storage = NonNullable<PackageView["storage"]>;

/** How the free-storage clock reads: calm with more than a week left, a warning in the last week, a problem once fees run. */
export function storageTone(storage: Storage): "calm" | "warning" | "problem" {
  if (storage.free_days_left <= 0) return "problem";
  return storage.free_days_left <= 7 ? "warning" : "calm";
}

const LOOK = {
  calm: "bg-green-100 text-green-800",
  warning: "bg-amber-100 text-amber-900",
  problem: "bg-red-100 text-red-800",
} as const;

export const storageText = (storage: Storage) =>
  storage.free_days_left <= 0
    ? "Free storage is over: storage fees apply"
    : `${storage.free_days_left} ${storage.free_days_left === 1 ? "day" : "days"} of free storage left`;

/** The countdown badge of a parcel on our shelves. */
export function StorageBadge({ storage }: { storage: Storage }) {
  const tone = storageTone(storage);
  return (
    <span
      className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${LOOK[tone]}`}
      data-testid="storage-badge"
      data-tone={tone}
    >
      {storageText(storage)}
    </span>
  );
}
