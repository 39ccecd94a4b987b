import type { NewsletterInput } from "@app/shared/visitors/visitors";
import { VISITOR_TEXTS } from "@app/shared/visitors/visitors";
import { visitorsContract } from "@app/shared/visitors/contract";
import { ApiError } from "../../../lib/api";
import { call } from "../../../lib/client";

/** POST /api/subscribe. Failure text: the server's error, else 'Error! Please try again later!!' (also when nothing answered). */
export async function subscribe(input: NewsletterInput) {
  try {
    return await call(visitorsContract.subscribe, { body: input }, { fallback: VISITOR_TEXTS.newsletterFailed });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) throw error;
    throw new ApiError(VISITOR_TEXTS.newsletterFailed, 0);
  }
}
