import type { TicketDetail } from "@app/shared/tickets";

/** The ticket's images; each opens full size in a new tab (served only to the owner and staff). */
export function TicketAttachments({ images }: { images: TicketDetail["images"] }) {
  if (images.length === 0) return null;
  return (
    <div>
      <h2 className="mb-2 text-sm font-semibold text-slate-700">Attachments</h2>
      <ul className="flex flex-wrap gap-3">
        {images.map((image) => (
          <li key={image.id}>
            <a href={image.url} target="_blank" rel="noreferrer" className="block">
              <img
                src={image.url}
                alt={image.name ?? "Ticket attachment"}
                className="h-24 w-24 rounded-md border border-slate-200 object-cover"
                loading="lazy"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
