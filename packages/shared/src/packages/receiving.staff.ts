import { z } from "zod";
import { type PlainTextOptions, plainText } from "../core/plain-text.js";
import { CARRIERS, PACKAGE_CONDITIONS } from "../core/enums.js";
import { MAX_ID } from "../core/http.js";
import {
  carrierTrackingSchema,
  PACKAGE_WAREHOUSE_CITIES,
  type PackageOwner,
  packageMeasuresInputSchema,
  packageOwnerSchema,
  packageSchema,
} from "./packages.js";

/** The receiving desk (staff): record a parcel's arrival, matching the customer's pre-alert by tracking number. */

export const RECEIVING_TEXTS = {
  ownerRequired: "Choose the owner by suite number, name or e-mail, or tick 'Owner unknown'.",
  ownerInvalid: "Choose the owner from the list of matching customers.",
  unknownCustomer: "No customer has this id. Choose the owner from the list of matching customers.",
  labelTextRequired: "Type what the label says where the owner should be (a name or a suite number).",
  conditionNoteRequired: "Say what is damaged.",
  warehouseRequired: "Choose the warehouse this desk is at.",
  alreadyReceived: (code: string) =>
    `A parcel with this tracking number is already at the warehouse (${code}). Check the number, or find ${code} in the packages list.`,
  /** The parcel is at a warehouse the desk's account does not work at: its code would lead nowhere (decision 0123). */
  alreadyReceivedElsewhere: (warehouse: string) =>
    `A parcel with this tracking number was already received at another warehouse (${warehouse}). Check the number, or ask an owner or a manager of all warehouses to look into it.`,
  received: (code: string) => `Received ${code}.`,
  notFound: "No such package.",
} as const;

const text = (max: number, name: string, options: PlainTextOptions = {}) =>
  z.string().trim().max(max, `${name} can be at most ${max} characters.`).check(plainText(name, options)).default("");

/** The fields the owner and condition checks below read. */
const OWNER_AND_CONDITION_FIELDS: readonly PropertyKey[] = [
  "owner_id",
  "owner_unknown",
  "label_owner_text",
  "condition",
  "condition_note",
];
/**
 * Runs the owner and condition checks as soon as the fields they read are valid, so an empty save names the missing
 * owner beside the tracking number and weight rather than only once those are put right.
 */
const whenOwnerAndConditionAreValid = (payload: z.core.ParsePayload) =>
  !payload.issues.some((issue) => {
    const field = issue.path?.[0];
    return field === undefined || OWNER_AND_CONDITION_FIELDS.includes(field);
  });

/** The desk's fields as sent (a multipart form: every value is text); measures as typed, in kg/lb and cm/in. */
const receiveFieldsBase = z
  .object({
    carrier_tracking_number: carrierTrackingSchema,
    carrier: z.union([z.literal(""), z.enum(CARRIERS, { error: "Choose a carrier from the list." })]).default(""),
    warehouse: z.enum(PACKAGE_WAREHOUSE_CITIES, { error: RECEIVING_TEXTS.warehouseRequired }),
    /** The owner's customer id, chosen in the typeahead (or filled from the pre-alert). */
    owner_id: z
      .union([z.string(), z.number()])
      .transform((v) => String(v).trim())
      .default(""),
    /** 'yes' when nobody can tell whose parcel it is: it goes to the unknown-owner queue. */
    owner_unknown: z.enum(["yes", "no"]).default("no"),
    label_owner_text: text(200, "What the label says"),
    store: text(200, "Store or sender"),
    description: text(500, "Description", { multiline: true }),
    bin_location: text(40, "Bin location"),
    condition: z.enum(PACKAGE_CONDITIONS, { error: "Choose the condition: good or damaged." }).default("good"),
    condition_note: text(500, "Condition note", { multiline: true }),
  })
  .superRefine(
    (v, ctx) => {
      if (v.owner_unknown === "yes") {
        if (!v.label_owner_text)
          ctx.addIssue({ code: "custom", path: ["label_owner_text"], message: RECEIVING_TEXTS.labelTextRequired });
      } else if (!v.owner_id) {
        ctx.addIssue({ code: "custom", path: ["owner_id"], message: RECEIVING_TEXTS.ownerRequired });
      } else if (!/^\d{1,10}$/.test(v.owner_id) || Number(v.owner_id) < 1 || Number(v.owner_id) > MAX_ID) {
        ctx.addIssue({ code: "custom", path: ["owner_id"], message: RECEIVING_TEXTS.ownerInvalid });
      }
      if (v.condition === "damaged" && !v.condition_note)
        ctx.addIssue({ code: "custom", path: ["condition_note"], message: RECEIVING_TEXTS.conditionNoteRequired });
    },
    { when: whenOwnerAndConditionAreValid },
  );

/** Everything the desk sends besides the photos (file field `photos`); the web form checks with it too. */
export const receivePackageFieldsSchema = z.intersection(receiveFieldsBase, packageMeasuresInputSchema);
export type ReceivePackageFields = z.input<typeof receivePackageFieldsSchema>;
export type ReceivePackageInput = z.output<typeof receivePackageFieldsSchema>;

export const receivedPackageResponseSchema = z.object({
  message: z.string(),
  package: packageSchema,
  owner: packageOwnerSchema.nullable(),
  /** Whether the customer's pre-alert was matched (and so the owner and description came from it). */
  matched_pre_alert: z.boolean(),
  /** Whether the owner was e-mailed an arrival notice. */
  notified: z.boolean(),
  /** Whether more than one customer claims the parcel, so it waits in the contested queue with no owner. */
  contested: z.boolean(),
});
export type ReceivedPackage = z.infer<typeof receivedPackageResponseSchema>;

export const trackingLookupQuerySchema = z.object({ carrier_tracking_number: carrierTrackingSchema });

/** What the desk learns from a scanned tracking number before it saves. */
export const trackingLookupResponseSchema = z.object({
  /** The customer's pre-alert of this number, if one is waiting. */
  pre_alert: z
    .object({
      id: z.number(),
      package_code: z.string(),
      carrier: z.enum(CARRIERS).nullable(),
      store: z.string().nullable(),
      description: z.string(),
      owner: packageOwnerSchema,
    })
    .nullable(),
  /**
   * Every customer's waiting pre-alert of this number, oldest first (staff only: claimant name and suite). More than
   * one means the parcel is contested unless the label's suite matches exactly one of them.
   */
  claims: z.array(
    z.object({
      pre_alert_id: z.number(),
      package_code: z.string(),
      description: z.string(),
      owner: packageOwnerSchema,
      created_at: z.string(),
    }),
  ),
  /**
   * The latest parcel of this number we received before (a second scan of a parcel on our shelves, or one received
   * and gone): 'Received on <date, Lagos time> as <our id>.'
   */
  already_received: z
    .object({
      id: z.number(),
      package_code: z.string(),
      received_at: z.string().nullable(),
      /** Whether it is still on our shelves (a receipt answers 409). */
      on_shelves: z.boolean(),
      message: z.string(),
    })
    .nullable(),
});
export type TrackingLookup = z.infer<typeof trackingLookupResponseSchema>;

export const packageIdParamSchema = z.object({
  id: z.coerce.number().int().positive().max(MAX_ID, RECEIVING_TEXTS.notFound),
});

/** 'Ada Lovelace (SW10001)'. */
export const ownerLabel = (owner: Pick<PackageOwner, "name" | "suite_number">) =>
  `${owner.name} (${owner.suite_number})`;
