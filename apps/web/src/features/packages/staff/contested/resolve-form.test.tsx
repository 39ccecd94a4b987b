import { CONTESTED_TEXTS } from "@app/shared/packages/claims.staff";
import type { ContestedParcel } from "@app/shared/packages/claims.staff";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../../../test/render";
import { ResolveForm } from "./resolve-form";

/** The resolve form shows each claimant's receipt, the evidence the queue's intro asks staff to check. */
const owner = (id: number, name: string, suite: string) => ({
  id,
  name,
  suite_number: suite,
  email_address: `${id}@example.com`,
});
const claim = (id: number, who: ReturnType<typeof owner>, receipt: ContestedParcel["claims"][number]["pre_alert"]) => ({
  id,
  source: receipt ? ("pre_alert" as const) : ("label" as const),
  outcome: "pending" as const,
  owner: who,
  pre_alert: receipt,
  reason: null,
  decided_at: null,
  created_at: "2026-11-20T10:00:00Z",
});
const parcel: ContestedParcel = {
  id: 9,
  package_code: "SWP100009",
  status: "received",
  warehouse: "Trail Richmond",
  carrier: "UPS",
  carrier_tracking_number: "1Z999AA10123456784",
  description: "",
  weight_grams: 1000,
  bin_location: null,
  condition: "good",
  owner: null,
  label_owner_text: "smudged",
  photos: [],
  received_at: "2026-11-21T10:00:00Z",
  days_held: 0,
  created_at: "2026-11-21T10:00:00Z",
  contested_since: "2026-11-21T10:00:00Z",
  claims: [
    claim(1, owner(41, "Beatrice Nwosu", "SW10041"), {
      id: 5,
      package_code: "SWP100005",
      description: "Red kettle",
      receipt: { url: "/api/uploads/a.png", name: "order.png", pdf: false },
    }),
    claim(2, owner(42, "Abel Danjuma", "SW10042"), {
      id: 6,
      package_code: "SWP100006",
      description: "Phone case",
      receipt: { url: "/api/uploads/b.pdf", name: "invoice.pdf", pdf: true },
    }),
    claim(3, owner(43, "Chidi Okeke", "SW10043"), {
      id: 7,
      package_code: "SWP100007",
      description: "Books",
      receipt: null,
    }),
  ],
};

describe("the contested parcel's resolve form", () => {
  it("links each claimant's receipt by whose it is, and leaves the claimant's choice named by the claimant", () => {
    renderPage(<ResolveForm parcel={parcel} />);
    const image = screen.getByRole("link", {
      name: `${CONTESTED_TEXTS.receiptFrom("Beatrice Nwosu")} (image, opens in a new tab)`,
    });
    expect(image.getAttribute("href")).toBe("/api/uploads/a.png");
    expect(image.getAttribute("target")).toBe("_blank");
    const pdf = screen.getByRole("link", {
      name: `${CONTESTED_TEXTS.receiptFrom("Abel Danjuma")} (PDF, downloads)`,
    });
    expect(pdf.getAttribute("href")).toBe("/api/uploads/b.pdf");
    expect(pdf.getAttribute("download")).toBe("invoice.pdf");
    expect(screen.queryByRole("link", { name: /Chidi Okeke/ })).toBeNull();
    expect(screen.getByText(CONTESTED_TEXTS.noReceipt)).toBeTruthy();
    // The receipt's link is not part of the radio's name.
    expect(screen.getByRole("radio", { name: /Beatrice Nwosu/ }).getAttribute("value")).toBe("1");
    expect(screen.getByRole("radio", { name: /Beatrice Nwosu/ }).closest("label")?.textContent).not.toContain(
      "Receipt",
    );
  });

  it("sent without a claimant, says so and takes focus to the first claimant", async () => {
    const { user } = renderPage(<ResolveForm parcel={parcel} />);
    await user.click(screen.getByRole("button", { name: "Give the parcel to this claimant" }));
    const first = screen.getByRole("radio", { name: /Beatrice Nwosu/ });
    await waitFor(() => expect(document.activeElement).toBe(first));
    expect(first.getAttribute("aria-invalid")).toBe("true");
  });
});
