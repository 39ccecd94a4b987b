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

export function agentView<T>(value: T): T {
  return hide(value, undefined) as T;
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
  if (Array.isArray(value)) return value.map((item) => hide(item, undefined));
  if (value !== null && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype)
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, hide(v, k)]));
  return value;
}

/** CSV columns an agent's export leaves out: contact details, addresses and money. */
export const AGENT_HIDDEN_CSV = /e-?mail|phone|address|amount|cost|price|value|fee|total|charge|paid|invoice/i;
