import { ACCOUNT_MESSAGES } from "@app/shared/accounts/accounts";
import { Link } from "../../components/ui/link";
import { buttonClass } from "../../components/ui/button";
import { Card, PageHeader } from "../../components/ui/card";
import { BackToProfile } from "../../features/accounts/components/back-to-profile";
import { useCustomer } from "../../lib/customer-session";
import { useDocumentTitle } from "../../lib/use-document-meta";

export default function AddressPage() {
  useDocumentTitle("Delivery Address");
  const { delivery_address: address } = useCustomer();
  return (
    <>
      <PageHeader title="Delivery Address" actions={<BackToProfile />} />
      <Card className="max-w-2xl">
        {address ? (
          <address className="space-y-1 text-sm not-italic text-slate-800" data-testid="delivery-address">
            <p>{address.address_line1}</p>
            {address.address_line2 && <p>{address.address_line2}</p>}
            <p>
              {address.city}, {address.state} {address.zip}
            </p>
            <p>{address.country}</p>
            <p>Phone: {address.phone_number}</p>
          </address>
        ) : (
          <p className="text-sm text-slate-600">{ACCOUNT_MESSAGES.noAddress}</p>
        )}
        <Link to="/user/profile/change-address" className={buttonClass("primary", "mt-5")}>
          {address ? "Change Address" : "Add Address"}
        </Link>
      </Card>
    </>
  );
}
