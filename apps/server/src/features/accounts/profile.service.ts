import { inTransaction, type ServiceContext } from "../../lib/service-context.js";
import type { ChangePasswordInput, DeliveryAddressInput, ProfileInput } from "@app/shared/accounts/accounts";
import { ACCOUNT_MESSAGES } from "@app/shared/accounts/accounts";
import { recordAudit } from "../../lib/audit.js";
import { newHashForChange } from "../../lib/auth/password-change.js";
import { endAllSessions } from "../../lib/auth/sessions.js";
import { enqueueMail } from "../../lib/mail/outbox.js";
import { passwordChangedMail } from "./account-mail.js";
import { type Customer, toPublicUser, updateCustomer } from "./accounts.repository.js";

export { WRONG_OLD_PASSWORD } from "../../lib/auth/password-change.js";

const customerActor = (c: Customer) => ({ kind: "customer" as const, id: c.id, label: `${c.firstname} ${c.lastname}` });

export async function updateProfile(ctx: ServiceContext, customer: Customer, input: ProfileInput) {
  const values = {
    firstname: input.firstname.trim(),
    lastname: input.lastname.trim(),
    number: input.number.trim(),
    currency: input.currency,
  };
  const row = await inTransaction(ctx, async (tx) => {
    const updated = await updateCustomer(tx, customer.id, values);
    for (const field of ["firstname", "lastname", "number", "currency"] as const) {
      if (customer[field] === updated[field]) continue;
      await recordAudit(tx, customerActor(customer), {
        entityType: "customer",
        entityId: customer.id,
        action: "profile_updated",
        field,
        oldValue: customer[field],
        newValue: updated[field],
      });
    }
    return updated;
  });
  return { user: toPublicUser(row), message: ACCOUNT_MESSAGES.profileSuccess };
}

/** Needs the current password; keeps the caller's session and ends every other one. */
export async function changePassword(
  ctx: ServiceContext,
  customer: Customer,
  sessionId: string,
  input: ChangePasswordInput,
) {
  const passwordHash = await newHashForChange(customer.password_hash, input);
  await inTransaction(ctx, async (tx) => {
    await updateCustomer(tx, customer.id, { password_hash: passwordHash, pending_email: null });
    await endAllSessions(tx, "customer", customer.id, sessionId);
    await recordAudit(tx, customerActor(customer), {
      entityType: "customer",
      entityId: customer.id,
      action: "password_changed",
    });
    await enqueueMail(tx, passwordChangedMail(customer, "change"));
  });
  return { message: ACCOUNT_MESSAGES.passwordSuccess };
}

export async function updateDeliveryAddress(ctx: ServiceContext, customer: Customer, input: DeliveryAddressInput) {
  const address = {
    address_line1: input.address_line1.trim(),
    address_line2: input.address_line2?.trim() || null,
    city: input.city.trim(),
    state: input.state.trim(),
    country: input.country.trim(),
    phone_number: input.phone_number.trim(),
    zip: input.zip.trim(),
  };
  const row = await inTransaction(ctx, async (tx) => {
    const updated = await updateCustomer(tx, customer.id, { delivery_address: address });
    await recordAudit(tx, customerActor(customer), {
      entityType: "customer",
      entityId: customer.id,
      action: "delivery_address_updated",
      field: "delivery_address",
      oldValue: customer.delivery_address ? JSON.stringify(customer.delivery_address) : null,
      newValue: JSON.stringify(address),
    });
    return updated;
  });
  return { user: toPublicUser(row), message: ACCOUNT_MESSAGES.addressSuccess };
}
