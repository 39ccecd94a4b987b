import { EMPTY_RATE_CARD_FORM, formValuesOf, RATE_TEXTS, todayText } from "@app/shared/rates/staff";
import { can } from "@app/shared/core/roles";
import { useNavigate, useParams } from "react-router";
import { EmptyState, PageHeader, Spinner } from "../../components/ui/card";
import { useRateCardVersion, useRateRoutes } from "../../features/rates/staff/api/rate-cards";
import { RateCardForm } from "../../features/rates/staff/components/rate-card-form";
import { errorMessage } from "../../lib/api";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/rates/new (a new route) and /admin/rates/{id}/edit (the next version of that version's route). */
export default function AdminRateCardFormPage() {
  useDocumentTitle(RATE_TEXTS.newTitle);
  const admin = useAdmin();
  const navigate = useNavigate();
  const { id } = useParams();
  const versionId = id ? Number(id) : null;
  const allowed = can(admin.role, "rates.manage", admin.warehouses);
  const routes = useRateRoutes(allowed);
  const version = useRateCardVersion(versionId, allowed);
  if (!allowed) return <EmptyState>{RATE_TEXTS.onlyManagers}</EmptyState>;
  if (routes.isPending || (versionId != null && version.isPending)) return <Spinner />;
  const failure = routes.error ?? version.error;
  if (failure || !routes.data) return <EmptyState>{errorMessage(failure, RATE_TEXTS.fetchFailed)}</EmptyState>;
  const defaults = version.data
    ? formValuesOf(version.data.terms, todayText())
    : { ...EMPTY_RATE_CARD_FORM, valid_from: todayText() };
  return (
    <div>
      <PageHeader
        title={
          version.data ? `New version: ${version.data.origin_label} → ${version.data.destination}` : RATE_TEXTS.newTitle
        }
      />
      <RateCardForm
        defaults={defaults}
        origins={routes.data.origins}
        routeFixed={Boolean(version.data)}
        onSaved={() => navigate("/admin/rates")}
      />
    </div>
  );
}
