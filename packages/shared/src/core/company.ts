/** Company details: the one place pages, e-mails and the server read them from. */
export const COMPANY = {
  name: "Swiftway Global Logistics",
  shortName: "Swiftway",
  blurb:
    "Swiftway Global Logistics is one of the world's leading logistics companies, moving air cargo, sea freight and parcels between the USA, the UK, China and Nigeria.",
  phone: "+234 803 555 0142",
  phoneHref: "tel:+2348035550142",
  email: "hello@swiftwaylogistics.com",
  office: {
    line1: "12 Herbert Macaulay Way",
    line2: "Sabo, Yaba",
    city: "Lagos",
    country: "Nigeria",
  },
  hours: "Monday to Friday, 9am to 6pm",
  mapEmbedQuery: "12 Herbert Macaulay Way, Yaba, Lagos",
  social: {
    facebook: "https://www.facebook.com/swiftwaylogistics",
    instagram: "https://www.instagram.com/swiftwaylogistics",
    youtube: "https://www.youtube.com/@swiftwaylogistics",
  },
  trackingPrefix: "SWG",
  invoicePrefix: "INV",
  suitePrefix: "SW",
} as const;

export type WarehouseCode = "Trail Richmond" | "Brixton" | "Sabo Yaba" | "Isolo" | "Guangzhou";

export interface WarehouseOption {
  /** warehouse_choice value of the spec (a city name). */
  city: WarehouseCode;
  label: string;
  currency: "USD ($)" | "GBP (£)" | "NGN (₦)" | "CNY (¥)";
  address_line1: string;
  address_line2: string;
  /** The town or city a store's checkout asks for (Stafford, London, Yaba, ...). */
  town: string;
  /** Nigerian addresses: a landmark near the door, as local couriers expect. */
  landmark?: string;
  /** The state as checkouts take it: the two-letter code in the USA; empty where there is none (UK). */
  state: string;
  country: string;
  phone_number: string;
  zip: string;
  /** The ticket form's warehouse value. */
  ticketValue: "USA" | "UK" | "Nigeria" | "China";
  /**
   * A shopping address (a suite address customers buy to): the origins, USA, UK and China. The Lagos warehouses are
   * destinations only (docs/decisions/0039).
   */
  forShopping: boolean;
}

export const WAREHOUSES: readonly WarehouseOption[] = [
  {
    city: "Trail Richmond",
    label: "Stafford, Texas, USA",
    currency: "USD ($)",
    address_line1: "12603 Trail Richmond Dr",
    address_line2: "Suite {suite}",
    town: "Stafford",
    state: "TX",
    country: "United States",
    phone_number: "+1 281 555 0190",
    zip: "77477",
    ticketValue: "USA",
    forShopping: true,
  },
  {
    city: "Brixton",
    label: "London, UK",
    currency: "GBP (£)",
    address_line1: "48 Brixton Water Lane",
    address_line2: "Unit {suite}",
    town: "London",
    state: "",
    country: "United Kingdom",
    phone_number: "+44 20 7946 0321",
    zip: "SW2 1PE",
    ticketValue: "UK",
    forShopping: true,
  },
  {
    city: "Sabo Yaba",
    label: "Lagos (Sabo Yaba), Nigeria",
    currency: "NGN (₦)",
    address_line1: "12 Herbert Macaulay Way, Sabo",
    address_line2: "Box {suite}",
    town: "Yaba",
    landmark: "Opposite Yaba College of Technology",
    state: "Lagos",
    country: "Nigeria",
    phone_number: "+234 803 555 0142",
    zip: "101245",
    ticketValue: "Nigeria",
    forShopping: false,
  },
  {
    city: "Isolo",
    label: "Lagos (Isolo), Nigeria",
    currency: "NGN (₦)",
    address_line1: "7 Osolo Way, Isolo",
    address_line2: "Box {suite}",
    town: "Isolo",
    landmark: "Near Isolo General Hospital",
    state: "Lagos",
    country: "Nigeria",
    phone_number: "+234 803 555 0177",
    zip: "100261",
    ticketValue: "Nigeria",
    forShopping: false,
  },
  {
    city: "Guangzhou",
    label: "Guangzhou, China",
    currency: "CNY (¥)",
    address_line1: "88 Huangpu Avenue West, Tianhe District",
    address_line2: "Room {suite}",
    town: "Guangzhou",
    state: "Guangdong",
    country: "China",
    phone_number: "+86 20 5555 0188",
    zip: "510630",
    ticketValue: "China",
    forShopping: true,
  },
];

/**
 * Each warehouse's own time zone (IANA), for a day printed where the parcel is, such as the label's 'Received' day:
 * the UTC day put a parcel received at the Texas warehouse after 6 PM (Central time) on the next day.
 */
export const WAREHOUSE_TIME_ZONES: Readonly<Record<WarehouseCode, string>> = {
  "Trail Richmond": "America/Chicago",
  Brixton: "Europe/London",
  "Sabo Yaba": "Africa/Lagos",
  Isolo: "Africa/Lagos",
  Guangzhou: "Asia/Shanghai",
};

/** The time zone of the warehouse with this code; UTC for a code that is none of ours. */
export function warehouseTimeZone(code: string): string {
  return WAREHOUSE_TIME_ZONES[code as WarehouseCode] ?? "UTC";
}

/** A warehouse's address lines with the customer's suite number filled in. */
export function warehouseAddressFor(warehouse: WarehouseOption, suiteNumber: string) {
  return { ...warehouse, address_line2: warehouse.address_line2.replace("{suite}", suiteNumber) };
}

/**
 * A shopping address laid out in the fields a store's checkout asks for, one value per field, so each copies
 * into its own box: USA street, suite, city, state code, ZIP; UK street, town, postcode; Nigeria street,
 * landmark, city, state.
 */
export function addressFields(
  address: Pick<WarehouseOption, "address_line1" | "address_line2" | "town" | "landmark" | "state" | "zip" | "country">,
): Array<[label: string, value: string]> {
  const uk = address.country === "United Kingdom";
  const us = address.country === "United States";
  const fields: Array<[string, string | undefined]> = [
    ["Address Line 1", address.address_line1],
    ["Address Line 2", address.address_line2],
    ["Nearest Landmark", address.landmark],
    [uk ? "Town / City" : "City", address.town],
    ["State", address.state],
    [us ? "ZIP Code" : uk ? "Postcode" : "Postal Code", address.zip],
    ["Country", address.country],
  ];
  return fields.filter((field): field is [string, string] => Boolean(field[1]));
}
