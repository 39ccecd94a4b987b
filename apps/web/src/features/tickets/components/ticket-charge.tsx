import type { TicketCharge as Charge } from "@app/shared/tickets/tickets";
import { ImageGallery } from "../../../components/ui/record-parts";
import { Link } from "../../../components/ui/link";

/**
 * The charge a "Question this charge" ticket asks about: a link to its invoice (the portal's or the back office's,
 * `invoiceHref`) and the questioned line's photos as thumbnails that open full size. Nothing for other tickets.
 */
export function TicketCharge({ charge, invoiceHref }: { charge: Charge | null | undefined; invoiceHref: string }) {
  if (!charge) return null;
  return (
    <section aria-label="The questioned charge" className="space-y-3 rounded-md border border-slate-200 p-3">
      <p className="text-sm text-slate-800">
        About invoice{" "}
        <Link to={invoiceHref} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
          {charge.transaction_id}
        </Link>
        , line {charge.line}
        {charge.line_label ? `: ${charge.line_label}` : ""}
      </p>
      <ImageGallery
        title="Photos of the charge"
        images={charge.photos.map((photo, index) => ({ id: index + 1, url: photo.url, name: photo.name }))}
      />
    </section>
  );
}
