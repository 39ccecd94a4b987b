import { formatPortalDate } from "@app/shared/core/format";
import type { ShipRequestView } from "@app/shared/ship-requests/ship-requests";
import { Link } from "../../../components/ui/link";

type Returned = Pick<ShipRequestView, "returned_reason" | "returned_at">;

const linkClass = "font-medium underline";

/**
 * A request staff returned to its customer (decision 0142): staff's reason in their words, and what to do next, as
 * the e-mail says. Nothing for any other request, one the customer cancelled included. `brief` is the one line the
 * list shows.
 */
export function ReturnedNotice({ request, brief = false }: { request: Returned; brief?: boolean }) {
  if (!request.returned_reason) return null;
  const when = request.returned_at ? ` on ${formatPortalDate(request.returned_at)}` : "";
  if (brief)
    return (
      <p className="mt-1 break-words text-sm text-amber-900" data-testid="returned-reason">
        Returned by our team: {request.returned_reason}
      </p>
    );
  return (
    <section
      aria-label="Returned by our team"
      className="space-y-1 break-words rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900"
      data-testid="returned-notice"
    >
      <p>
        <span className="font-semibold">Returned by our team{when}:</span> {request.returned_reason}
      </p>
      <p>
        We could not ship this request, so we cancelled it. Your parcels are back in your account and nothing was
        charged. You can{" "}
        <Link to="/user/ship-requests/new" className={linkClass}>
          submit a new ship request
        </Link>{" "}
        without the item, or{" "}
        <Link to="/user/support/form" className={linkClass}>
          contact us
        </Link>{" "}
        if you have a question about it.
      </p>
    </section>
  );
}
