import { Check, Pencil, X } from "lucide-react";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { errorMessage } from "../../lib/api";
import { toastError, toastSuccess } from "../../lib/toast";
import { busyButtonProps } from "../ui/button";
import { ConfirmDialog, loadConfirmDialog } from "../ui/confirm-dialog";
import { StatusBadge } from "../ui/status-badge";

/** What the dialog says before a change that needs a second look. */
export interface ChangeConfirmation {
  title: string;
  description: string;
  confirmLabel?: string;
}

interface Props {
  value: string;
  options: readonly string[];
  /** Accessible name, e.g. 'shipment status of SWG123ABC'. */
  label: string;
  /** Makes the update call; throw to keep edit mode and show the error. */
  onConfirm: (value: string) => Promise<unknown>;
  /** Default error text when the server gives none, e.g. 'Error updating status!'. */
  fallback?: string;
  /** Whether changing to this value e-mails the customer (the server's rule): such a change is confirmed first. */
  emailsCustomer?: (next: string) => boolean;
  /** Any other change that is confirmed first (e.g. an owner demoting themselves): what the dialog says, or none. */
  confirmation?: (next: string) => ChangeConfirmation | undefined;
  /** The toast after a change is saved: the spec's 'Status updated!' unless the value is not a status (a role). */
  saved?: string;
}

/**
 * The spec's inline edit: edit icon → select with the current value, confirm and cancel; 'Status updated!'.
 * By keyboard: Enter on the edit button opens the select with focus in it, Enter in the select confirms, Esc
 * cancels, and focus comes back to the edit button. A change that e-mails the customer, or that the caller's
 * `confirmation` names, asks first, in a dialog.
 */
export function InlineStatusEdit({
  value,
  options,
  label,
  onConfirm,
  fallback = "Error updating status!",
  emailsCustomer,
  confirmation,
  saved = "Status updated!",
}: Props) {
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState(value);
  const [saving, setSaving] = useState(false);
  const [asking, setAsking] = useState(false);
  const selectRef = useRef<HTMLSelectElement>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  // Where focus goes after the next render: into the select when editing starts, back to the edit button after.
  const focusNext = useRef<"select" | "edit" | null>(null);

  useEffect(() => {
    const target =
      focusNext.current === "select" ? selectRef.current : focusNext.current === "edit" ? editRef.current : null;
    if (!target) return;
    focusNext.current = null;
    target.focus();
  });

  const stopEditing = () => {
    focusNext.current = "edit";
    setAsking(false);
    setEditing(false);
  };

  if (!editing) {
    return (
      <span className="inline-flex items-center gap-2">
        <StatusBadge status={value} />
        <button
          ref={editRef}
          type="button"
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label={`Edit ${label}`}
          onClick={() => {
            setChoice(value);
            if (emailsCustomer || confirmation) void loadConfirmDialog();
            focusNext.current = "select";
            setEditing(true);
          }}
        >
          <Pencil size={15} />
        </button>
      </span>
    );
  }

  const save = async () => {
    setSaving(true);
    try {
      await onConfirm(choice);
      toastSuccess(saved);
      stopEditing();
    } catch (error) {
      setAsking(false);
      toastError(errorMessage(error, fallback));
    } finally {
      setSaving(false);
    }
  };
  const question = choice === value ? undefined : askingFor(choice, label, emailsCustomer, confirmation);
  const confirm = () => {
    if (question) setAsking(true);
    else void save();
  };
  const onSelectKey = (e: KeyboardEvent<HTMLSelectElement>) => {
    if (e.key === "Escape" && !saving) {
      e.preventDefault();
      stopEditing();
    } else if (e.key === "Enter" && !saving) {
      e.preventDefault();
      confirm();
    }
  };

  return (
    <span className="inline-flex items-center gap-1">
      <select
        ref={selectRef}
        aria-label={label}
        value={choice}
        // While saving it waits but keeps focus (Enter in it saves): a disabled select would drop focus to <body>.
        onChange={(e) => !saving && setChoice(e.target.value)}
        onKeyDown={onSelectKey}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm aria-disabled:opacity-60"
        aria-disabled={saving || undefined}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
      <button
        type="button"
        aria-label="Confirm"
        {...busyButtonProps(saving, confirm)}
        className="rounded p-1 text-green-700 hover:bg-green-50"
      >
        <Check size={16} />
      </button>
      <button
        type="button"
        aria-label="Cancel"
        disabled={saving}
        onClick={stopEditing}
        className="rounded p-1 text-red-700 hover:bg-red-50"
      >
        <X size={16} />
      </button>
      <ConfirmDialog
        open={asking && question !== undefined}
        title={question?.title}
        description={question?.description}
        confirmLabel={question?.confirmLabel}
        busy={saving}
        onConfirm={() => void save()}
        onCancel={() => setAsking(false)}
        onCloseAutoFocus={(e) => {
          // Back into the select when the change was not made; after a save, focus goes to the edit button.
          e.preventDefault();
          if (focusNext.current === null) selectRef.current?.focus();
        }}
      />
    </span>
  );
}

/** The dialog for a change to `next`: the caller's own question, else the customer's e-mail, else none. */
function askingFor(
  next: string,
  label: string,
  emailsCustomer: Props["emailsCustomer"],
  confirmation: Props["confirmation"],
): ChangeConfirmation | undefined {
  const own = confirmation?.(next);
  if (own) return own;
  if (!emailsCustomer?.(next)) return undefined;
  return { title: `Change ${label} to ${next}?`, description: "The customer will be e-mailed about this change." };
}
