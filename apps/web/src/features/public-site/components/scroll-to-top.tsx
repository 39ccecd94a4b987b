import { useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** After a client-side navigation a public page starts at its top (or at its #anchor), as a full page load would. */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of page (pathname) or anchor (hash).
  useEffect(() => {
    // The first page was loaded by the browser, which already placed it (or restored it on reload).
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, behavior: "instant" });
  }, [pathname, hash]);
  return null;
}
