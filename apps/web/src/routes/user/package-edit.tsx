import { PRE_ALERT_TEXTS } from "@app/shared/packages/pre-alert";
import { useParams } from "react-router";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Card, PageHeader, Spinner } from "../../components/ui/card";
import { RecordLoadFailed } from "../../components/ui/record-load-failed";
import { usePackage } from "../../features/packages/api/get-packages";
import { PreAlertForm } from "../../features/packages/components/pre-alert-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/packages/:id/edit: change a pre-alert while the package is still expected. */
export default function PackageEditPage() {
  useDocumentTitle("Edit pre-alert");
  const id = Number(useParams().id);
  const found = usePackage(id);
  const item = found.data?.package;
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Edit pre-alert"
        actions={
          <Link to="/user/packages?tab=expected" className={buttonClass("secondary")}>
            Back to My Packages
          </Link>
        }
      />
      <Card>
        {found.isError || !(Number.isInteger(id) && id > 0) ? (
          <RecordLoadFailed query={found} what="package" notFound={PRE_ALERT_TEXTS.notFound} />
        ) : !item ? (
          <Spinner />
        ) : item.status !== "expected" ? (
          <p className="text-sm text-slate-700" role="alert">
            {PRE_ALERT_TEXTS.notExpected}
          </p>
        ) : (
          <PreAlertForm key={item.id} existing={item} />
        )}
      </Card>
    </div>
  );
}
