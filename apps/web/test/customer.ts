import type { PublicUser } from "@app/shared/accounts/accounts";
import { queryClient } from "../src/lib/query-client";
import { customerSessionKey } from "../src/lib/session";

/**
 * A customer as GET /api/users/me answers it: Chidi, confirmed, no delivery address and no change of e-mail waiting,
 * with `overrides` over that.
 */
export function customer(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 7,
    firstname: "Chidi",
    lastname: "Okafor",
    email_address: "chidi@example.com",
    number: "08031234567",
    currency: "NGN (₦)",
    warehouse_choice: "Isolo",
    suite_number: "SW-0007",
    delivery_address: null,
    created_at: "2026-11-01T10:00:00Z",
    email_confirmed: true,
    pending_email: null,
    ...overrides,
  };
}

/** Signs `user` in for the page under test, as a session already read from the server (no call for it is made). */
export function signInCustomer(user: PublicUser = customer()): PublicUser {
  queryClient.setQueryData(customerSessionKey, user);
  return user;
}
