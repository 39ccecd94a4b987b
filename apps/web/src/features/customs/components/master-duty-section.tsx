import { ASSESSMENT_TEXTS } from "@app/shared/customs/assessment";
import { can } from "@app/shared/core/roles";
import { formatKobo } from "@app/shared/wallet/wallet";
import { useQueryClient } from "@tanstack/react-query";
import { Link } from "../../../components/ui/link";
import { useAdmin } from "../../../lib/admin-session";
import { recordMasterAssessment, staffMasterDutyKey, useStaffMasterDuty } from "../api/assessed-duty";
import { AssessmentForm } from "./assessment-form";
import { DutyLoadFailed } from "./duty-records";

const TH = "px-3 py-2 text-left font-semibold text-slate-700";
const TD = "px-3 py-2 text-slate-800";

/**
 * A master's duty-paid shipments (decision 0082): each one's estimate and assessed duty, and the form for the
 * master's total, which the server shares between them by estimate, exact to the kobo.
 */
export function MasterDutySection({ masterId }: { masterId: number }) {
  const admin = useAdmin();
  const allowed = can(admin.role, "customs.manage", admin.warehouses);
  const duty = useStaffMasterDuty(masterId, allowed);
  const queryClient = useQueryClient();
  const view = duty.data;
  if (allowed && duty.isError && !duty.data)
    return (
      <DutyLoadFailed
        query={duty}
        heading={ASSESSMENT_TEXTS.title}
        headingId="master-duty-heading"
        title="We could not load the duties and taxes of this master's shipments."
      />
    );
  if (!allowed || !view || view.shipments.length === 0) return null;
  const correcting = view.shipments.some((s) => s.assessments.length > 0);
  return (
    <section className="mt-6 space-y-3" aria-labelledby="master-duty-heading">
      <h2 id="master-duty-heading" className="text-lg font-semibold text-slate-900">
        {ASSESSMENT_TEXTS.title}
      </h2>
      <div className="overflow-x-auto">
        <table className="min-w-full text-sm">
          <thead className="bg-slate-50">
            <tr>
              <th className={TH}>Shipment</th>
              <th className={TH}>Estimated</th>
              <th className={TH}>Assessed</th>
            </tr>
          </thead>
          <tbody>
            {view.shipments.map((s) => (
              <tr key={s.shipment_id} className="border-t border-slate-100">
                <td className={TD}>
                  <Link to={`/admin/shipment/${s.shipment_id}`} className="text-brand-700 hover:underline">
                    {s.tracking_number}
                  </Link>
                </td>
                <td className={TD}>{formatKobo(s.estimated_kobo)}</td>
                <td className={TD}>{s.assessed_kobo === null ? "—" : formatKobo(s.assessed_kobo)}</td>
              </tr>
            ))}
            <tr className="border-t border-slate-200 font-semibold">
              <td className={TD}>Total</td>
              <td className={TD}>{formatKobo(view.estimated_kobo)}</td>
              <td className={TD}>{view.assessed_kobo === null ? "—" : formatKobo(view.assessed_kobo)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <AssessmentForm
        correcting={correcting}
        label="Record the master's assessed duty"
        hint="The master's total: it is shared between these shipments by their estimates."
        reasonHint={ASSESSMENT_TEXTS.masterReasonHint}
        save={async (input) => {
          const answer = await recordMasterAssessment(masterId, input);
          queryClient.setQueryData(staffMasterDutyKey(masterId), answer.duty);
          return answer;
        }}
      />
    </section>
  );
}
