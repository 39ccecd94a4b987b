import type { NewsletterInput } from "@app/shared/visitors";
import { VISITOR_TEXTS } from "@app/shared/visitors";
import { ApiError, api } from "../../../lib/api";

interface SubscribeResult {
  message: string;
  alreadySubscribed: boolean;
}

/** POST /api/subscribe. Failure text: the server's error, else 'Error! Please try again later!!' (also when nothing answered). */
export async function subscribe(input: NewsletterInput): Promise<SubscribeResult> {
  try {
    return await api.post<SubscribeResult>("/subscribe", input, { fallback: VISITOR_TEXTS.newsletterFailed });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 0) throw error;
    throw new ApiError(VISITOR_TEXTS.newsletterFailed, 0);
  }
}
