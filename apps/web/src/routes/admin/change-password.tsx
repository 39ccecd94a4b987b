import { STAFF_TEXTS } from "@app/shared/admins/admins";
import { Card, PageHeader } from "../../components/ui/card";
import { ChangePasswordForm } from "../../components/ui/change-password-form";
import { useChangeStaffPassword } from "../../features/admins/api/change-password";
import { useAdmin } from "../../lib/admin-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

/**
 * /admin/password: any staff member changes their own password. A staff member whose password an owner chose is
 * sent here right after signing in, and stays here until they have chosen their own.
 */
export default function AdminChangePasswordPage() {
  useDocumentTitle("Change Password");
  const change = useChangeStaffPassword();
  const admin = useAdmin();
  return (
    <>
      <PageHeader title={admin.must_change_password ? "Choose your own password" : "Change Password"} />
      {admin.must_change_password && (
        <p role="status" className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          {STAFF_TEXTS.firstPasswordNotice}
        </p>
      )}
      <Card>
        <ChangePasswordForm change={change.mutateAsync} />
      </Card>
    </>
  );
}
