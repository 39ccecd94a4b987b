import { SHIP_REQUEST_TEXTS } from "@app/shared/ship-requests/ship-requests";
import { Link } from "./ui/link";

/** "In ship request #N", linking to it: a parcel an open request holds, which a new request may not take. */
export function HeldByRequest({ requestId }: { requestId: number }) {
  return (
    <Link
      to={`/user/ship-requests/${requestId}`}
      className="text-sm font-medium text-brand-700 underline"
      data-testid="held-by-request"
    >
      {SHIP_REQUEST_TEXTS.heldBy(requestId)}
    </Link>
  );
}
