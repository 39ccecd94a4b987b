import { operation } from "../core/contract.js";
import {
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  savedNotificationSettingsSchema,
  unsubscribeDescriptionSchema,
  unsubscribeResultSchema,
  unsubscribeTokenSchema,
} from "./notifications.js";
import { describeUnsubscribeRoute, unsubscribeRoute } from "./route.js";
import { sendPhoneCodeSchema, verifyPhoneSchema } from "./verify.js";
import { messageSchema } from "../core/http.js";

const tags = ["notifications"] as const;

/** The customer's notification settings, and the unsubscribe link every notification carries. */
export const notificationsContract = {
  preferences: operation({
    method: "GET",
    path: "/notifications/preferences",
    access: "customer",
    tags,
    summary: "The signed-in customer's notification settings: each kind on each channel, and the SMS/WhatsApp numbers",
    description: "A kind and channel the customer never chose answers the default: e-mail on, SMS and WhatsApp off.",
    success: { status: 200, schema: notificationSettingsResponseSchema },
  }),
  savePreferences: operation({
    method: "PUT",
    path: "/notifications/preferences",
    access: "customer",
    tags,
    summary: "Replace the signed-in customer's notification settings (the whole grid and both numbers)",
    description:
      "Numbers are taken in any usual spelling (Nigerian by default, others with their country code) and stored as E.164. Turning SMS or WhatsApp on for any kind needs that channel's number.",
    body: notificationSettingsSchema,
    success: { status: 200, schema: savedNotificationSettingsSchema },
  }),
  describeUnsubscribe: operation({
    ...describeUnsubscribeRoute,
    access: "public",
    tags,
    summary: "What an unsubscribe link would turn off (shown before the customer confirms)",
    query: unsubscribeTokenSchema,
    success: { status: 200, schema: unsubscribeDescriptionSchema },
    errors: [429],
  }),
  unsubscribe: operation({
    ...unsubscribeRoute,
    access: "public",
    tags,
    summary: "Turn off the kind of notification an unsubscribe link names, on every channel (idempotent)",
    body: unsubscribeTokenSchema,
    success: { status: 200, schema: unsubscribeResultSchema },
    errors: [429],
  }),
  sendPhoneCode: operation({
    method: "POST",
    path: "/notifications/phone/send-code",
    access: "customer",
    // A text to a number costs money and reaches a stranger: only accounts whose e-mail is confirmed may send one.
    confirmedEmail: true,
    tags,
    summary: "Send a 6-digit code to the saved SMS or WhatsApp number, through that channel (3 an hour, 5 a day)",
    body: sendPhoneCodeSchema,
    success: { status: 200, schema: messageSchema },
    errors: [429],
  }),
  verifyPhone: operation({
    method: "POST",
    path: "/notifications/phone/verify",
    access: "customer",
    tags,
    summary: "Verify the saved SMS or WhatsApp number with the code sent to it (10 minutes, 5 tries)",
    body: verifyPhoneSchema,
    success: { status: 200, schema: savedNotificationSettingsSchema },
    errors: [429],
  }),
};
