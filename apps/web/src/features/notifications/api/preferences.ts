import type { NotificationSettingsInput } from "@app/shared/notifications/notifications";
import { notificationsContract } from "@app/shared/notifications/contract";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api";
import { call } from "../../../lib/client";
import { toastError, toastSuccess } from "../../../lib/toast";

export const notificationKeys = { preferences: ["notifications", "preferences"] as const };

const LOAD_FAILED = "Failed to load your notification settings.";
const SAVE_FAILED = "Failed to save your notification settings.";

export const getPreferences = () => call(notificationsContract.preferences, {}, { fallback: LOAD_FAILED });

export const preferencesQuery = () => queryOptions({ queryKey: notificationKeys.preferences, queryFn: getPreferences });

/** The signed-in customer's notification settings (defaults filled in by the server). */
export const usePreferences = () => useQuery(preferencesQuery());

export const savePreferences = (input: NotificationSettingsInput) =>
  call(notificationsContract.savePreferences, { body: input }, { fallback: SAVE_FAILED });

/** Saves the whole grid and both numbers, keeps the answer as the settings and toasts the outcome. */
export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePreferences,
    onSuccess: (saved) => {
      const { message, ...settings } = saved;
      queryClient.setQueryData(notificationKeys.preferences, settings);
      toastSuccess(message);
    },
    onError: (error) => toastError(errorMessage(error, SAVE_FAILED)),
  });
}
