import { FileText, Home, LifeBuoy, LogOut, Package, ShoppingBag, Truck, User } from "lucide-react";
import { Outlet, useNavigate } from "react-router";
import { AppProviders } from "../app-providers";
import { RequireCustomer, useCustomer, useLogout } from "../lib/session";
import { SideMenuLayout } from "./side-menu-layout";

const ITEMS = [
  { to: "/user/home", label: "Home", icon: <Home size={18} /> },
  { to: "/user/my-shipments", label: "My Shipments", icon: <Package size={18} /> },
  { to: "/user/shop-for-me", label: "Shop For Me", icon: <ShoppingBag size={18} /> },
  { to: "/user/pickups", label: "Pickups", icon: <Truck size={18} /> },
  { to: "/user/support", label: "Support", icon: <LifeBuoy size={18} /> },
  { to: "/user/invoices", label: "Invoices", icon: <FileText size={18} /> },
  { to: "/user/profile", label: "Profile", icon: <User size={18} /> },
];

function CustomerFrame() {
  const user = useCustomer();
  const logout = useLogout("customer");
  const navigate = useNavigate();
  return (
    <SideMenuLayout
      homePath="/user/home"
      header={
        <p className="ml-auto text-sm font-semibold text-slate-800" data-testid="customer-name">
          {user.firstname} {user.lastname}
        </p>
      }
      items={ITEMS}
      footer={
        <button
          type="button"
          onClick={async () => {
            await logout();
            navigate("/login", { replace: true });
          }}
          className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
        >
          <LogOut size={18} /> Logout
        </button>
      }
    >
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
