import type { trackingContract } from "@app/shared/tracking.contract";
import { trackRoute } from "@app/shared/tracking.route";
import { ApiError } from "../../../lib/api";
import { call } from "../../../lib/client";

export const TRACKING_FAILED = "Something went wrong while tracking.";

type Track = typeof trackingContract.track;
/**
 * The page must not load zod and the schemas with its first script (a looked-up link never needs them), so it calls
 * the operation through its method and path, from which the contract declares it, typed as the whole operation.
 */
const track = trackRoute satisfies Pick<Track, "method" | "path"> as Track;

/** GET /api/track/{id}. Failure text: the server's error, else 'Something went wrong while tracking.' */
export async function trackPackage(trackingNumber: string, signal?: AbortSignal) {
  try {
    return await call(track, { params: { id: trackingNumber } }, { fallback: TRACKING_FAILED, signal });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) throw error;
    if ((error as Error)?.name === "AbortError") throw error;
    throw new ApiError(TRACKING_FAILED, 0);
  }
}
