import { FileText, Home, LifeBuoy, LogOut, Package, ShoppingBag, Truck } from "lucide-react";
import { Outlet, useNavigate } from "react-router";
import { AppProviders } from "../app-providers";
import { RequireAdmin, useAdmin, useLogout } from "../lib/session";
import { SideMenuLayout } from "./side-menu-layout";

const ITEMS = [
  { to: "/admin/home", label: "Home", icon: <Home size={18} /> },
  { to: "/admin/shipments", label: "Shipments", icon: <Package size={18} /> },
  { to: "/admin/shop-requests", label: "Shop Requests", icon: <ShoppingBag size={18} /> },
  { to: "/admin/pickups", label: "Pickups", icon: <Truck size={18} /> },
  { to: "/admin/tickets", label: "Tickets", icon: <LifeBuoy size={18} /> },
  { to: "/admin/invoices", label: "Invoices", icon: <FileText size={18} /> },
];

function AdminFrame() {
  const admin = useAdmin();
  const logout = useLogout("admin");
  const navigate = useNavigate();
  return (
    <SideMenuLayout
      homePath="/admin/home"
      header={
        <p className="text-base font-semibold text-slate-800">
          Welcome back, <span data-testid="admin-first-name">{admin.firstname}</span>
        </p>
      }
      items={ITEMS}
      footer={
        <button
          type="button"
          onClick={async () => {
            await logout();
            navigate("/admin/login", { replace: true });
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

export default function AdminLayout() {
  return (
    <AppProviders>
      <RequireAdmin>
        <AdminFrame />
      </RequireAdmin>
    </AppProviders>
  );
}
