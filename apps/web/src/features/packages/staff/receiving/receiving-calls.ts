import { pathOf } from "@app/shared/core/contract";
import type { ReceivePackageFields } from "@app/shared/packages/receiving.staff";
import { staffReceivingContract as op } from "@app/shared/packages/receiving.staff.contract";
import { call } from "../../../../lib/client";

/** What the desk knows of a scanned tracking number: a waiting pre-alert, or a parcel of it already received. */
export const lookUpTracking = (carrierTrackingNumber: string, signal?: AbortSignal) =>
  call(
    op.lookup,
    { query: { carrier_tracking_number: carrierTrackingNumber } },
    { fallback: "Failed to look the tracking number up.", signal },
  );

/** Saves a parcel with its photos, reporting how much of the upload is sent (0 to 1). */
export const receiveParcel = (
  fields: ReceivePackageFields,
  photos: readonly Blob[],
  onUploadProgress: (fraction: number) => void,
) => call(op.receive, { fields, files: photos }, { fallback: "Failed to save the parcel.", onUploadProgress });

/** The parcel's 4×6 in label (PDF), opened in a new tab to print. */
export const labelUrl = (packageId: number) => `/api${pathOf(op.label.path, { id: packageId })}`;
