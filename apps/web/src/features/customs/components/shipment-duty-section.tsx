import { ASSESSMENT_TEXTS } from "@app/shared/customs/assessment";
import { can } from "@app/shared/core/roles";
import { useQueryClient } from "@tanstack/react-query";
import { useAdmin } from "../../../lib/admin-session";
import { recordShipmentAssessment, staffShipmentDutyKey, useStaffShipmentDuty } from "../api/assessed-duty";
import { AssessmentForm } from "./assessment-form";
import { AssessmentRecords, DutyFigures, DutyLoadFailed } from "./duty-records";

const staffInvoicePath = (id: number) => `/admin/invoices/${id}`;

/**
 * A duty-paid shipment's staff page (issue 37, decision 0082): the estimate charged at packing, the duty customs
 * assessed and what each record settled; owners and managers record it (or a correction, with its reason).
 */
export function ShipmentDutySection({ shipmentId }: { shipmentId: number }) {
  const admin = useAdmin();
  const allowed = can(admin.role, "customs.manage", admin.warehouses);
  const duty = useStaffShipmentDuty(shipmentId, allowed);
  const queryClient = useQueryClient();
  const view = duty.data?.duty;
  if (allowed && duty.isError && !duty.data)
    return <DutyLoadFailed query={duty} heading={ASSESSMENT_TEXTS.title} headingId="duty-heading" />;
  if (!allowed || !view) return null;
  return (
    <section className="no-print mt-6 space-y-3" aria-labelledby="duty-heading">
      <h2 id="duty-heading" className="text-lg font-semibold text-slate-900">
        {ASSESSMENT_TEXTS.title}
      </h2>
      <DutyFigures duty={view} />
      <AssessmentRecords assessments={view.assessments} invoicePath={staffInvoicePath} />
      <AssessmentForm
        correcting={view.assessments.length > 0}
        label="Record the assessed duty"
        hint="What customs assessed for this shipment: duty, surcharge, CISS, ETLS and VAT."
        save={async (input) => {
          const answer = await recordShipmentAssessment(shipmentId, input);
          queryClient.setQueryData(staffShipmentDutyKey(shipmentId), { duty: answer.duty });
          return answer;
        }}
      />
    </section>
  );
}
