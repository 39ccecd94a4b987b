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
  // A <dl> may hold <div>s that each hold one <dt> and its <dd>: the copy button lives in the <dd>.
  return (
    <div className="grid grid-cols-[1fr_auto] items-start gap-x-3 py-2">
      <dt className="col-start-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="contents">
        <span className="col-start-1 break-words text-slate-900">{value}</span>
        <button
          type="button"
          onClick={onCopy}
          className="col-start-2 row-span-2 row-start-1 shrink-0 self-center rounded p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700"
          aria-label={`Copy ${label}`}
          title={`Copy ${label}`}
        >
          {copied ? <Check size={18} aria-hidden className="text-green-700" /> : <Copy size={18} aria-hidden />}
        </button>
      </dd>
    </div>
  );
}
