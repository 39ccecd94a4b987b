import { useEffect, useState } from "react";

/**
 * False in the prerendered HTML and until the page's code has hydrated it (one render on pages the browser renders
 * itself). Forms expose it as data-ready, and submit buttons stay disabled until it is true: the browser's own submit
 * of a prerendered form would put its fields, a password among them, in the address bar and the server's log.
 */
export function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
