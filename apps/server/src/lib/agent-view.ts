import { fieldWords } from "@app/shared/core/audit";

/**
 * What a partner agent is shown (issue 36, docs/decisions/0070): a customer's name and suite number, never their
 * e-mail, phone, addresses or money. Applied once to every answer of a staff route called by an agent
 * (lib/routes.ts) and to every CSV export (lib/list.ts), so a route added later cannot leak them by forgetting.
 * Fields keep their type so the answer still matches its schema: hidden text becomes '', hidden amounts 0, lists
 * of amounts []; codes such as a currency stay.
 */

/** Contact details and addresses: text emptied. */
const HIDDEN_TEXT = new Set([
  "email",
  "email_address",
  "contact_email",
  "phone",
  "phone_number",
  "contact_number",
  "street",
  "landmark",
  "lga",
  "address_line1",
  "address_line2",
  "delivery_address",
  "zip",
  // Money as text: a storage fee, a declared value.
  "fee_per_day",
  "fees_so_far",
  "declared_value",
]);
/** Amounts in minor units: 0. */
const HIDDEN_AMOUNTS = new Set(["total_minor", "unit_value_minor", "amount_minor", "quote_total_minor"]);
/** Lists of amounts (per currency): emptied. */
const HIDDEN_LISTS = new Set(["declared", "totals"]);

/** An e-mail address inside any text (a note); one in brackets after a name ('Ada Lovelace (ada@example.com)') goes. */
const EMAIL = String.raw`[^\s()<>"',;:@]+@[^\s()<>"',;:@]+\.[^\s()<>"',;:@]+`;
const EMAIL_IN_BRACKETS = new RegExp(String.raw`\s*\(${EMAIL}\)`, "g");
const EMAIL_IN_TEXT = new RegExp(EMAIL, "g");

export function agentView<T>(value: T): T {
  return hide(value, undefined) as T;
}

/** An audit entry ({ field, old_value, new_value, summary }) changing a hidden field: what changed, not the values. */
function isHiddenChange(value: object): value is { field: string; summary: string } {
  const field = (value as { field?: unknown }).field;
  return (
    typeof field === "string" &&
    "summary" in value &&
    "old_value" in value &&
    (HIDDEN_TEXT.has(field) || HIDDEN_AMOUNTS.has(field))
  );
}

function hide(value: unknown, key: string | undefined): unknown {
  if (key !== undefined) {
    if (HIDDEN_LISTS.has(key) && Array.isArray(value)) return [];
    if (HIDDEN_AMOUNTS.has(key) && typeof value === "number") return 0;
    if (HIDDEN_TEXT.has(key) && typeof value === "string") return "";
    // An amount ({ total_minor, currency, text }): its figure and its formatted text.
    if (key === "amount" && value !== null && typeof value === "object" && "text" in value)
      return { ...(hide(value, undefined) as object), text: "" };
  }
  if (typeof value === "string") return value.replace(EMAIL_IN_BRACKETS, "").replace(EMAIL_IN_TEXT, "(e-mail hidden)");
  if (Array.isArray(value)) return value.map((item) => hide(item, undefined));
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    if (isHiddenChange(value))
      return {
        ...hideEach({ ...value, old_value: null, new_value: null }),
        summary: `${fieldWords(value.field)} changed`,
      };
    return hideEach(value);
  }
  return value;
}

function hideEach(value: object): object {
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hide(v, k)]));
}

/** CSV columns an agent's export leaves out: contact details, addresses and money. */
export const AGENT_HIDDEN_CSV = /e-?mail|phone|address|amount|cost|price|value|fee|total|charge|paid|invoice/i;
