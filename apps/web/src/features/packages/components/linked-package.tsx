import { PRE_ALERT_TEXTS } from "@app/shared/packages/pre-alert";
import { useEffect, useRef } from "react";
import { Spinner } from "../../../components/ui/card";
import { usePackage } from "../api/get-packages";
import { PackageCard } from "./package-card";

/** The `package` query parameter e-mails link with (/user/packages?package=<id>): the parcel the mail is about. */
export const linkedPackageId = (value: string | null): number | undefined => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The package code a link's #fragment names ("" when none, or when it is not valid percent-encoding). */
export function namedPackageCode(hash: string): string {
  try {
    return decodeURIComponent(hash.replace(/^#/, ""));
  } catch {
    return "";
  }
}

/**
 * The parcel an e-mail links to, whatever tab or page it is on: shown first and outlined, scrolled to and focused so
 * a screen reader starts there (docs/decisions/0035). Another customer's id answers 404 and says so.
 */
export function LinkedPackage({ id }: { id: number }) {
  const found = usePackage(id);
  const item = found.data?.package;
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!item || !ref.current) return;
    ref.current.scrollIntoView({ block: "start" });
    ref.current.focus({ preventScroll: true });
  }, [item]);
  if (found.isError)
    return (
      <p className="mb-4 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900" role="alert">
        {PRE_ALERT_TEXTS.notFound}
      </p>
    );
  if (!item) return <Spinner label="Loading your package..." />;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={`The package you opened: ${item.package_code}`}
      data-testid="linked-package"
      className="mb-6 scroll-mt-4 rounded-lg ring-2 ring-brand-600 ring-offset-2 focus:outline-none"
    >
      <PackageCard item={item} />
    </section>
  );
}
