/**
 * Toasts of the spec: green for success, red for errors, gone after 5 seconds.
 *
 * The Toaster is not part of a signed-in page's first load: the first toast asked for mounts it (AppProviders loads
 * components/ui/toaster.tsx), and toasts asked for before it listens are shown as soon as it does, in order.
 */
export const TOAST_MS = 5000;

export type ToastKind = "success" | "error";
/**
 * A list's '… Loaded!' toast is quiet: on a phone, where one toast shows at a time, it never takes the place of a
 * confirmation or an error still on screen.
 */
export interface ToastOptions {
  quiet?: boolean;
}
type Show = (kind: ToastKind, message: string, options: ToastOptions) => void;

let show: Show | undefined;
let pending: Array<[ToastKind, string, ToastOptions]> = [];
let wanted = false;
const listeners = new Set<() => void>();

/** For AppProviders (useSyncExternalStore): whether a toast has been asked for, so the Toaster must be there. */
export function subscribeToToasts(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}
export const toasterWanted = () => wanted;

/** The mounted Toaster listens: shows what was asked for so far, and every toast from now on. Returns its undo. */
export function toasterReady(next: Show) {
  show = next;
  const queued = pending;
  pending = [];
  for (const [kind, message, options] of queued) next(kind, message, options);
  return () => {
    if (show === next) show = undefined;
  };
}

function toast(kind: ToastKind, message: string, options: ToastOptions = {}) {
  if (show) return show(kind, message, options);
  pending.push([kind, message, options]);
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function toastSuccess(message: string) {
  toast("success", message);
}

/** The spec's green '… Loaded!' toast after a list loads (quiet: see ToastOptions). */
export function toastLoaded(message: string) {
  toast("success", message, { quiet: true });
}

export function toastError(message: string) {
  toast("error", message);
}
