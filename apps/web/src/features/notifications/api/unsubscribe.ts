import type { notificationsContract } from "@app/shared/notifications/contract";
import { describeUnsubscribeRoute, unsubscribeRoute } from "@app/shared/notifications/route";
import { call, routed } from "../../../lib/client";

/**
 * The public /unsubscribe page must stay small: it calls the operations through their method and path (from which
 * the contract declares them), typed as the whole operations, without loading zod or the phone library.
 */
const { describeUnsubscribe: describeOp, unsubscribe: unsubscribeOp } = routed<
  Pick<typeof notificationsContract, "describeUnsubscribe" | "unsubscribe">
>({ describeUnsubscribe: describeUnsubscribeRoute, unsubscribe: unsubscribeRoute });

export const UNSUBSCRIBE_FAILED = "Something went wrong. Please try again.";

/** What the link would turn off (changes nothing). */
export const describeUnsubscribe = (token: string, signal?: AbortSignal) =>
  call(describeOp, { query: { token } }, { fallback: UNSUBSCRIBE_FAILED, signal });

/** Turns the link's kind of notification off. */
export const confirmUnsubscribe = (token: string) =>
  call(unsubscribeOp, { body: { token } }, { fallback: UNSUBSCRIBE_FAILED });
