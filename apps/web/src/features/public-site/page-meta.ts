import { COMPANY } from "@app/shared/company";
import { useDocumentTitle } from "../../lib/use-document-meta";

export interface PageMeta {
  title: string;
  description: string;
}

export const titled = (page: string) => `${page} | ${COMPANY.name}`;

/** What the last server render asked for; the prerender step reads it into the page's <head>. */
let renderedMeta: PageMeta | undefined;

export function takeRenderedMeta(): PageMeta | undefined {
  const meta = renderedMeta;
  renderedMeta = undefined;
  return meta;
}

/**
 * A page's title and meta description. Prerendering collects them for the HTML head (each page keeps
 * its own, so no page ships the others' texts); in the browser they are set after client navigation.
 */
export function usePageMeta(meta: PageMeta) {
  if (typeof window === "undefined") renderedMeta = meta;
  useDocumentTitle(meta.title, meta.description);
}
