import { lazyWhenVisible } from "./lazy-when-visible";
import { pick, staticIsland } from "./static-island";

const frameContent = () => import("./frame-content");
const FooterAbout = staticIsland("footer-about", pick(frameContent, "FooterAbout"));
const FooterLinks = staticIsland(
  "footer-links",
  pick(frameContent, "FooterLinks"),
  "grid gap-10 sm:grid-cols-2 lg:col-span-2",
);
const FooterFollowUs = staticIsland("footer-follow", pick(frameContent, "FooterFollowUs"));
const FooterCopyright = staticIsland("footer-copyright", pick(frameContent, "FooterCopyright"));
const NewsletterForm = lazyWhenVisible(() => import("../forms/newsletter-form"), "min-h-32");

/** Footer: logo, blurb and contacts, the two link groups, the newsletter block and social links. */
export function SiteFooter() {
  return (
    <footer className="bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-14 md:grid-cols-2 lg:grid-cols-4">
        <FooterAbout />
        <FooterLinks />
        <div>
          <h2 className="mb-4 text-base font-bold text-white">Newsletter</h2>
          <p className="mb-3">Get our shipping offers and news. No spam, unsubscribe any time.</p>
          <NewsletterForm idPrefix="footer" submitLabel="Subscribe" dark />
          <FooterFollowUs />
        </div>
      </div>
      <FooterCopyright />
    </footer>
  );
}
