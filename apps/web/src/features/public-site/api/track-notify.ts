import type { trackingContract } from "@app/shared/tracking/contract";
import { TRACKING_NOTIFY_TEXTS, trackingNotifyRoutes } from "@app/shared/tracking/notify";
import { ApiError } from "../../../lib/api";
import { call } from "../../../lib/client";

/**
 * "Notify me" calls. Like the lookup, the public pages call them through their method and path (zod-free), typed as
 * the whole operations the contract declares from them.
 */
type Ops = typeof trackingContract;
const ops = {
  subscribe: trackingNotifyRoutes.subscribe satisfies Pick<Ops["subscribe"], "method" | "path"> as Ops["subscribe"],
  confirm: trackingNotifyRoutes.confirm satisfies Pick<Ops["confirm"], "method" | "path"> as Ops["confirm"],
  unsubscribe: trackingNotifyRoutes.unsubscribe satisfies Pick<
    Ops["unsubscribe"],
    "method" | "path"
  > as Ops["unsubscribe"],
};

/** The server's error (a rate limit, a bad link), else the generic failure. */
async function orFailure<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) throw error;
    throw new ApiError(TRACKING_NOTIFY_TEXTS.failed, 0);
  }
}

export const subscribeToTracking = (body: { tracking_number: string; email: string }) =>
  orFailure(call(ops.subscribe, { body }, { fallback: TRACKING_NOTIFY_TEXTS.failed }));

export const confirmTracking = (token: string) =>
  orFailure(call(ops.confirm, { body: { token } }, { fallback: TRACKING_NOTIFY_TEXTS.confirmInvalid }));

export const unsubscribeTracking = (token: string) =>
  orFailure(call(ops.unsubscribe, { body: { token } }, { fallback: TRACKING_NOTIFY_TEXTS.unsubscribeInvalid }));
