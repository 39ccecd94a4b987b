import { PICKUP_TEXTS, type PickupFormValues } from "@app/shared/pickups/pickups";
import { pickupsContract } from "@app/shared/pickups/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, NO_RESPONSE } from "../../../lib/api";
import { call } from "../../../lib/client";
import { dashboardKey } from "../../../lib/query-keys";
import { pickupKeys } from "./get-pickups";

export interface CreatePickupInput {
  values: PickupFormValues;
  /** Each item's photo, by item position (null when the item has none). */
  itemImages: Array<File | null>;
}

/**
 * POST /api/pickups as multipart: items as JSON text; each item's photo goes under `images`, and the
 * item names its file by `image_index`.
 */
export async function createPickup({ values, itemImages }: CreatePickupInput) {
  const images: File[] = [];
  const items = values.items.map((item, i) => {
    const file = itemImages[i];
    if (!file) return { ...item, image_index: null };
    images.push(file);
    return { ...item, image_index: images.length - 1 };
  });
  const fields = {
    contact_name: values.contact_name,
    contact_number: values.contact_number,
    contact_email: values.contact_email,
    address_1: values.address_1,
    address_2: values.address_2 ?? "",
    city: values.city,
    state: values.state,
    country: values.country,
    zip: values.zip,
    items: JSON.stringify(items),
    extra_info: values.extra_info ?? "",
    doorstep_delivery: values.doorstep_delivery,
    delivery_address: values.delivery_address ?? "",
  };
  try {
    return await call(pickupsContract.create, { fields, files: images }, { fallback: PICKUP_TEXTS.createFailed });
  } catch (error) {
    // The pickup form's own wording when nothing answered.
    if (error instanceof ApiError && error.message === NO_RESPONSE)
      throw new ApiError(PICKUP_TEXTS.networkError, error.status);
    throw error;
  }
}

export function useCreatePickup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPickup,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: pickupKeys.all }),
        queryClient.invalidateQueries({ queryKey: dashboardKey }),
      ]),
  });
}
