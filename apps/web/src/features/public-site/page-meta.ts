import { use, useEffect } from "react";

export interface PageMeta {
  title: string;
  description: string;
}

/** What the last server render asked for; the prerender step reads it into the page's <head>. */
let renderedMeta: PageMeta | undefined;

export function takeRenderedMeta(): PageMeta | undefined {
  const meta = renderedMeta;
  renderedMeta = undefined;
  return meta;
}

function applyMeta({ title, description }: PageMeta) {
  document.title = title;
  document.querySelector('meta[name="description"]')?.setAttribute("content", description);
}

/**
 * A page's title and meta description. Prerendering collects them for the HTML head (each page keeps
 * its own, so no page ships the others' texts); in the browser they are set after client navigation.
 */
export function usePageMeta(meta: PageMeta) {
  if (typeof window === "undefined") renderedMeta = meta;
  const { title, description } = meta;
  useEffect(() => applyMeta({ title, description }), [title, description]);
}

/** The page the browser opened prerendered: its <head> is already right. */
let openedPage =
  typeof document !== "undefined" && document.getElementById("root")?.dataset.prerendered === "true"
    ? window.location.pathname
    : null;

/**
 * Same, with the texts loaded on demand: the page's first load does not carry them (or the company
 * details they are made of), and they load only when the page is reached by client-side navigation.
 * `load` must return the same promise on every call.
 */
export function useLazyPageMeta(load: () => Promise<PageMeta>) {
  if (typeof window === "undefined") renderedMeta = use(load());
  useEffect(() => {
    if (openedPage === window.location.pathname) {
      openedPage = null;
      return;
    }
    let live = true;
    void load().then((meta) => live && applyMeta(meta));
    return () => {
      live = false;
    };
  }, [load]);
}
