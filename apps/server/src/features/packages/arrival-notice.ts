import { formatDimensions, formatWeight } from "@app/shared/core/units";
import type { MailAttachment } from "../../db/schema.js";
import type { OutgoingMail } from "../../lib/mail/outbox.js";
import type { CustomerNotice } from "../../lib/notify/notify.js";
import type { PackageRow } from "./package-records.js";

/** At most this many photos go inline with the notice; the portal shows them all. */
const INLINE_PHOTOS = 3;

export interface StoredPhoto {
  /** uploads.storage_name */
  name: string;
  mime: string;
}

/**
 * The customer's package in the portal: My Packages shows the parcel a `package` parameter names first, outlined and
 * scrolled to, whatever tab or page it is on (apps/web/src/features/packages/components/linked-package.tsx).
 */
export const portalPackageUrl = (publicUrl: string, pkg: Pick<PackageRow, "id">) =>
  `${publicUrl}/user/packages?tab=warehouse&package=${pkg.id}`;

/**
 * Tells the owner their parcel arrived: the photo inline, the weight in kg and lb, dimensions, warehouse, our
 * package id and a link to it in the portal. The desk queues it on receipt; the unknown-owner queue on assignment.
 */
export function arrivalNoticeMail(
  pkg: PackageRow,
  owner: { firstname: string; email_address: string },
  warehouseLabel: string,
  photos: readonly StoredPhoto[],
  publicUrl: string,
): OutgoingMail {
  const attachments: MailAttachment[] = photos.slice(0, INLINE_PHOTOS).map((photo, i) => ({
    upload: photo.name,
    filename: `${pkg.package_code}-${i + 1}.${photo.name.split(".").pop()}`,
    contentType: photo.mime,
    cid: `${pkg.package_code.toLowerCase()}-photo-${i + 1}@parcel`,
  }));
  const described = pkg.description ? ` (${pkg.description})` : "";
  return {
    to: owner.email_address,
    subject: `Your package ${pkg.package_code} arrived at our ${warehouseLabel} warehouse`,
    content: {
      heading: "Your package has arrived",
      greeting: owner.firstname,
      paragraphs: [
        `We received your package${described} at our ${warehouseLabel} warehouse. Here is what we recorded.`,
      ],
      images: attachments.map((a, i) => ({ cid: a.cid, alt: `Photo ${i + 1} of package ${pkg.package_code}` })),
      rows: [
        ["Package id", pkg.package_code],
        ["Carrier tracking number", pkg.carrier_tracking_number],
        ["Weight", formatWeight(pkg.weight_grams)],
        ["Dimensions", formatDimensions(pkg)],
        ["Warehouse", warehouseLabel],
        ["Condition", pkg.condition === "damaged" ? `Damaged: ${pkg.condition_note ?? ""}` : "Good"],
      ],
      action: { label: "See your package", url: portalPackageUrl(publicUrl, pkg) },
    },
    attachments,
  };
}

/**
 * The arrival notice as a notification of kind 'arrival' (notifyCustomers): e-mailed unless the owner turned arrivals
 * off, with an unsubscribe link, and texted to the numbers the owner opted in with.
 */
export function arrivalNotice(
  pkg: PackageRow,
  owner: { id: number; firstname: string; email_address: string },
  warehouseLabel: string,
  photos: readonly StoredPhoto[],
  publicUrl: string,
): CustomerNotice {
  const mail = arrivalNoticeMail(pkg, owner, warehouseLabel, photos, publicUrl);
  return {
    customer: { id: owner.id, email_address: owner.email_address },
    kind: "arrival",
    email: { subject: mail.subject, content: mail.content, attachments: mail.attachments },
    text: `Swiftway: your package ${pkg.package_code} arrived at our ${warehouseLabel} warehouse (${formatWeight(pkg.weight_grams)}). ${portalPackageUrl(publicUrl, pkg)}`,
  };
}
