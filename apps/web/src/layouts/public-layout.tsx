import { useEffect } from "react";
import { Outlet } from "react-router";
import { NewsletterBanner } from "../features/public-site/components/newsletter-banner";
import { ScrollToTop } from "../features/public-site/components/scroll-to-top";
import { SiteFooter } from "../features/public-site/components/site-footer";
import { SiteHeader } from "../features/public-site/components/site-header";
import { pick, staticIsland } from "../features/public-site/components/static-island";

const SocialStrip = staticIsland(
  "social-strip",
  pick(() => import("../features/public-site/components/frame-content"), "SocialStrip"),
);

// A prerendered page shows its forms before the app has taken them over. Until then a submit must not
// leave the page: the browser would send a GET with the fields (a password too) in the URL.
const holdSubmit = (event: Event) => event.preventDefault();
const prerendered = typeof document !== "undefined" && document.getElementById("root")?.dataset.prerendered === "true";
if (prerendered) document.addEventListener("submit", holdSubmit, true);

/** The public frame: header, page, newsletter banner, footer and the floating social strip. Not used by the portal or admin. */
export default function PublicLayout() {
  // Marks the moment the page is interactive (tests wait for it; a prerendered page is visible long before).
  useEffect(() => {
    document.removeEventListener("submit", holdSubmit, true);
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <div className="flex min-h-screen flex-col bg-white text-slate-900">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <NewsletterBanner />
      <SiteFooter />
      <SocialStrip />
    </div>
  );
}
