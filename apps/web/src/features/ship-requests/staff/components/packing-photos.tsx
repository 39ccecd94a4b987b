import { imagesProblem, IMAGE_RULES } from "@app/shared/core/form-values";
import type { StaffShipRequest } from "@app/shared/ship-requests/staff";
import { useQueryClient } from "@tanstack/react-query";
import { Camera, ImagePlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Button } from "../../../../components/ui/button";
import { errorMessage } from "../../../../lib/api";
import { thumbnailUrl } from "../../../../lib/image-urls";
import { addPackingPhotos } from "../api/staff-ship-requests";

type Photo = StaffShipRequest["packing_photos"][number];

/**
 * The packing photos of one request: 'Take photo' opens the camera on a phone, 'Choose photos' the file picker; the
 * chosen photos upload at once with a progress bar (checked here by type and size, and by content on the server),
 * then show as thumbnails that open the photo. They reach the customer in the packed e-mail and on the invoice.
 * onAdded hears the photos once an upload is stored (the pack form waits for one when the customer asked for them).
 */
export function PackingPhotos({
  requestId,
  photos: initial,
  onAdded,
}: {
  requestId: number;
  photos: Photo[];
  onAdded?: (photos: Photo[]) => void;
}) {
  const id = useId();
  const queryClient = useQueryClient();
  const camera = useRef<HTMLInputElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const [photos, setPhotos] = useState(initial);
  const [progress, setProgress] = useState<number | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState("");

  const upload = async (list: FileList | null, input: HTMLInputElement | null) => {
    const files = Array.from(list ?? []);
    if (input) input.value = "";
    if (files.length === 0) return;
    const problem = imagesProblem(files);
    if (problem) return setError(problem);
    setError(null);
    setStatus("");
    setProgress(0);
    try {
      const answer = await addPackingPhotos(requestId, files, setProgress);
      setPhotos(answer.packing_photos);
      onAdded?.(answer.packing_photos);
      setStatus(answer.message);
      void queryClient.invalidateQueries({ queryKey: ["admin-ship-requests", "submitted"] });
    } catch (e) {
      setError(errorMessage(e, "Failed to add the photos."));
    } finally {
      setProgress(undefined);
    }
  };

  const busy = progress !== undefined;
  return (
    <section
      aria-label={`Packing photos of ship request #${requestId}`}
      className="space-y-2"
      data-testid="packing-photos"
    >
      <h3 className="text-sm font-semibold text-slate-900">Packing photos</h3>
      <div className="flex flex-wrap gap-2">
        <input
          ref={camera}
          id={`${id}-camera`}
          type="file"
          accept={IMAGE_RULES.accept}
          capture="environment"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => upload(e.target.files, e.target)}
        />
        {/* Out of the tab order like the camera's: 'Choose photos' opens it, and a focus on this hidden input showed
            nothing (a keyboard user lost their place between 'Correct HS code' and 'Take photo'). */}
        <input
          ref={picker}
          type="file"
          accept={IMAGE_RULES.accept}
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          aria-label="Choose packing photos"
          onChange={(e) => upload(e.target.files, e.target)}
        />
        <Button variant="secondary" busy={busy} onClick={() => camera.current?.click()}>
          <Camera size={16} aria-hidden="true" /> Take photo
        </Button>
        <Button variant="secondary" busy={busy} onClick={() => picker.current?.click()}>
          <ImagePlus size={16} aria-hidden="true" /> Choose photos
        </Button>
      </div>
      {busy && (
        <label className="block text-sm text-slate-700">
          Uploading photos… {Math.round((progress ?? 0) * 100)}%
          <progress className="mt-1 block h-2 w-full max-w-xs" max={1} value={progress} />
        </label>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <p role="status" className="text-sm text-green-800">
        {status}
      </p>
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Packing photos taken">
          {photos.map((photo, i) => (
            <li key={photo.url}>
              <a href={photo.url} target="_blank" rel="noreferrer" className="block">
                <img
                  src={thumbnailUrl(photo.url)}
                  alt={`Packing, ${i + 1} of ${photos.length}${photo.name ? ` (${photo.name})` : ""}`}
                  className="h-16 w-16 rounded border border-slate-200 object-cover"
                  loading="lazy"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No packing photos yet.</p>
      )}
    </section>
  );
}
