import { Card, PageHeader } from "../../components/ui/card";
import { BackToProfile } from "../../features/accounts/components/back-to-profile";
import { ProfileForm } from "../../features/accounts/components/profile-form";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function ProfileEditPage() {
  useDocumentTitle("Edit Profile");
  return (
    <>
      <PageHeader title="Edit Profile" actions={<BackToProfile />} />
      <Card>
        <ProfileForm />
      </Card>
    </>
  );
}
