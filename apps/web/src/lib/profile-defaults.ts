import type { PublicUser } from "@app/shared/accounts/accounts";

/**
 * What the portal forms can start with from the customer's profile, so nobody retypes their own name, phone
 * or address: the contact details and the saved delivery address (empty strings where there is none).
 */
export function profileDefaults(user: PublicUser) {
  const address = user.delivery_address;
  return {
    name: `${user.firstname} ${user.lastname}`.trim(),
    email: user.email_address,
    phone: user.number,
    address: {
      address_line1: address?.address_line1 ?? "",
      address_line2: address?.address_line2 ?? "",
      city: address?.city ?? "",
      state: address?.state ?? "",
      country: address?.country ?? "",
      zip: address?.zip ?? "",
      phone_number: address?.phone_number ?? user.number,
    },
  };
}
