import { can } from "@app/shared/core/roles";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { adminListKey } from "../../components/admin-list/use-admin-list";
import { EmptyState, PageHeader } from "../../components/ui/card";
import { staffMasterShipmentsContract } from "@app/shared/master-shipments/staff.contract";
import { createMaster } from "../../features/master-shipments/staff/api/master-calls";
import { EMPTY_MASTER_FORM, MasterForm } from "../../features/master-shipments/staff/components/master-form";
import { MASTER_TEXTS as TEXTS } from "../../features/master-shipments/staff/master-texts";
import { useAdmin } from "../../lib/admin-session";
import { toastSuccess } from "../../lib/toast";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/master-shipments/new: open a flight or vessel from a warehouse; then its page, to load shipments. */
export default function AdminMasterShipmentNewPage() {
  useDocumentTitle(TEXTS.newTitle);
  const admin = useAdmin();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!can(admin.role, "masters.manage", admin.warehouses))
    return <EmptyState>You may not open master shipments.</EmptyState>;
  return (
    <div>
      <PageHeader title={TEXTS.newTitle} />
      <MasterForm
        defaults={EMPTY_MASTER_FORM}
        submitLabel="Create master shipment"
        failure={TEXTS.createFailed}
        onSubmit={async (values) => {
          const master = await createMaster(values);
          await queryClient.invalidateQueries({ queryKey: adminListKey(staffMasterShipmentsContract.list.path) });
          toastSuccess(`${TEXTS.created} ${master.reference}`);
          navigate(`/admin/master-shipments/${master.id}`);
        }}
        onCancel={() => navigate("/admin/master-shipments")}
      />
    </div>
  );
}
