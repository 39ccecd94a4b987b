/** Pieces every printable record card shows: its uploaded images and the customer's extra information. */

interface GalleryImage {
  id: number;
  url: string;
  name: string | null;
}

/** The record's images as thumbnails; each opens full size in a new tab. Nothing when there are none. */
export function ImageGallery({ title, images }: { title: string; images: GalleryImage[] }) {
  if (images.length === 0) return null;
  return (
    <section aria-label={title}>
      <h2 className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-500">{title}</h2>
      <ul className="flex flex-wrap gap-3">
        {images.map((image) => (
          <li key={image.id}>
            <a href={image.url} target="_blank" rel="noopener noreferrer" className="block">
              <img
                src={image.url}
                alt={image.name ?? `${title}: image ${image.id}`}
                className="h-24 w-24 rounded border border-slate-200 object-cover"
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ExtraInfo({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <p className="text-sm text-slate-700">
      <span className="font-semibold">Extra information: </span>
      {text}
    </p>
  );
}
