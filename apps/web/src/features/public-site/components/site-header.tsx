import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "../../../components/ui/link";
import { isActiveLink } from "../../../lib/active-link";
import { useEscapeCloses } from "../../../lib/use-escape-closes";
import { ArrowUpIcon, CloseIcon, MenuIcon } from "./icon-base";
import { pick, staticIsland } from "./static-island";

/** Spec: the header becomes a fixed bar, and back-to-top appears, at 400 px of scroll. */
export const FIXED_HEADER_AT = 400;

export const NAV_LINKS = [
  { to: "/", label: "HOME" },
  { to: "/about-us", label: "ABOUT" },
  { to: "/service-areas", label: "SERVICES" },
  { to: "/contact-us", label: "CONTACT" },
  { to: "/frequently-asked-questions", label: "FAQ" },
  { to: "/login", label: "LOGIN" },
] as const;

const frameContent = () => import("./frame-content");
const TopBar = staticIsland("top-bar", pick(frameContent, "TopBar"));
const HeaderLogo = staticIsland("header-logo", pick(frameContent, "HeaderLogo"), "shrink-0");
const HeaderPhone = staticIsland("header-phone", pick(frameContent, "HeaderPhone"), "hidden lg:block");

function useScrolledPast(offset: number) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY >= offset);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [offset]);
  return past;
}

// Layout effects warn during prerendering; the server never measures anything.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * Top bar (desktop: e-mail, hours, social icons), the sticky main bar that turns into a fixed bar at
 * 400 px of scroll, the collapsing menu of small screens, the click-to-call link and back-to-top.
 */
export function SiteHeader() {
  const fixed = useScrolledPast(FIXED_HEADER_AT);
  const [menuOpen, setMenuOpen] = useState(false);
  const [height, setHeight] = useState(0);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEscapeCloses(menuOpen, () => setMenuOpen(false), toggleRef);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page closes the menu.
  useEffect(() => setMenuOpen(false), [pathname]);
  // While fixed, the header leaves the flow: a spacer of its height keeps the page from jumping.
  useIsomorphicLayoutEffect(() => {
    if (!fixed && headerRef.current) setHeight(headerRef.current.offsetHeight);
  }, [fixed, menuOpen]);

  return (
    <>
      <TopBar />
      {fixed && <div style={{ height }} aria-hidden="true" />}
      <header
        ref={headerRef}
        data-fixed={fixed ? "true" : "false"}
        className={`${fixed ? "fixed inset-x-0 top-0 shadow-lg" : "sticky top-0 shadow-sm"} z-40 bg-white print:static print:shadow-none`}
      >
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-6 px-4 py-2 sm:px-6">
          <HeaderLogo />
          <button
            ref={toggleRef}
            type="button"
            className="flex h-11 w-11 items-center justify-center rounded-md border border-slate-300 text-brand-700 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="main-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
          <nav
            id="main-menu"
            aria-label="Main"
            className={`${menuOpen ? "block" : "hidden"} w-full lg:flex lg:w-auto lg:items-center lg:gap-8`}
          >
            <ul className="flex flex-col py-2 lg:flex-row lg:items-center lg:gap-1 lg:py-0">
              {NAV_LINKS.map(({ to, label }) => {
                const active = isActiveLink(pathname, to, true);
                return (
                  <li key={to}>
                    <Link
                      to={to}
                      onClick={() => setMenuOpen(false)}
                      aria-current={active ? "page" : undefined}
                      className={`block rounded-md px-3 py-3 text-sm tracking-wide lg:py-2 ${label === "LOGIN" ? "font-extrabold" : "font-semibold"} ${
                        active
                          ? "text-brand-700 underline decoration-accent-500 decoration-2 underline-offset-8"
                          : "text-slate-800 hover:text-brand-700"
                      }`}
                    >
                      {label}
                    </Link>
                  </li>
                );
              })}
            </ul>
            <HeaderPhone />
          </nav>
        </div>
      </header>
      {fixed && (
        <button
          type="button"
          onClick={() => window.scrollTo({ top: 0 })}
          className="fixed right-4 bottom-4 z-40 flex print:hidden h-12 w-12 items-center justify-center rounded-full bg-accent-500 text-slate-900 shadow-lg hover:bg-accent-600"
          aria-label="Back to top"
        >
          <ArrowUpIcon />
        </button>
      )}
    </>
  );
}
