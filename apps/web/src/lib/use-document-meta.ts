import { useEffect } from "react";

/** Sets the page title (and description) on client-side navigation; prerendered pages carry them in HTML. */
export function useDocumentTitle(title: string, description?: string) {
  useEffect(() => {
    document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute("content", description);
  }, [title, description]);
}
