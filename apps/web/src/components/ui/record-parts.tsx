import { Link } from "./link";
import { thumbnailUrl } from "../../lib/image-urls";

/** Pieces every printable record card shows: its uploaded images and the customer's extra information. */

interface GalleryImage {
  id: number;
  url: string;
  name: string | null;
}

/** The record's images as thumbnails (the server's small variant); each opens full size in a new tab. Nothing when there are none. */
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
                src={thumbnailUrl(image.url)}
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

const INVOICE_LINK = "font-medium text-brand-700 underline-offset-2 hover:underline";

/**
 * A staff record's invoice: its transaction id and amount (opens it), else 'Create Invoice' for those who may
 * issue one. A printout never shows the link: it reads 'No invoice yet' instead of an empty label.
 */
export function InvoiceCell({
  invoice,
  createPath,
}: {
  invoice: { id: number; transaction_id: string; amount: string } | null;
  /** Where 'Create Invoice' leads; absent when the admin may not create invoices. */
  createPath?: string;
}) {
  if (invoice)
    return (
      <Link to={`/admin/invoices/${invoice.id}`} className={INVOICE_LINK}>
        {invoice.transaction_id} · {invoice.amount}
      </Link>
    );
  if (!createPath) return <>No invoice yet</>;
  return (
    <>
      <Link to={createPath} className={`${INVOICE_LINK} no-print`}>
        Create Invoice
      </Link>
      <span className="hidden print:inline">No invoice yet</span>
    </>
  );
}
