import { CONTESTED_TEXTS as TEXTS } from "@app/shared/packages/claims.staff";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { ContestedQueue } from "../../features/packages/staff/contested/contested-queue";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { staffOnlyPage } from "../../components/admin-list/staff-only";

/** /admin/packages/contested: parcels more than one customer claims, resolved one by one with a reason. */
function AdminContestedPage() {
  useDocumentTitle(TEXTS.queueTitle);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{TEXTS.queueTitle}</h1>
        <Link to="/admin/packages" className={buttonClass("secondary")}>
          All packages
        </Link>
      </div>
      <p className="max-w-3xl text-sm text-slate-700">{TEXTS.intro}</p>
      <ContestedQueue />
    </div>
  );
}

export default staffOnlyPage(["records.view"], TEXTS.queueTitle, AdminContestedPage);
