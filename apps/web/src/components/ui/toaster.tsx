import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { TOAST_MS, type ToastKind, toasterReady } from "../../lib/toast";

interface Shown {
  id: number;
  kind: ToastKind;
  message: string;
  quiet: boolean;
}

/** At most this many at once: a newer toast pushes out the oldest, so the stack never climbs over the page. */
const MAX_SHOWN = 3;

const KIND_CLASS: Record<ToastKind, string> = {
  success: "border-green-200 bg-green-50 text-green-800",
  error: "border-red-200 bg-red-50 text-red-800",
};

let nextId = 0;

/**
 * Below Tailwind's `lg`, where the side menu is a drawer and the content takes the whole width (phones and tablets):
 * one toast at a time, over the header bar.
 */
const NARROW = "(max-width: 1023.98px)";

/** The toast a narrow screen shows: the newest that is not a quiet '… Loaded!' one, else the newest. */
function frontWhenNarrow(shown: Shown[]): Shown | undefined {
  return shown.findLast((toast) => !toast.quiet) ?? shown.at(-1);
}

const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * The toasts, loaded by AppProviders when the first one is asked for (see lib/toast.ts), shown in its live region
 * (ToastRegion, in the page from the start and empty until then, so the first toast is announced too): this renders
 * the toasts inside it; `region` is that element.
 *
 * Below 1024 px (phones and tablets, where the side menu is a drawer) a toast never covers the page: the newest one
 * is laid over the fixed header bar (56 px, no taller than any layout's header), its text clamped to three lines, and
 * it lets clicks through to the header but for its close button; a list's quiet '… Loaded!' toast never hides a
 * confirmation or an error, and keyboard focus moving onto a control under the toast closes it (WCAG 2.4.11); the
 * others wait hidden. Wider screens stack them in
 * the bottom-right corner, so they cover neither the fixed header nor a page's title actions and list toolbar. Each
 * goes after TOAST_MS or with its close button (a 24 px target). Why: docs/decisions/0041, 0118.
 */
export default function Toaster({ region }: { region: HTMLElement }) {
  const [shown, setShown] = useState<Shown[]>([]);
  useEffect(
    () =>
      toasterReady((kind, message, { quiet = false }) => {
        const id = nextId++;
        setShown((list) => [...list, { id, kind, message, quiet }].slice(-MAX_SHOWN));
        setTimeout(() => setShown((list) => list.filter((toast) => toast.id !== id)), TOAST_MS);
      }),
    [],
  );
  useEffect(() => {
    const stepAside = (event: FocusEvent) => {
      if (!(event.target instanceof Element) || region.contains(event.target)) return;
      if (!window.matchMedia(NARROW).matches) return;
      if (overlaps(region.getBoundingClientRect(), event.target.getBoundingClientRect()))
        setShown((list) => (list.length ? [] : list));
    };
    document.addEventListener("focusin", stepAside);
    return () => document.removeEventListener("focusin", stepAside);
  }, [region]);
  const close = (id: number) => setShown((list) => list.filter((toast) => toast.id !== id));
  const front = frontWhenNarrow(shown);
  return (
    <>
      {shown.map((toast) => (
        <div
          key={toast.id}
          data-toast={toast.kind}
          className={`flex items-center gap-3 border px-4 font-medium shadow-lg max-lg:h-full max-lg:py-1 max-lg:text-xs max-lg:leading-4 ${toast === front ? "" : "max-lg:hidden"} lg:pointer-events-auto lg:rounded-lg lg:py-3 lg:text-sm ${KIND_CLASS[toast.kind]}`}
        >
          <p className="flex-1 max-lg:line-clamp-3">{toast.message}</p>
          <button
            type="button"
            aria-label="Close notification"
            onClick={() => close(toast.id)}
            className="pointer-events-auto flex size-6 shrink-0 items-center justify-center rounded text-slate-700 hover:bg-black/5"
          >
            <X size={14} aria-hidden="true" />
          </button>
        </div>
      ))}
    </>
  );
}
