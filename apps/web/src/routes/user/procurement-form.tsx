import { PROCUREMENT_TEXTS } from "@app/shared/procurements/procurements";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Card, PageHeader } from "../../components/ui/card";
import { ProcurementForm } from "../../features/procurements/components/procurement-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/shop-for-me/form */
export default function ProcurementFormPage() {
  useDocumentTitle(PROCUREMENT_TEXTS.formTitle);
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={PROCUREMENT_TEXTS.formTitle}
        actions={
          <Link to="/user/shop-for-me" className={buttonClass("secondary")}>
            Back to Procurements
          </Link>
        }
      />
      <Card>
        <ProcurementForm />
      </Card>
    </div>
  );
}
