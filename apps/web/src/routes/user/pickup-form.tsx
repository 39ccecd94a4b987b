import { PICKUP_TEXTS } from "@app/shared/pickups/pickups";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Card, PageHeader } from "../../components/ui/card";
import { PickupForm } from "../../features/pickups/components/pickup-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /user/pickups/form */
export default function PickupFormPage() {
  useDocumentTitle(PICKUP_TEXTS.formTitle);
  return (
    <div className="max-w-4xl">
      <PageHeader
        title={PICKUP_TEXTS.formTitle}
        actions={
          <Link to="/user/pickups" className={buttonClass("secondary")}>
            Back to My Pickups
          </Link>
        }
      />
      <Card>
        <PickupForm />
      </Card>
    </div>
  );
}
