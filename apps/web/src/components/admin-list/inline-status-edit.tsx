import { Check, Pencil, X } from "lucide-react";
import { useState } from "react";
import { errorMessage } from "../../lib/api";
import { toastError, toastSuccess } from "../../lib/toast";
import { StatusBadge } from "../ui/status-badge";

interface Props {
  value: string;
  options: readonly string[];
  /** Accessible name, e.g. 'shipment status of SWG123ABC'. */
  label: string;
  /** Makes the update call; throw to keep edit mode and show the error. */
  onConfirm: (value: string) => Promise<unknown>;
  /** Default error text when the server gives none, e.g. 'Error updating status!'. */
  fallback?: string;
}

/** The spec's inline edit: edit icon → select with the current value, confirm and cancel; 'Status updated!'. */
export function InlineStatusEdit({ value, options, label, onConfirm, fallback = "Error updating status!" }: Props) {
  const [editing, setEditing] = useState(false);
  const [choice, setChoice] = useState(value);
  const [saving, setSaving] = useState(false);
  if (!editing) {
    return (
      <span className="inline-flex items-center gap-2">
        <StatusBadge status={value} />
        <button
          type="button"
          className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
          aria-label={`Edit ${label}`}
          onClick={() => {
            setChoice(value);
            setEditing(true);
          }}
        >
          <Pencil size={15} />
        </button>
      </span>
    );
  }
  const confirm = async () => {
    setSaving(true);
    try {
      await onConfirm(choice);
      toastSuccess("Status updated!");
      setEditing(false);
    } catch (error) {
      toastError(errorMessage(error, fallback));
    } finally {
      setSaving(false);
    }
  };
  return (
    <span className="inline-flex items-center gap-1">
      <select
        aria-label={label}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        className="rounded-md border border-slate-300 px-2 py-1 text-sm"
        disabled={saving}
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
        disabled={saving}
        onClick={confirm}
        className="rounded p-1 text-green-700 hover:bg-green-50"
      >
        <Check size={16} />
      </button>
      <button
        type="button"
        aria-label="Cancel"
        disabled={saving}
        onClick={() => setEditing(false)}
        className="rounded p-1 text-red-700 hover:bg-red-50"
      >
        <X size={16} />
      </button>
    </span>
  );
}
