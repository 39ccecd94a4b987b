import type { StaffProcurement } from "@app/shared/procurements/staff";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../../../test/render";
import { ShopRequestCard } from "./shop-request-card";

const request = (address: unknown): StaffProcurement => ({
  id: 12,
  status: "pending",
  store_name: "Amazon",
  store_website: "https://www.amazon.co.uk",
  currency: "GBP (£)",
  user_id: 7,
  email_address: "ngozi@example.com",
  total: "210.49",
  created_at: "2026-11-30T10:00:00Z",
  invoice: null,
  customer_name: "Ngozi Eze",
  warehouse: "Brixton",
  address,
  doorstep_delivery: false,
  delivery_address: null,
  added_charges: "12.50",
  extra_info: null,
  updated_at: "2026-11-30T10:00:00Z",
  products: [],
  images: [],
  audit: [],
});

/** What staff read next to each term of the card's detail list. */
const shownFor = (view: ReturnType<typeof renderPage>, term: string) =>
  view.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;

describe("the staff shop request card", () => {
  it("shows the address the customer gave as theirs, with its phone number, not as the warehouse's", () => {
    const view = renderPage(
      <ShopRequestCard
        canCreateInvoice={false}
        procurement={request({
          address_line1: "15 Admiralty Way",
          address_line2: null,
          city: "Lekki",
          state: "Lagos",
          country: "Nigeria",
          zip: "106104",
          phone_number: "0803 123 4567",
        })}
      />,
    );
    // The form asks for 'Your address' (filled from the profile): beside 'Warehouse: London' it read as the
    // warehouse's address, and the phone number the form requires was nowhere.
    expect(view.queryByText("Warehouse address", { selector: "dt" })).toBeNull();
    expect(shownFor(view, "Address")).toContain("15 Admiralty Way");
    expect(shownFor(view, "Phone number")).toBe("0803 123 4567");
    expect(shownFor(view, "Warehouse")).toBe("London, UK");
  });

  it("shows no phone number for an older request stored without one", () => {
    const older = JSON.stringify({
      address_line1: "1 Main St",
      city: "Stafford",
      state: "TX",
      zip: "77477",
      country: "US",
    });
    const view = renderPage(<ShopRequestCard canCreateInvoice={false} procurement={request(older)} />);
    expect(shownFor(view, "Address")).toContain("1 Main St");
    expect(shownFor(view, "Phone number")).toBe("—");
  });
});
