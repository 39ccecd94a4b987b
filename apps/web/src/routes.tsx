import type { RouteObject } from "react-router";
import PublicLayout from "./layouts/public-layout";

type PageModule = Promise<{ default: React.ComponentType }>;

/** A lazily loaded page: each route file default-exports its component and becomes its own chunk. */
const page = (load: () => PageModule): Pick<RouteObject, "lazy"> => ({
  lazy: async () => ({ Component: (await load()).default }),
});

/** Public site and customer authentication: prerendered, inside the public frame. */
export const publicPages: RouteObject[] = [
  { index: true, ...page(() => import("./routes/public/home")) },
  { path: "about-us", ...page(() => import("./routes/public/about-us")) },
  { path: "contact-us", ...page(() => import("./routes/public/contact-us")) },
  { path: "contact", ...page(() => import("./routes/public/contact-us")) },
  { path: "service-areas", ...page(() => import("./routes/public/service-areas")) },
  { path: "frequently-asked-questions", ...page(() => import("./routes/public/faq")) },
  { path: "privacy-policy", ...page(() => import("./routes/public/privacy-policy")) },
  { path: "terms-and-conditions", ...page(() => import("./routes/public/terms-and-conditions")) },
  { path: "shipping-and-insurance", ...page(() => import("./routes/public/shipping-and-insurance")) },
  { path: "track-package", ...page(() => import("./routes/public/track-package")) },
  { path: "track-package/confirm", ...page(() => import("./routes/public/track-confirm")) },
  { path: "track-package/unsubscribe", ...page(() => import("./routes/public/track-unsubscribe")) },
  { path: "track-package/:id", ...page(() => import("./routes/public/track-package")) },
  { path: "login", ...page(() => import("./routes/auth/login")) },
  { path: "signup", ...page(() => import("./routes/auth/signup")) },
  { path: "request-otp", ...page(() => import("./routes/auth/request-otp")) },
  { path: "verify-otp", ...page(() => import("./routes/auth/verify-otp")) },
  { path: "reset-password", ...page(() => import("./routes/auth/reset-password")) },
  { path: "confirm-email", ...page(() => import("./routes/auth/confirm-email")) },
  { path: "unsubscribe", ...page(() => import("./routes/public/unsubscribe")) },
];

const customerPages: RouteObject[] = [
  { path: "home", ...page(() => import("./routes/user/home")) },
  { path: "my-shipments", ...page(() => import("./routes/user/shipments")) },
  { path: "my-shipments/shipment/:id", ...page(() => import("./routes/user/shipment-detail")) },
  { path: "packages", ...page(() => import("./routes/user/packages")) },
  { path: "packages/new", ...page(() => import("./routes/user/package-form")) },
  { path: "packages/:id/edit", ...page(() => import("./routes/user/package-edit")) },
  { path: "ship-requests", ...page(() => import("./routes/user/ship-requests")) },
  { path: "ship-requests/new", ...page(() => import("./routes/user/ship-request-new")) },
  { path: "ship-requests/:id", ...page(() => import("./routes/user/ship-request-detail")) },
  { path: "shop-for-me", ...page(() => import("./routes/user/procurements")) },
  { path: "shop-for-me/form", ...page(() => import("./routes/user/procurement-form")) },
  { path: "shop-for-me/procurement/:id", ...page(() => import("./routes/user/procurement-detail")) },
  { path: "pickups", ...page(() => import("./routes/user/pickups")) },
  { path: "pickups/form", ...page(() => import("./routes/user/pickup-form")) },
  { path: "pickup/:id", ...page(() => import("./routes/user/pickup-detail")) },
  { path: "support", ...page(() => import("./routes/user/tickets")) },
  { path: "support/form", ...page(() => import("./routes/user/ticket-form")) },
  { path: "support/:id", ...page(() => import("./routes/user/ticket-detail")) },
  { path: "quote", ...page(() => import("./routes/user/quote")) },
  { path: "invoices", ...page(() => import("./routes/user/invoices")) },
  { path: "invoice/:id", ...page(() => import("./routes/user/invoice-detail")) },
  { path: "profile", ...page(() => import("./routes/user/profile")) },
  { path: "profile/edit", ...page(() => import("./routes/user/profile-edit")) },
  { path: "profile/change-password", ...page(() => import("./routes/user/change-password")) },
  { path: "profile/address", ...page(() => import("./routes/user/address")) },
  { path: "profile/change-address", ...page(() => import("./routes/user/change-address")) },
  { path: "notifications", ...page(() => import("./routes/user/notifications")) },
];

const adminPages: RouteObject[] = [
  { path: "signup", ...page(() => import("./routes/admin/signup")) },
  { path: "home", ...page(() => import("./routes/admin/home")) },
  { path: "shipments", ...page(() => import("./routes/admin/shipments")) },
  { path: "shipments/form", ...page(() => import("./routes/admin/shipment-form")) },
  { path: "shipment/:id", ...page(() => import("./routes/admin/shipment-detail")) },
  { path: "shop-requests", ...page(() => import("./routes/admin/shop-requests")) },
  { path: "shop-requests/:id", ...page(() => import("./routes/admin/shop-request-detail")) },
  { path: "pickups", ...page(() => import("./routes/admin/pickups")) },
  { path: "pickups/:id", ...page(() => import("./routes/admin/pickup-detail")) },
  { path: "tickets", ...page(() => import("./routes/admin/tickets")) },
  { path: "tickets/:id", ...page(() => import("./routes/admin/ticket-detail")) },
  { path: "receiving", ...page(() => import("./routes/admin/receiving")) },
  { path: "packages", ...page(() => import("./routes/admin/packages")) },
  { path: "packages/unknown-owner", ...page(() => import("./routes/admin/packages-unknown-owner")) },
  { path: "packages/contested", ...page(() => import("./routes/admin/packages-contested")) },
  { path: "ship-requests", ...page(() => import("./routes/admin/ship-requests")) },
  { path: "packages/:id", ...page(() => import("./routes/admin/package-detail")) },
  { path: "master-shipments", ...page(() => import("./routes/admin/master-shipments")) },
  { path: "master-shipments/new", ...page(() => import("./routes/admin/master-shipment-new")) },
  { path: "master-shipments/:id", ...page(() => import("./routes/admin/master-shipment-detail")) },
  { path: "customers", ...page(() => import("./routes/admin/customers")) },
  { path: "customers/:id", ...page(() => import("./routes/admin/customer-detail")) },
  { path: "invoices", ...page(() => import("./routes/admin/invoices")) },
  { path: "invoices/:id", ...page(() => import("./routes/admin/invoice-detail")) },
  { path: "invoice/form/:id", ...page(() => import("./routes/admin/invoice-form")) },
  { path: "rates", ...page(() => import("./routes/admin/rates")) },
  { path: "exchange-rates", ...page(() => import("./routes/admin/exchange-rates")) },
  { path: "rates/new", ...page(() => import("./routes/admin/rate-card-form")) },
  { path: "rates/:id/edit", ...page(() => import("./routes/admin/rate-card-form")) },
  { path: "failed-mail", ...page(() => import("./routes/admin/failed-mail")) },
  { path: "staff", ...page(() => import("./routes/admin/staff")) },
  { path: "password", ...page(() => import("./routes/admin/change-password")) },
  { path: "*", ...page(() => import("./routes/admin/not-found")) },
];

export const routes: RouteObject[] = [
  { path: "/", Component: PublicLayout, children: publicPages },
  {
    path: "/user",
    lazy: async () => ({ Component: (await import("./layouts/customer-layout")).default }),
    children: [{ index: true, ...page(() => import("./routes/user/home")) }, ...customerPages],
  },
  { path: "/admin/login", ...page(() => import("./routes/admin/login")) },
  { path: "/admin/verify/:token", ...page(() => import("./routes/admin/verify")) },
  { path: "/admin/forgot-password", ...page(() => import("./routes/admin/forgot-password")) },
  { path: "/admin/setup", ...page(() => import("./routes/admin/setup")) },
  {
    path: "/admin",
    lazy: async () => ({ Component: (await import("./layouts/admin-layout")).default }),
    children: [{ index: true, ...page(() => import("./routes/admin/home")) }, ...adminPages],
  },
  { path: "*", Component: PublicLayout, children: [{ path: "*", ...page(() => import("./routes/public/not-found")) }] },
];
