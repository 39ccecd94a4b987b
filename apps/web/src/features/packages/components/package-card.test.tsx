import { CLAIM_TEXTS } from "@app/shared/packages/claims";
import type { CustomerPackage } from "@app/shared/packages/pre-alert";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { watchInsertions } from "../../../../test/live-region";
import { preAlertedPackage } from "../../../../test/package";
import { renderPage } from "../../../../test/render";
import { PackageCard } from "./package-card";

const preAlert: CustomerPackage = {
  ...preAlertedPackage,
  receipt: null,
  claim: null,
  ship_request_id: null,
};

/** My Packages' card as the list shows it, and the same card once the list has been read again ('Read again'). */
function CardReadAgain({ next }: { next: CustomerPackage }) {
  const [item, setItem] = useState(preAlert);
  return (
    <>
      <PackageCard item={item} />
      <button type="button" onClick={() => setItem(next)}>
        Read again
      </button>
    </>
  );
}

/**
 * A pre-alert's tracking number contested at the desk while the customer has My Packages open: the claim's news
 * arrives in the card. WCAG 4.1.3: it goes into the card's status region, there (empty) from the start, so screen
 * readers announce it; a region inserted with its text is not announced.
 */
describe("a claim's outcome on a package card", () => {
  it("arrives in the card's status region that was already there, and is announced", async () => {
    const insertions = watchInsertions();
    const claimed = {
      ...preAlert,
      claim: { outcome: "pending" as const, message: CLAIM_TEXTS.pending, decided_at: null },
    };
    const view = renderPage(<CardReadAgain next={claimed} />);
    expect(view.queryByTestId("claim-outcome")).toBeNull();

    await view.user.click(view.getByRole("button", { name: "Read again" }));
    const outcome = view.getByTestId("claim-outcome");
    expect(outcome.textContent).toBe(CLAIM_TEXTS.pending);
    expect(insertions.arrivedInStatusRegion(outcome)).toBe(true);
  });
});
