import type { DutyPaidReport as Report } from "@app/shared/reports/duty-paid";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { checkNoUnansweredRequests, fakeNetwork } from "../../../../../test/fake-network";
import { renderPage } from "../../../../../test/render";
import { DutyPaidReport } from "./duty-paid-report";

afterEach(checkNoUnansweredRequests);

/** The duty-paid screen dates a delivery by its Lagos day, as the CSV and the month's cut do. */
describe("the duty-paid report's screen", () => {
  it("shows a delivery at 00:30 Lagos on 1 November (23:30 UTC on 31 October) as 1 Nov 2026", async () => {
    const report: Report = {
      month: "2026-11",
      rows: [
        {
          shipment_id: 7,
          tracking_number: "SW-HAWB-7",
          consignee: "Ada Obi",
          master: null,
          hs_codes: ["8517130000"],
          invoice: "INV-7",
          invoice_currency: "USD",
          invoice_duty_minor: 2_334,
          duty_paid_kobo: 3_500_050,
          assessed_kobo: null,
          delivered_at: "2026-10-31T23:30:00.000Z",
        },
      ],
      totals: { shipments: 1, duty_paid_kobo: 3_500_050, assessed_kobo: 0, invoice_duty: [] },
    };
    fakeNetwork().on("GET", "/api/admin/reports/duty-paid", { body: report });
    renderPage(<DutyPaidReport />);
    const row = (await screen.findByText("SW-HAWB-7")).closest("tr");
    expect(row?.textContent).toContain("1 Nov 2026");
    expect(row?.textContent).not.toContain("October");
  });
});
