import * as Dialog from "@radix-ui/react-dialog";
import { type ReactNode, useRef } from "react";
import { Button } from "./button";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** What will happen, e.g. 'The customer will be e-mailed about this change.' */
  description: ReactNode;
  /** More content between the description and the buttons, e.g. a choice that goes with the change. */
  children?: ReactNode;
  /** The change is being made: both buttons wait and Esc / a click outside do not close. */
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  /** The change cannot be made yet (the children say why): Confirm is disabled, Cancel still closes. */
  confirmDisabled?: boolean;
  /** Where focus goes when the dialog closes: back to what had it (by default), or preventDefault to place it yourself. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The dialog itself (Radix), loaded by ConfirmDialog the first time one opens: see confirm-dialog.tsx. Closed, it
 * gives focus back to what had it when it opened (a submit button, a row's button): Radix gives it to a
 * Dialog.Trigger, which these dialogs, opened by what they confirm, do not have, so focus fell to <body> (WCAG 2.4.3).
 */
export function ConfirmDialogPanel({
  open,
  title,
  description,
  children,
  busy,
  onConfirm,
  onCancel,
  confirmLabel = "Confirm",
  confirmDisabled = false,
  onCloseAutoFocus,
}: ConfirmDialogProps) {
  const opener = useRef<Element | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/60" />
        <Dialog.Content
          role="alertdialog"
          className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 space-y-4 rounded-xl bg-white p-5 shadow-xl focus:outline-none"
          onOpenAutoFocus={() => {
            opener.current = document.activeElement;
          }}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            if (opener.current instanceof HTMLElement && opener.current.isConnected) opener.current.focus();
          }}
        >
          <Dialog.Title className="text-lg font-bold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">{description}</Dialog.Description>
          {children}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={onCancel} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={onConfirm} busy={busy} disabled={confirmDisabled}>
              {busy ? "Saving..." : confirmLabel}
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
