import { z } from "zod";

/**
 * Verified numbers (issue 30): an SMS or WhatsApp number receives nothing until its owner typed back a 6-digit code
 * sent to it through that channel (10 minutes, 5 tries; 3 codes an hour and 5 a day per channel, and 6 a day to one
 * number from all accounts together). Changing the number unverifies it.
 */
export const VERIFY_CHANNELS = ["sms", "whatsapp"] as const;
export type VerifyChannel = (typeof VERIFY_CHANNELS)[number];

export const VERIFY_TEXTS = {
  channel: "Choose SMS or WhatsApp.",
  noNumber: "Save a number for this channel first.",
  alreadyVerified: "This number is already verified.",
  sent: (number: string) => `We sent a 6-digit code to ${number}. Enter it within 10 minutes.`,
  code: "Enter the 6-digit code we sent to your number.",
  wrong: "This code is not right. Check the code and try again.",
  expired: "This code has expired or was replaced. Send a new code.",
  tooManyTries: "Too many wrong codes. Send a new code.",
  tooManyPerHour: "You asked for 3 codes for this channel in the last hour. Please try again in an hour.",
  tooManyPerDay: "You asked for 5 codes for this channel today. Please try again tomorrow.",
  tooManyToNumber: "This number has had the most codes we send a number in a day. Please try again tomorrow.",
  verified: (number: string) => `${number} is verified: it will get the notifications you turned on for it.`,
  unverified: "Not verified: this number gets nothing until you enter the code we send to it.",
  message: (code: string) => `Swiftway: your code to verify this number is ${code}. It expires in 10 minutes.`,
} as const;

const channelSchema = z.enum(VERIFY_CHANNELS, { error: VERIFY_TEXTS.channel });

/** POST /api/notifications/phone/send-code */
export const sendPhoneCodeSchema = z.object({ channel: channelSchema });
export type SendPhoneCodeInput = z.input<typeof sendPhoneCodeSchema>;

/** POST /api/notifications/phone/verify */
export const verifyPhoneSchema = z.object({
  channel: channelSchema,
  code: z
    .string({ error: VERIFY_TEXTS.code })
    .trim()
    .regex(/^\d{6}$/, VERIFY_TEXTS.code),
});
export type VerifyPhoneInput = z.input<typeof verifyPhoneSchema>;
