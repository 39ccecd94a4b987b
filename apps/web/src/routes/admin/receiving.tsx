import { Card, PageHeader } from "../../components/ui/card";
import { ReceivedList, useSessionParcels } from "../../features/packages/staff/receiving/received-list";
import { ReceivingDesk } from "../../features/packages/staff/receiving/receiving-desk";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/receiving: the warehouse desk where parcels are scanned in, weighed, photographed and labelled. */
export default function AdminReceivingPage() {
  useDocumentTitle("Receiving Desk");
  const session = useSessionParcels();
  const admin = useAdmin();
  return (
    <div>
      <PageHeader title="Receiving Desk" />
      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <ReceivingDesk onReceived={session.add} warehouses={admin.warehouses} />
        </Card>
        <ReceivedList parcels={session.parcels} />
      </div>
    </div>
  );
}
