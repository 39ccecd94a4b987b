import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";
import { adminSessionKey, customerSessionKey } from "./session";

/**
 * A 401 from any call of a signed-in area may mean its session has ended on the server (logout elsewhere, a password
 * change or reset, expiry, a deactivated staff account). The area's "who is signed in" answer is kept for a minute,
 * so ask again now: when the server says nobody, the Guard sends the user to log in (and back here afterwards) and
 * forgets the records of the ended session (session.tsx). Asking instead of deciding from the failed call itself keeps a
 * 401 that is not about this session (another area's call, a wrong password) from signing anyone out.
 */
async function recheckSessionsAfter(error: unknown) {
  if (!(error instanceof ApiError) || error.status !== 401) return;
  for (const key of [customerSessionKey, adminSessionKey]) {
    if (!queryClient.getQueryData(key)) continue;
    // Several calls failing at once share one question to the server.
    await queryClient.refetchQueries({ queryKey: key, exact: true }, { cancelRefetch: false });
  }
}

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: recheckSessionsAfter }),
  mutationCache: new MutationCache({ onError: recheckSessionsAfter }),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});
