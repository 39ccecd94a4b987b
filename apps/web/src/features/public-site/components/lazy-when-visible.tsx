import {
  type ComponentType,
  type FormEvent,
  lazy,
  Suspense,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

// Layout effects warn during prerendering; nothing is measured there.
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

/**
 * A component whose code loads only when its place comes near the viewport (or is focused or
 * touched), so heavy parts (forms with react-hook-form and zod, carousels) stay out of a page's
 * first load.
 *
 * Prerendering renders it at once, so the HTML holds the full content. In the browser that HTML
 * stays as it is (like a static island) until the code has arrived; then the component renders in
 * its place, looking the same. (Not a Suspense boundary left dehydrated: React would hold every
 * client-side navigation until such a boundary hydrates.) Without prerendered HTML, after a
 * client-side navigation, a placeholder of the given size shows until then.
 *
 * `loadWhen: "used"` waits for a focus or touch only, even in view, as long as the prerendered HTML is there: for
 * a form in the first screen, whose code would otherwise weigh on every first load (without that HTML there is
 * nothing to focus, so it loads when visible).
 */
export function lazyWhenVisible<P extends object>(
  load: Loader<P>,
  placeholderClassName = "min-h-96",
  { loadWhen = "visible" }: { loadWhen?: "visible" | "used" } = {},
) {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  let fields: typeof import("./typed-fields") | undefined;
  const loadOnce = () => {
    loading ??= Promise.all([load(), import("./typed-fields")]).then(([module, typedFields]) => {
      fields = typedFields;
      loaded = module.default;
      return loaded;
    });
    return loading;
  };
  const PrerenderedPart = lazy(load);

  // biome-ignore lint/correctness/noComponentHookFactories: the factory runs once per lazily loaded part at module level, like React.lazy.
  function WhenVisible(props: P) {
    const id = useId();
    const ref = useRef<HTMLDivElement>(null);
    const [serverHtml] = useState(() =>
      typeof document === "undefined" ? undefined : document.getElementById(id)?.innerHTML,
    );
    const [Part, setPart] = useState<ComponentType<P> | undefined>(() => loaded);
    const focusName = useRef<string | null>(null);
    const typed = useRef<import("./typed-fields").Typed>([]);
    const swapped = useRef(false);

    useEffect(() => {
      const element = ref.current;
      if (Part || !element) return;
      let cancelled = false;
      const start = (event?: Event) => {
        if (event?.type === "focusin") focusName.current = (event.target as HTMLElement).getAttribute("name");
        cleanup();
        void loadOnce().then((component) => !cancelled && setPart(() => component));
      };
      const onlyWhenUsed = loadWhen === "used" && serverHtml !== undefined;
      const observer =
        typeof IntersectionObserver === "function" && !onlyWhenUsed
          ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
              rootMargin: "0px",
            })
          : undefined;
      const cleanup = () => {
        observer?.disconnect();
        element.removeEventListener("focusin", start);
        element.removeEventListener("pointerdown", start);
      };
      element.addEventListener("focusin", start);
      element.addEventListener("pointerdown", start);
      if (observer) observer.observe(element);
      else if (!onlyWhenUsed) start();
      return () => {
        cancelled = true;
        cleanup();
      };
    }, [Part, serverHtml]);

    // What the visitor typed before the code arrived stays, and so does the focus of the field they were in.
    useIsomorphicLayoutEffect(() => {
      if (!Part) return;
      fields?.restoreTyped(ref.current, typed.current);
      typed.current = [];
      const name = focusName.current;
      focusName.current = null;
      if (!name) return;
      ref.current?.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`)?.focus();
    }, [Part]);

    if (typeof window === "undefined") {
      return (
        <div id={id}>
          <Suspense>
            <PrerenderedPart {...props} />
          </Suspense>
        </div>
      );
    }
    if (Part && !swapped.current) {
      // The render that swaps the prerendered HTML for the live part: read what was typed into the old fields
      // now, as late as possible (keys pressed while the code was loading count too); React commits right after.
      swapped.current = true;
      typed.current = fields?.typedInto(ref.current) ?? [];
      const active = document.activeElement;
      if (active instanceof HTMLElement && ref.current?.contains(active))
        focusName.current = active.getAttribute("name") ?? focusName.current;
    }
    if (Part) {
      return (
        <div id={id} ref={ref}>
          <Part {...props} />
        </div>
      );
    }
    // The prerendered form has no handlers yet: never let the browser submit it itself.
    const holdSubmit = (event: FormEvent) => event.preventDefault();
    if (serverHtml !== undefined) {
      // The HTML is this part's own prerendered markup, read back from the page: nothing from outside.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: see above.
      return <div id={id} ref={ref} onSubmit={holdSubmit} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
    }
    return (
      <div id={id} ref={ref}>
        <div className={placeholderClassName} aria-hidden="true" />
      </div>
    );
  }
  return WhenVisible;
}
