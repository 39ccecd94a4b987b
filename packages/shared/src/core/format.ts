import type { CurrencyCode } from "./enums.js";

const SYMBOLS: Record<CurrencyCode, string> = { USD: "$", GBP: "£", NGN: "₦", CNY: "¥" };

/** Accepts a plain code ('USD') or a labelled currency ('USD ($)') and returns its symbol. */
export function currencySymbol(currency: string | null | undefined): string {
  if (!currency) return "";
  const inBrackets = /\(([^)]+)\)/.exec(currency);
  if (inBrackets?.[1]) return inBrackets[1];
  return SYMBOLS[currency.trim().toUpperCase() as CurrencyCode] ?? currency;
}

let money: Intl.NumberFormat | undefined;
/** One formatter for every amount: toLocaleString with options builds a new one per call (a list has dozens). */
function moneyFormat() {
  money ??= new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return money;
}

/** Money with its currency symbol and two decimals, e.g. '$1,250.00'. */
export function formatMoney(amount: number | string | null | undefined, currency?: string | null): string {
  const value = Number(amount ?? 0);
  const formatted = moneyFormat().format(Number.isFinite(value) ? value : 0);
  return `${currencySymbol(currency)}${formatted}`;
}

function toDate(value: string | number | Date): Date {
  if (value instanceof Date) return value;
  // A plain 'YYYY-MM-DD' is a calendar date: read it at noon UTC so no time zone shifts its day.
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T12:00:00Z`);
  return new Date(value);
}

/** Long US date, e.g. 'March 5, 2026' (public tracking). */
export function formatLongDate(value: string | number | Date | null | undefined): string {
  if (value == null || value === "") return "—";
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "—";
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" });
}

/**
 * A moment's long US day in the runtime's time zone (the reader's, in a browser), e.g. the tracking page's 'Last Update':
 * formatLongDate reads the UTC day, so an update at 9:30 PM on December 1 in Texas (03:30 UTC on December 2) read
 * December 2 beside a timeline saying December 1. A plain 'YYYY-MM-DD' keeps its day.
 */
export function formatLongDay(value: string | number | Date | null | undefined): string {
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatLongDate(value);
  if (value == null || value === "") return "—";
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "—";
  return date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
}

/** The clock of formatLongDateTime: 12-hour ('4:01 AM', the tracking timeline) or 24-hour ('04:01', staff screens). */
const CLOCKS = {
  "12h": { hour: "numeric", minute: "2-digit", hour12: true },
  "24h": { hour: "2-digit", minute: "2-digit", hourCycle: "h23" },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A moment as a long US date with its time, both read in the runtime's time zone (the reader's, in a browser), e.g.
 * 'March 5, 2026, 2:30 PM'. Not formatLongDate (the UTC day, right for a calendar date) beside a local time: 20:01
 * UTC on December 1 is 4:01 AM on December 2 in Shanghai, and would read as December 1.
 */
export function formatLongDateTime(
  value: string | number | Date | null | undefined,
  { clock = "12h" }: { clock?: keyof typeof CLOCKS } = {},
): string {
  if (value == null || value === "") return "—";
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "—";
  const day = date.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric" });
  return `${day}, ${date.toLocaleTimeString("en-US", CLOCKS[clock])}`;
}

/** Portal date: day-month-year with 12-hour time and am/pm, e.g. '05-03-2026 02:30 pm'. */
export function formatPortalDate(value: string | number | Date | null | undefined): string {
  if (value == null || value === "") return "—";
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return "—";
  const pad = (n: number) => String(n).padStart(2, "0");
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? "am" : "pm";
  return `${pad(date.getDate())}-${pad(date.getMonth() + 1)}-${date.getFullYear()} ${pad(hour12)}:${pad(date.getMinutes())} ${suffix}`;
}

/**
 * Portal day, e.g. '05-03-2026': a calendar date ('YYYY-MM-DD': an ETA, a shipment date) as it is written, in every
 * time zone; a moment on the reader's day. formatPortalDate of a calendar date reads it at noon UTC, which is the
 * next day at UTC+13 and UTC+14 (Samoa, Kiribati): an estimated delivery of 5 March read 06-03-2026 there.
 */
export function formatPortalDay(value: string | number | Date | null | undefined): string {
  const day = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (day) return `${day[3]}-${day[2]}-${day[1]}`;
  return formatPortalDate(value).slice(0, 10);
}

/** 1 lb = 0.45359237 kg (pickup weights are entered in lbs and shown in kg). */
export function lbsToKg(lbs: number | string): number {
  return Math.round(Number(lbs) * 0.45359237 * 100) / 100;
}
