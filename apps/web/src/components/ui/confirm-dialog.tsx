import { lazy, Suspense, useState } from "react";
import type { ConfirmDialogProps } from "./confirm-dialog-panel";

let loading: Promise<typeof import("./confirm-dialog-panel")> | undefined;
/**
 * Loads the dialog's code (Radix Dialog with its focus trap and scroll lock, about 12 KB gzipped). Lists with an
 * inline edit or a bulk change call it when staff start an edit or pick rows, so the dialog is there by the time
 * they confirm; a list that nobody edits never loads it.
 */
export function loadConfirmDialog() {
  loading ??= import("./confirm-dialog-panel");
  return loading;
}

const Panel = lazy(() => loadConfirmDialog().then((module) => ({ default: module.ConfirmDialogPanel })));

/**
 * A change that needs a second look (it e-mails customers, or touches many records): Cancel or Confirm.
 * Nothing is rendered, and no dialog code loaded, until it first opens; from then on it stays mounted. Closing
 * returns focus to what had it when the dialog opened (ConfirmDialogPanel).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Panel {...props} />
    </Suspense>
  );
}
