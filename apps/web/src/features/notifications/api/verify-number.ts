import type { VerifyChannel } from "@app/shared/notifications/verify";
import { notificationsContract } from "@app/shared/notifications/contract";
import { useQueryClient } from "@tanstack/react-query";
import { GENERIC_FAILURE } from "../../../lib/api";
import { call } from "../../../lib/client";
import { notificationKeys } from "./preferences";

export const sendPhoneCode = (channel: VerifyChannel) =>
  call(notificationsContract.sendPhoneCode, { body: { channel } }, { fallback: GENERIC_FAILURE });

/** Checks the code; the answer is the settings with the number verified, kept as the page's settings. */
export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return async (channel: VerifyChannel, code: string) => {
    const answer = await call(
      notificationsContract.verifyPhone,
      { body: { channel, code } },
      { fallback: GENERIC_FAILURE },
    );
    const { message, ...settings } = answer;
    queryClient.setQueryData(notificationKeys.preferences, settings);
    return message;
  };
}
