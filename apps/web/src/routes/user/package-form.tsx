import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Card, PageHeader } from "../../components/ui/card";
import { PreAlertForm } from "../../features/packages/components/pre-alert-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/packages/new: "Tell us about a package on its way". */
export default function PackageFormPage() {
  useDocumentTitle("Tell us about a package");
  return (
    <div className="max-w-3xl">
      <PageHeader
        title="Tell us about a package"
        actions={
          <Link to="/user/packages?tab=expected" className={buttonClass("secondary")}>
            Back to My Packages
          </Link>
        }
      />
      <Card>
        <p className="mb-4 text-sm text-slate-600">
          Bought something that is on its way to your suite address? Tell us its tracking number and we will match it
          the moment it arrives, and e-mail you with a photo.
        </p>
        <PreAlertForm />
      </Card>
    </div>
  );
}
