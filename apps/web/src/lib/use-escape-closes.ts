import { type RefObject, useEffect } from "react";

/** While `open`, Escape calls `close` and puts focus back on the control that opened it (menus, drawers). */
export function useEscapeCloses(open: boolean, close: () => void, opener: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      opener.current?.focus();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, close, opener]);
}
