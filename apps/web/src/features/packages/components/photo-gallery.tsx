import * as Dialog from "@radix-ui/react-dialog";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "../../../components/ui/button";
import { thumbnailUrl } from "../../../lib/image-urls";

interface Photo {
  url: string;
  name: string | null;
}

/**
 * A parcel's photos as thumbnails; a click (or Enter) opens one full size in a dialog, which traps focus, closes
 * with Esc or its Close button, and steps through the others with Previous / Next (or the arrow keys). Focus goes
 * back to the thumbnail that opened it. The portal's package cards and the staff pages share it.
 */
export function PhotoGallery({
  photos,
  title,
  size = "h-24 w-24",
  empty = "No photos.",
}: {
  photos: Photo[];
  title: string;
  /** The thumbnails' Tailwind size classes. */
  size?: string;
  /** What stands in for the photos when there are none. */
  empty?: string;
}) {
  const [open, setOpen] = useState<number | null>(null);
  // The thumbnail that opened the dialog gets focus back when it closes (the dialog has no Radix trigger).
  const opener = useRef<HTMLButtonElement | null>(null);
  if (photos.length === 0) return <p className="text-sm text-slate-500">{empty}</p>;
  const count = photos.length;
  const step = (by: number) => setOpen((current) => (current === null ? null : (current + by + count) % count));
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={`${title}: photos`}>
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(index);
              }}
              aria-label={`Open photo ${index + 1} of ${count} of ${title} full size`}
              className="block rounded border border-slate-200 focus:outline-none focus:ring-2 focus:ring-brand-600"
            >
              <img src={thumbnailUrl(photo.url)} alt="" className={`${size} rounded object-cover`} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={open !== null} onOpenChange={(next) => !next && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/80" />
          <Dialog.Content
            className="fixed inset-2 z-50 flex flex-col gap-3 rounded-xl bg-white p-4 shadow-xl focus:outline-none sm:inset-8"
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              opener.current?.focus();
            }}
            onKeyDown={(e) => {
              if (count < 2) return;
              if (e.key === "ArrowRight") step(1);
              if (e.key === "ArrowLeft") step(-1);
            }}
          >
            <div className="flex items-center justify-between gap-2">
              <Dialog.Title className="text-lg font-bold text-slate-900">
                {title}: photo {(open ?? 0) + 1} of {count}
              </Dialog.Title>
              <Dialog.Close asChild>
                <Button variant="secondary" aria-label="Close photo">
                  <X size={16} /> Close
                </Button>
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">
              The photo at full size. Use Previous and Next, or the arrow keys, to see the others.
            </Dialog.Description>
            <div className="flex min-h-0 flex-1 items-center justify-center overflow-auto">
              {shown && (
                <img
                  src={shown.url}
                  alt={`${title}, view ${(open ?? 0) + 1} of ${count}${shown.name ? ` (${shown.name})` : ""}`}
                  className="max-h-full max-w-full object-contain"
                />
              )}
            </div>
            {count > 1 && (
              <div className="flex justify-center gap-2">
                <Button variant="secondary" onClick={() => step(-1)}>
                  <ChevronLeft size={16} /> Previous
                </Button>
                <Button variant="secondary" onClick={() => step(1)}>
                  Next <ChevronRight size={16} />
                </Button>
              </div>
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
