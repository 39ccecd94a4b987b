import { COMPANY } from "@app/shared/core/company";
import { Link } from "../../../components/ui/link";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from "./icons";
import { Logo } from "./logo";
import { SocialLinks } from "./social-links";

/**
 * The public frame's parts without behaviour. They are static islands: on a prerendered page the
 * browser keeps their HTML and never loads this module.
 */

/** Desktop top bar: e-mail, opening hours and social icons. */
export function TopBar() {
  return (
    <aside aria-label="Contact details" className="hidden bg-brand-800 text-sm text-white lg:block">
      <div className="mx-auto flex max-w-7xl items-center justify-between px-6 py-2">
        <div className="flex items-center gap-6">
          <a href={`mailto:${COMPANY.email}`} className="flex items-center gap-2 hover:text-accent-500">
            <MailIcon size={16} />
            {COMPANY.email}
          </a>
          <span className="flex items-center gap-2">
            <ClockIcon size={16} />
            {COMPANY.hours}
          </span>
        </div>
        <SocialLinks
          className="flex items-center gap-1"
          linkClassName="flex h-8 w-8 items-center justify-center rounded-full hover:bg-white/10 hover:text-accent-500"
          size={16}
        />
      </div>
    </aside>
  );
}

/**
 * The floating vertical strip of social links on every public page. It is 24 px wide, inside the pages' 24 px side
 * margin, so at any scroll position it covers no heading, text or field; only from 1360 px on, where the 1280 px
 * content column leaves 40 px and more beside it, does it grow to 40 px (docs/decisions/0041).
 */
export function SocialStrip() {
  return (
    <aside aria-label="Follow us" className="fixed top-1/2 right-0 z-30 -translate-y-1/2 print:hidden">
      <SocialLinks
        className="flex flex-col overflow-hidden rounded-l-lg bg-brand-700 shadow-lg"
        linkClassName="flex h-8 w-6 items-center justify-center text-white hover:bg-accent-500 hover:text-slate-900 min-[1360px]:h-10 min-[1360px]:w-10"
        size={16}
      />
    </aside>
  );
}

/** Footer: logo linking home, the company blurb and contact details. */
export function FooterAbout() {
  const { office } = COMPANY;
  return (
    <>
      <Link to="/" aria-label={`${COMPANY.name} home`} className="inline-block rounded-md bg-white p-2">
        <Logo />
      </Link>
      <p className="mt-4 leading-relaxed">{COMPANY.blurb}</p>
      <ul className="mt-4 space-y-2">
        <li className="flex gap-2">
          <MapPinIcon size={16} className="mt-0.5 shrink-0" />
          {office.line1}, {office.line2}, {office.city}, {office.country}
        </li>
        <li>
          <a href={COMPANY.phoneHref} className="flex gap-2 hover:text-accent-500">
            <PhoneIcon size={16} className="mt-0.5 shrink-0" />
            {COMPANY.phone}
          </a>
        </li>
        <li>
          <a href={`mailto:${COMPANY.email}`} className="flex gap-2 hover:text-accent-500">
            <MailIcon size={16} className="mt-0.5 shrink-0" />
            {COMPANY.email}
          </a>
        </li>
        <li className="flex gap-2">
          <ClockIcon size={16} className="mt-0.5 shrink-0" />
          {COMPANY.hours}
        </li>
      </ul>
    </>
  );
}

const LINK_GROUPS = [
  {
    title: "Company Information",
    links: [
      { to: "/", label: "Home" },
      { to: "/about-us", label: "About Us" },
      { to: "/contact-us", label: "Contact Us" },
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-and-conditions", label: "Terms and Conditions" },
    ],
  },
  {
    title: "Customer Services",
    links: [
      { to: "/track-package", label: "Track Package" },
      { to: "/shipping-and-insurance", label: "Shipping and Insurance" },
      { to: "/service-areas", label: "Service Areas" },
      { to: "/frequently-asked-questions", label: "FAQ" },
    ],
  },
];

/** Footer link groups 'Company Information' and 'Customer Services'. */
export function FooterLinks() {
  return (
    <>
      {LINK_GROUPS.map(({ title, links }) => (
        <div key={title}>
          <h2 className="mb-4 text-base font-bold text-white">{title}</h2>
          <ul className="space-y-1">
            {links.map(({ to, label }) => (
              <li key={to}>
                <Link to={to} className="inline-block py-1 hover:text-accent-500">
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </>
  );
}

export function FooterFollowUs() {
  return (
    <>
      <h2 className="mt-6 mb-2 text-base font-bold text-white">Follow Us</h2>
      <SocialLinks
        className="flex gap-2"
        linkClassName="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-500 hover:text-slate-900"
      />
    </>
  );
}

/** The logo linking home (header). */
export function HeaderLogo() {
  return (
    <Link to="/" aria-label={`${COMPANY.name} home`} className="block">
      <Logo />
    </Link>
  );
}

/** The desktop header's click-to-call link. */
export function HeaderPhone() {
  return (
    <a
      href={COMPANY.phoneHref}
      className="flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
    >
      <PhoneIcon size={16} />
      <span>
        <span className="sr-only">Call us on </span>
        {COMPANY.phone}
      </span>
    </a>
  );
}

/** The newsletter banner's words. */
export function NewsletterBannerText() {
  return (
    <div>
      <h2 id="newsletter-banner-title" className="text-2xl font-bold text-slate-900">
        Stay Updated with Exclusive Offers!
      </h2>
      <p className="mt-1 text-slate-800">
        Shipping deals, new routes and holiday cut-off dates, straight to your inbox.
      </p>
    </div>
  );
}

export function FooterCopyright() {
  return (
    <p className="border-t border-white/10 py-5 text-center text-xs text-slate-400">
      © {new Date().getFullYear()} {COMPANY.name}. All rights reserved.
    </p>
  );
}
