import { staffOnlyPage } from "../../components/admin-list/staff-only";
import { Card, PageHeader } from "../../components/ui/card";
import { SHIPMENT_FORM_ACTIONS } from "../../features/shipments/staff/api/shipment-calls";
import { ShipmentForm } from "../../features/shipments/staff/components/shipment-form";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

const TITLE = "Create Shipment";

function AdminShipmentFormPage() {
  useDocumentTitle(TITLE);
  const admin = useAdmin();
  return (
    <div className="max-w-4xl">
      <PageHeader title={TITLE} />
      <Card>
        <ShipmentForm adminId={admin.id} />
      </Card>
    </div>
  );
}

export default staffOnlyPage(SHIPMENT_FORM_ACTIONS, TITLE, AdminShipmentFormPage);
