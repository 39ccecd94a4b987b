import { PICKUP_TEXTS, type PickupFormValues } from "@app/shared/pickups/pickups";
import { pickupsContract as op } from "@app/shared/pickups/contract";
import { badRequest } from "../../lib/errors.js";
import { implement, routes } from "../../lib/routes.js";
import { createPickup, getPickupOf, listPickupsOf } from "./pickups.service.js";

export const IMAGE_NOT_SENT = "The item's image was not attached";

/**
 * Each item may name one of the attached files as its photo: the file must exist and serve one item. Checked at the
 * route beside the form's schema, since only the route knows how many files came.
 */
function checkItemImages(input: PickupFormValues, imageCount: number): PickupFormValues {
  const errors: Record<string, string> = {};
  const claimed = new Set<number>();
  input.items.forEach((item, i) => {
    if (item.image_index == null) return;
    if (item.image_index >= imageCount || claimed.has(item.image_index))
      errors[`items.${i}.image_index`] ??= IMAGE_NOT_SENT;
    claimed.add(item.image_index);
  });
  if (Object.keys(errors).length > 0) throw badRequest(Object.values(errors)[0] ?? "Invalid request.", errors);
  return input;
}

/** Customer side of pickups: the 'My Pickups' list, the form and the printable detail. */
export default routes(
  implement(op.list, ({ ctx, customer, query }) => listPickupsOf(ctx, customer.id, query)),
  implement(op.detail, ({ ctx, customer, params }) => getPickupOf(ctx, customer, params.id)),
  implement(op.create, async ({ ctx, customer, fields, images }) => {
    const row = await createPickup(ctx, customer, checkItemImages(fields, images.length), images);
    return { message: PICKUP_TEXTS.created, pickup: { id: row.id } };
  }),
);
