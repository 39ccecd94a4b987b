const BYTE_UNITS = ["bytes", "KB", "MB", "GB", "TB"];

/** A size of one unit as shown: one decimal below 10 ("9.9"), whole above ("10", "999"), rounded half up. */
function shownSize(value: number): string {
  const tenths = Math.round(value * 10) / 10;
  return tenths < 10 ? tenths.toFixed(1) : String(Math.round(value));
}

/**
 * 1536 → "1.5 KB": decimal units, as disks are sold. The unit is chosen after rounding, so a size that rounds up to
 * 1000 of one unit reads as the next one: 999,999 bytes is "1.0 MB", not "1000 KB".
 */
export function formatBytes(bytes: number): string {
  if (Math.round(bytes) < 1000) return `${bytes} bytes`;
  let value = bytes / 1000;
  let unit = 1;
  while (Number(shownSize(value)) >= 1000 && unit < BYTE_UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${shownSize(value)} ${BYTE_UNITS[unit]}`;
}

/** 4000 → "1 h 6 min": the largest two units. */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}

/** A moment as the system page shows it: local date and time to the second, once, e.g. '01-12-2026 08:38:58'. */
export function formatMoment(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "—";
  const pad = (n: number) => String(n).padStart(2, "0");
  const day = `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
