import { can, type StaffAction } from "@app/shared/core/roles";
import {
  Calculator,
  ChartColumn,
  Coins,
  Scale,
  Contact,
  FileText,
  Home,
  Activity,
  Inbox,
  KeyRound,
  Landmark,
  LifeBuoy,
  MailWarning,
  Package,
  Plane,
  ScanBarcode,
  PackageCheck,
  PackageSearch,
  ShoppingBag,
  Truck,
  Users,
  Wallet,
} from "lucide-react";
import { Outlet } from "react-router";
import { AppProviders } from "../app-providers";
import { Spinner } from "../components/ui/card";
import { adminLogout, FIRST_PASSWORD_PATH, RequireAdmin, useAdmin } from "../lib/admin-session";
import { type MenuItem, SideMenuLayout } from "./side-menu-layout";
import { TestModeBanner, useSiteConfig } from "./test-mode-banner";

/** Menu items; one with `action` shows only to roles allowed to do it. */
const ITEMS: Array<MenuItem & { action?: StaffAction }> = [
  { to: "/admin/home", label: "Home", icon: <Home size={18} /> },
  {
    to: "/admin/receiving",
    label: "Receiving Desk",
    icon: <ScanBarcode size={18} />,
    action: "packages.receive",
  },
  { to: "/admin/customers", label: "Customers", icon: <Contact size={18} />, action: "customers.view" },
  { to: "/admin/shipments", label: "Shipments", icon: <Package size={18} />, action: "records.view" },
  { to: "/admin/packages", label: "Packages", icon: <Inbox size={18} />, end: true },
  { to: "/admin/packages/unknown-owner", label: "Unknown Owner", icon: <PackageSearch size={18} /> },
  { to: "/admin/packages/contested", label: "Contested", icon: <PackageSearch size={18} />, action: "records.view" },
  { to: "/admin/ship-requests", label: "Ship Requests", icon: <PackageCheck size={18} /> },
  { to: "/admin/master-shipments", label: "Master shipments", icon: <Plane size={18} /> },
  { to: "/admin/shop-requests", label: "Shop Requests", icon: <ShoppingBag size={18} />, action: "records.view" },
  { to: "/admin/pickups", label: "Pickups", icon: <Truck size={18} />, action: "customers.view" },
  { to: "/admin/tickets", label: "Tickets", icon: <LifeBuoy size={18} />, action: "customers.view" },
  { to: "/admin/invoices", label: "Invoices", icon: <FileText size={18} />, action: "customers.view" },
  { to: "/admin/wallet", label: "Wallet Ledger", icon: <Wallet size={18} />, action: "customers.view" },
  { to: "/admin/rates", label: "Rate Cards", icon: <Calculator size={18} />, action: "rates.manage" },
  { to: "/admin/exchange-rates", label: "Exchange Rates", icon: <Coins size={18} />, action: "rates.manage" },
  { to: "/admin/customs", label: "Customs Tariff", icon: <Landmark size={18} />, action: "customs.manage" },
  {
    to: "/admin/reconciliation",
    label: "Reconciliation",
    icon: <Scale size={18} />,
    action: "payments.reconcile",
  },
  { to: "/admin/reports", label: "Reports", icon: <ChartColumn size={18} />, action: "reports.view" },
  { to: "/admin/staff", label: "Staff", icon: <Users size={18} />, action: "admins.manage" },
  { to: "/admin/failed-mail", label: "Failed E-mails", icon: <MailWarning size={18} />, action: "mail.failed" },
  { to: "/admin/system", label: "System", icon: <Activity size={18} />, action: "system.view" },
  { to: "/admin/password", label: "Change Password", icon: <KeyRound size={18} /> },
];

function AdminFrame() {
  const admin = useAdmin();
  return (
    <SideMenuLayout
      homePath="/admin/home"
      header={
        <p className="text-base font-semibold text-slate-800">
          Welcome back, <span data-testid="admin-first-name">{admin.firstname}</span>
        </p>
      }
      items={ITEMS.filter((item) =>
        // Until a password set by someone else is changed, only Change Password (and Logout) lead anywhere.
        admin.must_change_password
          ? item.to === FIRST_PASSWORD_PATH
          : !item.action || can(admin.role, item.action, admin.warehouses),
      )}
      session={{ logout: adminLogout, loginPath: "/admin/login" }}
    >
      <TestModeBanner />
      <Outlet />
    </SideMenuLayout>
  );
}

/**
 * The site's mode is asked beside the session, and the frame waits for both: the sandbox banner is there from the
 * first paint instead of pushing the page down when it arrives. Should the first try fail, the page shows at once
 * (the banner follows if a retry succeeds).
 */
function AdminArea() {
  const siteConfig = useSiteConfig();
  const waiting = siteConfig.isPending && siteConfig.failureCount === 0;
  return <RequireAdmin>{waiting ? <Spinner /> : <AdminFrame />}</RequireAdmin>;
}

export default function AdminLayout() {
  return (
    <AppProviders>
      <AdminArea />
    </AppProviders>
  );
}
