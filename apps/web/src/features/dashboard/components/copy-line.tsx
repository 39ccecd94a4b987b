import { DASHBOARD_TEXTS } from "@app/shared/dashboard/dashboard";
import { Check, Copy } from "lucide-react";
import { type MouseEvent, useState } from "react";

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

// Room the confirmation needs above the button: the portal's fixed header (4rem) and the bubble itself.
const ROOM_ABOVE_PX = 64 + 48;

/**
 * One address line with its copy button. The 'Copied: …' confirmation shows in a bubble on the button (above it, or
 * below it when the button sits right under the fixed header), where the person who tapped is looking; a bubble
 * covers nothing for good and moves no line (a message under the card was below the fold on phones).
 */
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
  const [below, setBelow] = useState(false);
  const copy = (event: MouseEvent<HTMLButtonElement>) => {
    setBelow(event.currentTarget.getBoundingClientRect().top < ROOM_ABOVE_PX);
    onCopy();
  };
  // A <dl> may hold <div>s that each hold one <dt> and its <dd>: the copy button lives in the <dd>.
  return (
    <div className="grid grid-cols-[1fr_auto] items-start gap-x-3 py-2">
      <dt className="col-start-1 text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="contents">
        <span className="col-start-1 break-words text-slate-900">{value}</span>
        <span className="relative col-start-2 row-span-2 row-start-1 self-center">
          <button
            type="button"
            onClick={copy}
            className="block shrink-0 rounded p-2 text-slate-600 hover:bg-slate-100 hover:text-brand-700"
            aria-label={`Copy ${label}`}
            title={`Copy ${label}`}
          >
            {copied ? <Check size={18} aria-hidden className="text-green-700" /> : <Copy size={18} aria-hidden />}
          </button>
          {/* Always in the page, empty until a copy, so screen readers announce what it then says. */}
          <span
            role="status"
            className={
              copied
                ? `pointer-events-none absolute right-0 z-10 w-max max-w-[min(20rem,calc(100vw-3rem))] rounded-md bg-slate-900 px-2.5 py-1 text-sm font-medium break-words text-white shadow-lg ${below ? "top-full mt-1" : "bottom-full mb-1"}`
                : "sr-only"
            }
          >
            {copied ? DASHBOARD_TEXTS.copied(value) : ""}
          </span>
        </span>
      </dd>
    </div>
  );
}
