/**
 * Nigerian customs duty and taxes (issue 37, docs/decisions/0072-customs-duty-estimate-and-tariff.md): the words and
 * lists the browser, the server and the database share.
 */

/** Whether a tariff heading may be imported: freely, with a permit or condition (restricted), or not at all. */
export const CUSTOMS_RESTRICTIONS = ["none", "restricted", "prohibited"] as const;
export type CustomsRestriction = (typeof CUSTOMS_RESTRICTIONS)[number];

/** Who set a declaration line's HS code: suggested from its description, chosen by the customer, corrected by staff. */
export const HS_CODE_SOURCES = ["suggested", "customer", "staff"] as const;
export type HsCodeSource = (typeof HS_CODE_SOURCES)[number];

/** What an exchange rate is for: paying invoices in naira, or converting declared values for customs. */
export const EXCHANGE_RATE_KINDS = ["payment", "customs"] as const;
export type ExchangeRateKind = (typeof EXCHANGE_RATE_KINDS)[number];

/** A tariff heading: 4 or 6 digits of the Harmonized System, matched as a prefix of a line's HS code. */
export const HEADING_PATTERN = /^[0-9]{4}([0-9]{2})?$/;
/** A declaration line's HS code: 4 to 10 digits (a heading, a subheading or a national tariff line). */
export const HS_CODE_PATTERN = /^[0-9]{4,10}$/;
/** An HS code as typed ('8518.30', '6403 99') as its digits: the dots and spaces people write it with dropped. */
export const hsCodeDigits = (typed: string) => typed.replace(/[.\s]/g, "");
/** A percent as exact decimal text: up to 3 whole digits and 4 decimals ('7.5', '0.5', '20'). */
export const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,4})?$/;
