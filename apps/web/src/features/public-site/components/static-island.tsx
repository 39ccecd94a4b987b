import { type ComponentType, lazy, type MouseEvent, Suspense, useState } from "react";
import { useNavigate } from "react-router";

type Loader = () => Promise<{ default: ComponentType }>;

/** Clicks on same-site links inside plain HTML become client-side navigations, as <Link> clicks would. */
function useLinkNavigation() {
  const navigate = useNavigate();
  return (event: MouseEvent) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const anchor = (event.target as Element).closest?.("a");
    const href = anchor?.getAttribute("href");
    if (!anchor || !href || href.startsWith("#") || anchor.target || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };
}

/**
 * Content without any behaviour (text, images, links) whose code the browser does not need to load
 * for a prerendered page: hydration keeps the server's HTML as it is. The content's module loads only
 * when the island is rendered in the browser without that HTML (after a client-side navigation).
 * Keeps the public pages' first load small: their words are in the HTML, not a second time in JS.
 */
export function staticIsland(id: string, load: Loader, className?: string) {
  const Content = lazy(load);
  // biome-ignore lint/correctness/noComponentHookFactories: the factory runs once per island at module level, like React.lazy.
  function StaticIsland() {
    const onClick = useLinkNavigation();
    const [serverHtml] = useState(() =>
      typeof document === "undefined" ? undefined : document.getElementById(id)?.innerHTML,
    );
    if (serverHtml !== undefined) {
      return (
        // The HTML is the island's own prerendered markup, read back from the page: nothing from outside.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: see above.
        // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates clicks of the links inside; the links stay keyboard-operable.
        <div id={id} className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: serverHtml }} />
      );
    }
    return (
      // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: delegates clicks of the links inside; the links stay keyboard-operable.
      <div id={id} className={className} onClick={onClick}>
        <Suspense>
          <Content />
        </Suspense>
      </div>
    );
  }
  return StaticIsland;
}

/** Picks one named export of a content module as an island's default. */
export const pick =
  <M,>(load: () => Promise<M>, name: keyof M): Loader =>
  () =>
    load().then((module) => ({ default: module[name] as ComponentType }));
