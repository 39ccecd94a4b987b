/**
 * Whether a menu link leads to the page shown: its own path or, unless `end`, a page below it; case does not matter.
 * React Router's <NavLink> rule, for the menus' plain <Link>s: NavLink also tracks pending navigations and view
 * transitions, which no menu shows, and its code (~0.5 KB gz) would be in every page's first load.
 */
export function isActiveLink(pathname: string, to: string, end = false): boolean {
  const current = pathname.toLowerCase();
  const target = to.toLowerCase();
  return current === target || (!end && current.startsWith(target) && current.charAt(target.length) === "/");
}
