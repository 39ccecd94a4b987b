import type { TrackingResult } from "@app/shared/tracking";
import { ApiError, api } from "../../../lib/api";

export const TRACKING_FAILED = "Something went wrong while tracking.";

/** GET /api/track/{id}. Failure text: the server's error, else 'Something went wrong while tracking.' */
export async function trackPackage(trackingNumber: string, signal?: AbortSignal): Promise<TrackingResult> {
  try {
    return await api.get<TrackingResult>(`/track/${encodeURIComponent(trackingNumber)}`, {
      fallback: TRACKING_FAILED,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) throw error;
    if ((error as Error)?.name === "AbortError") throw error;
    throw new ApiError(TRACKING_FAILED, 0);
  }
}
