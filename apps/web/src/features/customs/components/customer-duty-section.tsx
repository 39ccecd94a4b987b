import { ASSESSMENT_TEXTS } from "@app/shared/customs/assessment";
import { useShipmentDuty } from "../api/assessed-duty";
import { AssessmentRecords, DutyFigures, DutyLoadFailed } from "./duty-records";

const customerInvoicePath = (id: number) => `/user/invoice/${id}`;

/** The customer's duty-paid shipment: estimated vs assessed duty and what each difference did (credit or invoice). */
export function CustomerDutySection({ shipmentId }: { shipmentId: number }) {
  const query = useShipmentDuty(shipmentId);
  const duty = query.data?.duty;
  if (query.isError && !query.data)
    return <DutyLoadFailed query={query} heading={ASSESSMENT_TEXTS.customerTitle} headingId="duty-heading" />;
  if (!duty) return null;
  return (
    <section className="mt-8 space-y-3" aria-labelledby="duty-heading">
      <h2 id="duty-heading" className="text-lg font-semibold text-slate-900">
        {ASSESSMENT_TEXTS.customerTitle}
      </h2>
      <DutyFigures duty={duty} />
      <AssessmentRecords assessments={duty.assessments} invoicePath={customerInvoicePath} />
    </section>
  );
}
