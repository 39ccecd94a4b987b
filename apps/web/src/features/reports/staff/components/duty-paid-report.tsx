import { isCalendarMonth } from "@app/shared/core/calendar-day";
import { lagosDate } from "@app/shared/packages/claims";
import type { DutyPaidRow } from "@app/shared/reports/duty-paid";
import { formatMinor } from "@app/shared/rates/rates";
import { useState } from "react";
import { buttonClass } from "../../../../components/ui/button";
import { Card, EmptyState } from "../../../../components/ui/card";
import { type Column, DataTable } from "../../../../components/ui/data-table";
import { LoadFailed } from "../../../../components/ui/load-failed";
import { TextField } from "../../../../components/ui/field";
import { dutyPaidCsvUrl, useDutyPaid } from "../api/reports";

/** The month before this one (Lagos and UTC agree but for an hour at the month's edge: the report says which). */
function lastMonth(now = new Date()): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return d.toISOString().slice(0, 7);
}

const naira = (kobo: number) => formatMinor(kobo, "NGN");

const COLUMNS: Column<DutyPaidRow>[] = [
  { header: "House waybill", cell: (r) => r.tracking_number },
  { header: "Consignee", cell: (r) => r.consignee },
  { header: "HS codes", cell: (r) => r.hs_codes.join(", ") },
  { header: "Invoice", cell: (r) => `${r.invoice ?? "—"} · ${formatMinor(r.invoice_duty_minor, r.invoice_currency)}` },
  { header: "Duty paid", cell: (r) => naira(r.duty_paid_kobo) },
  // The day in Lagos, as the CSV and the month's cut (a delivery at 00:30 Lagos is that day's, not the day before).
  { header: "Delivered", cell: (r) => lagosDate(r.delivered_at) },
];

/**
 * The monthly report of duty-paid shipments customs ask for (owners and managers): the month's delivered shipments
 * whose duty was collected with the invoice, their totals, and the CSV to send.
 */
export function DutyPaidReport() {
  const [month, setMonth] = useState(lastMonth);
  const valid = isCalendarMonth(month);
  const report = useDutyPaid(valid ? month : "");
  const totals = report.data?.totals;
  return (
    <Card className="space-y-3">
      <h2 className="text-base font-semibold text-slate-900">Duty-paid shipments for customs</h2>
      <p className="text-sm text-slate-600">
        Shipments delivered in the month (Lagos time) whose duty and taxes were collected with their invoice, with their
        HS codes; the totals are the invoices' duty lines.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          label="Month"
          type="month"
          value={month}
          error={valid ? undefined : "Enter a month as YYYY-MM"}
          onChange={(e) => setMonth(e.target.value)}
        />
        <a href={valid ? dutyPaidCsvUrl(month) : undefined} className={buttonClass("secondary")} download>
          Duty-paid report (CSV)
        </a>
      </div>
      {report.isError ? (
        <LoadFailed query={report} title="Could not load the duty-paid report." />
      ) : report.data?.rows.length === 0 ? (
        <EmptyState>No duty-paid shipment was delivered in {month}.</EmptyState>
      ) : (
        <DataTable
          caption={`Duty-paid shipments, ${month}`}
          columns={COLUMNS}
          rows={report.data?.rows}
          rowKey={(r) => r.shipment_id}
          loading={valid && !report.data}
          bare
          footer={
            totals && [
              ["Shipments", String(totals.shipments)],
              ["Duty paid", naira(totals.duty_paid_kobo)],
              ...totals.invoice_duty.map((t): [string, string] => [
                `On invoices (${t.currency})`,
                formatMinor(t.total_minor, t.currency),
              ]),
            ]
          }
        />
      )}
    </Card>
  );
}
