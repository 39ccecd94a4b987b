import { Check, Copy } from "lucide-react";

/** Puts text on the clipboard; falls back to a hidden text area where the Clipboard API is unavailable. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = text;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand("copy");
    area.remove();
    return ok;
  }
}

/** One address line with its copy button. */
export function CopyLine({
  label,
  value,
  copied,
  onCopy,
}: {
  label: string;
  value: string;
  copied: boolean;
  onCopy: () => void;
}) {
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <div className="min-w-0">
        <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
        <dd className="break-words text-slate-900">{value}</dd>
      </div>
      <button
        type="button"
        onClick={onCopy}
        className="shrink-0 rounded p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700"
        aria-label={`Copy ${label}`}
        title={`Copy ${label}`}
      >
        {copied ? <Check size={18} aria-hidden className="text-green-700" /> : <Copy size={18} aria-hidden />}
      </button>
    </div>
  );
}
