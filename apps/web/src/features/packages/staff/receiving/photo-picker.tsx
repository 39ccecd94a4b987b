import { imagesProblem } from "@app/shared/core/form-values";
import { Camera, ImagePlus, X } from "lucide-react";
import { useEffect, useId, useMemo, useRef } from "react";
import { buttonClass } from "../../../../components/ui/button";

/** Photos larger than this are scaled down in the browser before sending (a phone camera's 4–8 MB pictures). */
const SHRINK_ABOVE_BYTES = 1_500_000;
const MAX_SIDE_PX = 2000;

/**
 * A camera photo scaled to at most 2,000 px on its longest side as JPEG: quicker to send from a phone and well under
 * the server's 5 MB per image. Anything that cannot be decoded here is sent as it is (the server checks it).
 */
export async function shrinkPhoto(file: File): Promise<File> {
  if (file.size <= SHRINK_ABOVE_BYTES || typeof createImageBitmap !== "function") return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, MAX_SIDE_PX / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], `${file.name.replace(/\.[^.]*$/, "") || "photo"}.jpg`, { type: "image/jpeg" });
  } catch {
    return file;
  }
}

interface Props {
  photos: File[];
  onChange: (photos: File[]) => void;
  error?: string;
  /** 0 to 1 while the photos are being sent; undefined otherwise. */
  progress?: number;
}

/** The desk's key for the camera (a phone) or the file picker (a desk computer): no mouse needed for photos. */
export const PHOTO_SHORTCUT = "Alt+P";
const isPhotoShortcut = (event: KeyboardEvent) =>
  event.altKey && !event.ctrlKey && !event.metaKey && event.code === "KeyP";

/**
 * The parcel's photos: 'Take photo' opens the camera on a phone (capture), 'Choose files' the file picker; Alt+P opens
 * the first from anywhere on the page (event.code, so a Mac's Option+P works too). Each photo shows as a thumbnail
 * with a remove button, and a progress bar while they upload.
 */
export function PhotoPicker({ photos, onChange, error, progress }: Props) {
  const id = useId();
  const camera = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isPhotoShortcut(event)) return;
      event.preventDefault();
      camera.current?.click();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  const previews = useMemo(() => photos.map((photo) => URL.createObjectURL(photo)), [photos]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const add = async (list: FileList | null, input: HTMLInputElement | null) => {
    const chosen = await Promise.all(Array.from(list ?? []).map(shrinkPhoto));
    if (input) input.value = "";
    if (chosen.length) onChange([...photos, ...chosen]);
  };
  const problem = error ?? imagesProblem(photos);
  const hintId = `${id}-hint`;

  return (
    <fieldset className="space-y-2" aria-describedby={hintId}>
      <legend className="block text-sm font-medium text-slate-700">Photos</legend>
      <div className="flex flex-wrap gap-2">
        <label className={buttonClass("secondary", "cursor-pointer focus-within:ring-2 focus-within:ring-brand-600")}>
          <Camera size={16} aria-hidden /> Take photo{" "}
          <kbd className="rounded border border-slate-300 bg-slate-50 px-1 font-sans text-xs text-slate-600">
            {PHOTO_SHORTCUT}
          </kbd>
          <input
            ref={camera}
            type="file"
            accept="image/*"
            capture="environment"
            aria-keyshortcuts={PHOTO_SHORTCUT}
            className="sr-only"
            onChange={(e) => add(e.target.files, camera.current)}
          />
        </label>
        <label className={buttonClass("secondary", "cursor-pointer focus-within:ring-2 focus-within:ring-brand-600")}>
          <ImagePlus size={16} aria-hidden /> Choose files
          <input
            ref={files}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            onChange={(e) => add(e.target.files, files.current)}
          />
        </label>
      </div>
      {problem ? (
        <p id={hintId} className="text-sm text-red-600" role="alert">
          {problem}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-slate-500">
          The label and, where asked, the contents ({PHOTO_SHORTCUT} opens the camera or the file picker). JPEG, PNG,
          GIF or WebP; large camera photos are scaled down.
        </p>
      )}
      {photos.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Photos to send">
          {photos.map((photo, i) => (
            <li key={previews[i]} className="relative">
              <img
                src={previews[i]}
                alt={`Parcel, shot ${i + 1}: ${photo.name}`}
                className="h-20 w-20 rounded-md border border-slate-200 object-cover"
              />
              <button
                type="button"
                onClick={() => onChange(photos.filter((_, j) => j !== i))}
                className="absolute -right-2 -top-2 flex size-8 items-center justify-center rounded-full bg-white text-slate-700 shadow ring-1 ring-slate-300 hover:text-red-600"
                aria-label={`Remove photo ${i + 1}`}
              >
                <X size={16} aria-hidden />
              </button>
            </li>
          ))}
        </ul>
      )}
      {progress !== undefined && photos.length > 0 && (
        <div className="flex items-center gap-2 text-sm text-slate-700">
          <progress max={1} value={progress} className="h-2 w-48" aria-label="Uploading photos" />
          <span>{Math.round(progress * 100)}%</span>
        </div>
      )}
    </fieldset>
  );
}
