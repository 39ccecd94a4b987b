import { LogOut, Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { COMPANY } from "@app/shared/core/company";
import { useLocation, useNavigate } from "react-router";
import { Link } from "../components/ui/link";
import { isActiveLink } from "../lib/active-link";
import { useEscapeCloses } from "../lib/use-escape-closes";
import { type AreaLogout, useLogout } from "../lib/session";

export interface MenuItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on exactly this path, not below it (a menu item of its own lives there). */
  end?: boolean;
}

/**
 * What the page's scrolling keeps clear at the top for the fixed 64 px header (4rem) and a margin: a focused field or a
 * box scrolled into view (scrollIntoView, #anchors) stops below the header, not under it.
 */
const HEADER_SCROLL_PADDING = "scroll-pt-20";

/** The portal and back-office frame: fixed header, side menu (a drawer on phones), content. */
export function SideMenuLayout({
  header,
  homePath,
  items,
  session,
  children,
}: {
  header: ReactNode;
  /** Where the brand mark in the header leads (the area's home). */
  homePath: string;
  items: MenuItem[];
  /** Whose session the Logout item ends, and where it leads afterwards. */
  session: { logout: AreaLogout; loginPath: string };
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const content = useRef<HTMLElement>(null);
  const logout = useLogout(session.logout);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEscapeCloses(open, () => setOpen(false), toggle);
  // On a phone the open drawer lies over the page: when focus moves on to the page's content (Tab past Logout), it
  // closes, so the focused control is not hidden under it (WCAG 2.4.11 Focus Not Obscured). The header stays
  // reachable with the drawer open: it is not under it.
  useEffect(() => {
    if (!open) return;
    const leave = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof Node && content.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("focusin", leave);
    return () => document.removeEventListener("focusin", leave);
  }, [open]);
  // The page scrolls as a whole (html), under the fixed header.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(HEADER_SCROLL_PADDING);
    return () => root.classList.remove(HEADER_SCROLL_PADDING);
  }, []);
  return (
    <div className="min-h-screen bg-slate-50">
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand-700 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <header className="no-print fixed inset-x-0 top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white px-4 shadow-sm">
        <button
          ref={toggle}
          type="button"
          aria-controls="side-menu"
          className="rounded p-2 text-slate-700 hover:bg-slate-100 lg:hidden"
          aria-label={open ? "Close menu" : "Open menu"}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? <X size={22} /> : <Menu size={22} />}
        </button>
        <Link
          to={homePath}
          className="flex items-center gap-2 font-bold text-brand-700"
          aria-label={`${COMPANY.name}: start page`}
        >
          <span
            aria-hidden
            className="flex h-8 w-8 items-center justify-center rounded-md bg-accent-500 text-lg font-black text-brand-800"
          >
            S
          </span>
          <span className="hidden sm:inline">{COMPANY.shortName}</span>
        </Link>
        <div className="ml-auto flex items-center sm:ml-6 sm:flex-1">{header}</div>
      </header>
      {/* Closed on a phone, the drawer is also invisible: its links must not take focus off-screen. */}
      <nav
        id="side-menu"
        aria-label="Main menu"
        className={`no-print fixed bottom-0 left-0 top-16 z-20 w-64 overflow-y-auto border-r border-slate-200 bg-white p-3 transition-transform lg:visible lg:translate-x-0 ${open ? "visible translate-x-0" : "invisible -translate-x-full"}`}
      >
        <ul className="space-y-1">
          {items.map((item) => {
            const active = isActiveLink(pathname, item.to, item.end);
            return (
              <li key={item.to}>
                <Link
                  to={item.to}
                  onClick={() => setOpen(false)}
                  aria-current={active ? "page" : undefined}
                  className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${active ? "bg-brand-50 text-brand-700" : "text-slate-700 hover:bg-slate-100"}`}
                >
                  {item.icon}
                  {item.label}
                </Link>
              </li>
            );
          })}
          <li>
            <button
              type="button"
              onClick={async () => {
                await logout();
                navigate(session.loginPath, { replace: true });
              }}
              className="flex w-full items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-red-700 hover:bg-red-50"
            >
              <LogOut size={18} /> Logout
            </button>
          </li>
        </ul>
      </nav>
      <main ref={content} id="main" tabIndex={-1} className="px-4 pb-10 pt-20 outline-none lg:ml-64 lg:px-8">
        {children}
      </main>
    </div>
  );
}
