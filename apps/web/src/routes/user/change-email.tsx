import { Card, PageHeader } from "../../components/ui/card";
import { BackToProfile } from "../../features/accounts/components/back-to-profile";
import { ChangeEmailForm } from "../../features/accounts/components/change-email-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function ChangeEmailPage() {
  useDocumentTitle("Change E-mail Address");
  return (
    <>
      <PageHeader title="Change E-mail Address" actions={<BackToProfile />} />
      <Card>
        <ChangeEmailForm />
      </Card>
    </>
  );
}
