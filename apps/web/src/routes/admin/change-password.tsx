import { Card, PageHeader } from "../../components/ui/card";
import { ChangePasswordForm } from "../../components/ui/change-password-form";
import { useChangeStaffPassword } from "../../features/admins/api/change-password";
import { useDocumentTitle } from "../../lib/use-document-meta";

/** /admin/password: any staff member changes their own password. */
export default function AdminChangePasswordPage() {
  useDocumentTitle("Change Password");
  const change = useChangeStaffPassword();
  return (
    <>
      <PageHeader title="Change Password" />
      <Card>
        <ChangePasswordForm change={change.mutateAsync} />
      </Card>
    </>
  );
}
