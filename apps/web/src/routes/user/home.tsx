import { shoppingAddressesFor } from "@app/shared/dashboard/dashboard";
import { PageHeader } from "../../components/ui/card";
import { useDashboard } from "../../features/dashboard/api/get-dashboard";
import { CountCards, ProfileCard } from "../../features/dashboard/components/home-cards";
import { ShoppingAddress } from "../../features/dashboard/components/shopping-address";
import { useCustomer } from "../../lib/customer-session";
import { useDocumentTitle } from "../../lib/use-document-meta";
import { LoadFailed } from "../../components/ui/load-failed";

/**
 * /user/home: profile card, shopping address with copy buttons, and the counts. The address shows at once from the
 * session (the dashboard call brings the counts and then the same addresses), so nothing moves as data arrives.
 */
export default function HomePage() {
  useDocumentTitle("Home");
  const user = useCustomer();
  const dashboard = useDashboard();
  return (
    <div className="space-y-6">
      <PageHeader title={`Welcome, ${user.firstname}`} />
      {/* The shopping address is what customers come here for: first on a phone, the wide column on a desktop. */}
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ShoppingAddress
            dashboard={dashboard.data ?? shoppingAddressesFor(user)}
            customerName={`${user.firstname} ${user.lastname}`}
          />
        </div>
        <div className="space-y-6">
          {dashboard.isError ? (
            <LoadFailed query={dashboard} title="We could not load your counts." />
          ) : (
            <CountCards counts={dashboard.data?.counts} />
          )}
          <ProfileCard user={user} />
        </div>
      </div>
    </div>
  );
}
