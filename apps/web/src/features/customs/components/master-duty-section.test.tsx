import { ASSESSMENT_TEXTS, type AssessmentView, type MasterDutyView } from "@app/shared/customs/assessment";
import { describe, expect, it } from "vitest";
import { fakeNetwork } from "../../../../test/fake-network";
import { renderPage } from "../../../../test/render";
import { ownerAdmin } from "../../../../test/staff";
import { RequireAdmin } from "../../../lib/admin-session";
import { MasterDutySection } from "./master-duty-section";

/**
 * The reason of a master's assessed duty is e-mailed to every customer on the master (decision 0154): the form says
 * so beside the field, so staff do not name one customer in what all of them read.
 */
const RECORD: AssessmentView = {
  id: 4,
  assessed_kobo: 5_000_000,
  previous_kobo: 4_500_000,
  difference_kobo: 500_000,
  outcome: "charge",
  corrects_id: null,
  reason: null,
  master: { id: 3, reference: "MST-3" },
  waived_kobo: 0,
  ledger_transaction_id: null,
  invoice: null,
  recorded_by: "Olu Owner",
  created_at: "2026-12-01T10:00:00.000Z",
};
const shipment = (id: number, assessments: AssessmentView[]) => ({
  shipment_id: id,
  tracking_number: `SWG${id}`,
  estimated_kobo: 4_500_000,
  invoice_currency: "NGN" as const,
  invoice_amount_minor: 4_500_000,
  invoice_id: id,
  assessed_kobo: assessments.at(-1)?.assessed_kobo ?? null,
  difference_kobo: assessments.length ? 500_000 : null,
  assessments,
});
const VIEW: MasterDutyView = {
  master: { id: 3, reference: "MST-3" },
  shipments: [shipment(8, [RECORD]), shipment(9, [{ ...RECORD, id: 5 }])],
  estimated_kobo: 9_000_000,
  assessed_kobo: 10_000_000,
};

describe("a master's assessed duty, corrected", () => {
  it("tells staff beside the reason that every customer on the master receives it", async () => {
    fakeNetwork()
      .on("GET", "/api/admins/me", { body: { admin: ownerAdmin } })
      .on("GET", "/api/admin/master-shipments/3/customs-duty", { body: VIEW });
    const view = renderPage(
      <RequireAdmin>
        <MasterDutySection masterId={3} />
      </RequireAdmin>,
    );
    const reason = await view.findByRole("textbox", { name: /Reason for the correction/ });
    expect(reason.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.getElementById(reason.getAttribute("aria-describedby")!)?.textContent).toBe(
      "Every customer on this master receives this reason — do not name a customer.",
    );
    expect(ASSESSMENT_TEXTS.masterReasonHint).toBe(
      "Every customer on this master receives this reason — do not name a customer.",
    );
  });
});
