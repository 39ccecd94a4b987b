import { Card, PageHeader } from "../../components/ui/card";
import { AddressForm } from "../../features/accounts/components/address-form";
import { BackToProfile } from "../../features/accounts/components/back-to-profile";
import { useCustomer } from "../../lib/customer-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function ChangeAddressPage() {
  const { delivery_address } = useCustomer();
  const title = delivery_address ? "Change Address" : "Add Address";
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} actions={<BackToProfile />} />
      <Card>
        <AddressForm />
      </Card>
    </>
  );
}
