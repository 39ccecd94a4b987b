import { Card, PageHeader } from "../../components/ui/card";
import { ShipmentForm } from "../../features/shipments/staff/components/shipment-form";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function AdminShipmentFormPage() {
  useDocumentTitle("Create Shipment");
  const admin = useAdmin();
  return (
    <div className="max-w-4xl">
      <PageHeader title="Create Shipment" />
      <Card>
        <ShipmentForm adminId={admin.id} />
      </Card>
    </div>
  );
}
