import { operation } from "./contract.js";
import {
  notificationSettingsResponseSchema,
  notificationSettingsSchema,
  savedNotificationSettingsSchema,
  unsubscribeDescriptionSchema,
  unsubscribeResultSchema,
  unsubscribeTokenSchema,
} from "./notifications.js";
import { describeUnsubscribeRoute, unsubscribeRoute } from "./notifications.route.js";

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
};
