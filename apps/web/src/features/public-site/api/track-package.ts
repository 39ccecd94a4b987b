import type { trackingContract } from "@app/shared/tracking/contract";
import { trackRoute } from "@app/shared/tracking/route";
import { ApiError } from "../../../lib/api";
import { call, routed } from "../../../lib/client";

export const TRACKING_FAILED = "Something went wrong while tracking.";

/**
 * The page must not load zod and the schemas with its first script (a looked-up link never needs them), so it calls
 * the operation through its method and path, from which the contract declares it, typed as the whole operation.
 */
const { track } = routed<Pick<typeof trackingContract, "track">>({ track: trackRoute });

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
