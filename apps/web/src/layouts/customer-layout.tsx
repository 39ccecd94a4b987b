import {
  Bell,
  Boxes,
  Calculator,
  FileText,
  Home,
  LifeBuoy,
  Package,
  Send,
  ShoppingBag,
  Truck,
  User,
  Wallet,
} from "lucide-react";
import { Outlet } from "react-router";
import { AppProviders } from "../app-providers";
import { ConfirmEmailBanner } from "../features/accounts/components/confirm-email-banner";
import { customerLogout, RequireCustomer, useCustomer } from "../lib/customer-session";
import { SideMenuLayout } from "./side-menu-layout";

const ITEMS = [
  { to: "/user/home", label: "Home", icon: <Home size={18} /> },
  { to: "/user/packages", label: "My Packages", icon: <Boxes size={18} /> },
  { to: "/user/ship-requests", label: "Ship Requests", icon: <Send size={18} /> },
  { to: "/user/my-shipments", label: "My Shipments", icon: <Package size={18} /> },
  { to: "/user/shop-for-me", label: "Shop For Me", icon: <ShoppingBag size={18} /> },
  { to: "/user/pickups", label: "Pickups", icon: <Truck size={18} /> },
  { to: "/user/support", label: "Support", icon: <LifeBuoy size={18} /> },
  { to: "/user/quote", label: "Instant Quote", icon: <Calculator size={18} /> },
  { to: "/user/invoices", label: "Invoices", icon: <FileText size={18} /> },
  { to: "/user/wallet", label: "Wallet", icon: <Wallet size={18} /> },
  // Reachable from every page, not only through Profile (docs/decisions/0039).
  { to: "/user/notifications", label: "Notifications", icon: <Bell size={18} /> },
  { to: "/user/profile", label: "Profile", icon: <User size={18} /> },
];

function CustomerFrame() {
  const user = useCustomer();
  return (
    <SideMenuLayout
      homePath="/user/home"
      header={
        <p className="ml-auto text-sm font-semibold text-slate-800" data-testid="customer-name">
          {user.firstname} {user.lastname}
        </p>
      }
      items={ITEMS}
      session={{ logout: customerLogout, loginPath: "/login" }}
    >
      <ConfirmEmailBanner user={user} />
      <Outlet />
    </SideMenuLayout>
  );
}

export default function CustomerLayout() {
  return (
    <AppProviders>
      <RequireCustomer>
        <CustomerFrame />
      </RequireCustomer>
    </AppProviders>
  );
}
