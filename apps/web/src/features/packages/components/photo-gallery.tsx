import type { PackageView } from "@app/shared/packages";
import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { useRef, useState } from "react";

/**
 * A parcel's photos as thumbnails; each opens full size in a dialog (Esc or Close shuts it and focus goes back to
 * the thumbnail that opened it).
 */
export function PhotoGallery({ photos, code }: { photos: PackageView["photos"]; code: string }) {
  const [open, setOpen] = useState<number | null>(null);
  // The thumbnail that opened the dialog gets focus back when it closes (the dialog has no Radix trigger).
  const opener = useRef<HTMLButtonElement | null>(null);
  if (photos.length === 0) return <p className="text-sm text-slate-500">No photos yet.</p>;
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="flex flex-wrap gap-2" aria-label={`Photos of ${code}`}>
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <button
              type="button"
              className="block overflow-hidden rounded-md border border-slate-200 hover:border-brand-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              onClick={(e) => {
                opener.current = e.currentTarget;
                setOpen(i);
              }}
              aria-label={`View photo ${i + 1} of ${code} full size`}
            >
              <img
                src={photo.url}
                alt=""
                width={80}
                height={60}
                loading="lazy"
                className="h-[60px] w-20 object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      <Dialog.Root open={shown !== undefined} onOpenChange={(next) => !next && setOpen(null)}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/80" />
          <Dialog.Content
            onCloseAutoFocus={(e) => {
              e.preventDefault();
              opener.current?.focus();
            }}
            className="fixed left-1/2 top-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[calc(100%-2rem)] max-w-4xl -translate-x-1/2 -translate-y-1/2 flex-col gap-3 rounded-xl bg-white p-4 shadow-xl focus:outline-none"
          >
            <div className="flex items-center justify-between gap-3">
              <Dialog.Title className="text-base font-semibold text-slate-900">
                Photo {(open ?? 0) + 1} of {photos.length}: {code}
              </Dialog.Title>
              <Dialog.Close className="rounded p-1 text-slate-600 hover:bg-slate-100" aria-label="Close">
                <X size={20} />
              </Dialog.Close>
            </div>
            <Dialog.Description className="sr-only">The photo full size. Press Escape to close.</Dialog.Description>
            {shown && (
              <img
                src={shown.url}
                alt={`Package ${code}, full size (${(open ?? 0) + 1} of ${photos.length})`}
                className="min-h-0 flex-1 object-contain"
              />
            )}
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
