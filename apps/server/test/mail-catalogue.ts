import { formatMoney } from "@app/shared/core/format";
import { MILESTONE_LABELS } from "@app/shared/core/milestones";
import {
  passwordChangedMail,
  signupAttemptMail,
  confirmEmailMail,
  emailChangedMail,
  emailChangeRequestedMail,
} from "../src/features/accounts/account-mail.js";
import { adminVerificationMail, staffPasswordChangedMail } from "../src/features/admins/admin-mail.js";
import { assessmentMail } from "../src/features/customs/assessment-notice.js";
import { masterUpdateEmail } from "../src/features/master-shipments/master-notices.js";
import type { MasterUpdateRecord } from "../src/features/master-shipments/master-shipments.staff.repository.js";
import { manifestReminderMail } from "../src/features/master-shipments/manifest-reminders.js";
import { staleMastersMail } from "../src/features/master-shipments/stale-masters.js";
import { ANSWER_ON_THE_TICKET_PAGE } from "../src/features/tickets/tickets.mail.js";
import { arrivalNoticeMail } from "../src/features/packages/arrival-notice.js";
import { returnedRequestMail } from "../src/features/ship-requests/returned-notice.js";
import { unpackedRequestMail } from "../src/features/ship-requests/unpacked-notice.js";
import { virtualAccountClosedMail } from "../src/features/wallet/wallet.virtual-accounts.staff.js";
import type { PackageRow } from "../src/features/packages/package-records.js";
import type { ShipmentRow } from "../src/features/shipments/shipments.repository.js";
import {
  shipmentCreatedMail,
  shipmentStatusMail,
  shipmentsStatusDigestMail,
} from "../src/features/shipments/shipments.staff.mail.js";
import type { EmailContent } from "../src/lib/html.js";
import { mailDay } from "../src/lib/mail/mail-dates.js";
import { INVOICE_KIND_WORDS, INVOICE_STATUS_WORDS, PICKUP_STATUS_WORDS } from "../src/lib/mail/mail-words.js";

/**
 * Every kind of e-mail the product sends, for the layout test (mail-layout.test.ts). Kinds whose content has a
 * builder are built by it; the few still written inline in a service are copied here row for row with the same word
 * tables. `sources` names the files that write each, so the test can prove no file that writes a mail is left out.
 */
export interface MailKind {
  name: string;
  sources: string[];
  content: EmailContent;
}

const URL = "https://swiftway.example";
/** A due date stored as midnight UTC: it is the 15th in Lagos as well. */
const DUE = new Date("2026-12-15T00:00:00Z");
/** Paid at 23:30 UTC on the 14th: 00:30 on the 15th in Lagos. */
const PAID = new Date("2026-12-14T23:30:00Z");
export const LAGOS_PAID = "15 Dec 2026, 00:30 (Lagos time)";

const shipment = {
  id: 2,
  user_id: 1,
  tracking_number: "SWG4815162342",
  email_address: "ada@example.com",
  shipment_status: "In Transit",
  shipping_cost: "74.43",
  currency: "USD ($)",
  estimated_delivery_date: "2026-12-20",
  delivery_address: "14 Adeola Odeku Street, Victoria Island, Lagos",
} as unknown as ShipmentRow;

const parcel = {
  id: 7,
  package_code: "SWP100234",
  carrier_tracking_number: "1Z999AA10123456784",
  description: "Two pairs of shoes",
  weight_grams: 1134,
  length_mm: 305,
  width_mm: 267,
  height_mm: 102,
  condition: "damaged",
  condition_note: "A corner is crushed",
} as unknown as PackageRow;

const update = (over: Partial<MasterUpdateRecord>) =>
  ({
    id: 1,
    kind: "milestone",
    milestone: "arrived_destination",
    customs_reason: null,
    place: "Lagos (LOS)",
    note: null,
    new_expected_date: null,
    occurred_at: new Date("2026-12-01T22:10:00Z"),
    ...over,
  }) as unknown as MasterUpdateRecord;

const recipient = (numbers: string[], owingDuty: string[] = []) => ({
  customer: { id: 1, email_address: "ada@example.com", firstname: "Ada" },
  trackingNumbers: numbers,
  owingDuty,
});
const dutiesUnpaid = () => update({ milestone: "in_customs", customs_reason: "duties_unpaid" });

export const MAIL_KINDS: MailKind[] = [
  {
    name: "transfer account number closed",
    sources: ["wallet/wallet.virtual-accounts.staff.ts"],
    content: virtualAccountClosedMail("Ada", "9912345678", URL),
  },
  {
    name: "password changed",
    sources: ["accounts/account-mail.ts"],
    content: passwordChangedMail({ email_address: "ada@example.com", firstname: "Ada" }, "reset").content,
  },
  {
    name: "sign-up attempt",
    sources: ["accounts/account-mail.ts"],
    content: signupAttemptMail({ email_address: "a@example.com", firstname: "Ada" }, URL).content,
  },
  {
    name: "confirm e-mail",
    sources: ["accounts/account-mail.ts"],
    content: confirmEmailMail({ email_address: "a@example.com", firstname: "Ada" }, `${URL}/confirm-email?token=abc`)
      .content,
  },
  {
    name: "confirm a new e-mail address",
    sources: ["accounts/account-mail.ts"],
    content: confirmEmailMail(
      { email_address: "new@example.com", firstname: "Ada" },
      `${URL}/confirm-email?token=abc`,
      "change",
    ).content,
  },
  {
    name: "e-mail change requested",
    sources: ["accounts/account-mail.ts"],
    content: emailChangeRequestedMail({ email_address: "a@example.com", firstname: "Ada" }, "new@example.com", URL)
      .content,
  },
  {
    name: "e-mail changed",
    sources: ["accounts/account-mail.ts"],
    content: emailChangedMail({ email_address: "a@example.com", firstname: "Ada" }, "new@example.com").content,
  },
  {
    name: "password reset code",
    sources: ["accounts/password-reset.service.ts"],
    content: {
      heading: "Your password reset code is 482913",
      paragraphs: ["Hello Ada,", "Enter the code 482913 on the verification page to choose a new password."],
    },
  },
  {
    name: "staff verification",
    sources: ["admins/admin-mail.ts"],
    content: adminVerificationMail(
      { email: "bo@example.com", firstname: "Bo", role: "worker" },
      `${URL}/admin/verify/t`,
      "Ada Owner",
    ).content,
  },
  {
    name: "staff password changed",
    sources: ["admins/admin-mail.ts"],
    content: staffPasswordChangedMail({ email: "bo@example.com", firstname: "Bo" }, "change").content,
  },
  {
    name: "staff reset code",
    sources: ["admins/staff-reset.service.ts"],
    content: {
      heading: "Your staff password reset code is 112233",
      paragraphs: ["Hello Bo,", "Enter the code 112233."],
    },
  },
  {
    name: "arrival",
    sources: ["packages/arrival-notice.ts"],
    content: arrivalNoticeMail(
      parcel,
      { firstname: "Ada", email_address: "a@example.com" },
      "Stafford, Texas, USA",
      [{ name: "0f8c2f7e-3d1a-4c55-9a7e-1b2c3d4e5f60.png", mime: "image/png" }],
      URL,
    ).content,
  },
  {
    name: "storage reminder",
    sources: ["packages/storage-reminders.ts"],
    content: {
      heading: "Storage fees start soon on your package",
      paragraphs: ["Hello Ada,", "Free storage ends tomorrow for this package at our warehouse."],
      rows: [
        [
          "SWP100234 (Two pairs of shoes)",
          `Stafford, Texas, USA: free until ${mailDay(DUE)} (1 day left), then ${formatMoney(0.5, "USD")} a day`,
        ],
      ],
      action: { label: "See my package", url: `${URL}/user/packages?tab=warehouse&package=7` },
    },
  },
  {
    name: "claim outcome",
    sources: ["packages/claim-notices.ts"],
    content: {
      heading: "Parcel 1Z999AA10123456784 is yours",
      greeting: "Ada",
      paragraphs: ["A parcel with carrier tracking number 1Z999AA10123456784 arrived at our London, UK warehouse."],
      rows: [
        ["Carrier tracking number", "1Z999AA10123456784"],
        ["Package id", "SWP100234"],
      ],
      action: { label: "See your packages", url: `${URL}/user/packages?tab=warehouse#SWP100234` },
    },
  },
  {
    name: "invoice issued",
    sources: ["invoices/invoices.staff.service.ts", "invoices/priced-invoices.ts"],
    content: {
      heading: "You have a new invoice",
      paragraphs: [`Hello Ada, we have issued an invoice for your shipment ${shipment.tracking_number}.`],
      rows: [
        ["Transaction ID", "INV-20261201-0042"],
        ["For", INVOICE_KIND_WORDS.shipments],
        ["Amount", formatMoney("74.43", "USD")],
        ["Status", INVOICE_STATUS_WORDS.pending],
        ["Due date", mailDay(DUE)],
      ],
      action: { label: "View invoice", url: `${URL}/user/invoice/42` },
    },
  },
  {
    name: "packed",
    sources: ["ship-requests/packed-notice.ts"],
    content: {
      heading: "Your parcels are packed",
      paragraphs: ["Hello Ada, we packed your ship request #12 into 1 box."],
      rows: [
        ["Tracking number", shipment.tracking_number],
        ["Invoice", "INV-20261201-0042"],
        ["Amount", formatMoney("74.43", "USD")],
      ],
      action: { label: "View invoice", url: `${URL}/user/invoice/42` },
    },
  },
  {
    name: "ship request returned to the customer",
    sources: ["ship-requests/returned-notice.ts"],
    content: returnedRequestMail({
      customer: { email_address: "ada@example.com", firstname: "Ada" },
      requestId: 12,
      warehouse: "Trail Richmond",
      reason: "Line 2 (used clothing, HS 6309) cannot be shipped to Nigeria: it is on the import prohibition list.",
      packageCodes: ["SWP100234", "SWP100235"],
      publicUrl: URL,
    }).content,
  },
  {
    name: "ship request unpacked: invoice withdrawn, the wallet's part given back",
    sources: ["ship-requests/unpacked-notice.ts"],
    content: unpackedRequestMail({
      customer: { email_address: "ada@example.com", firstname: "Ada" },
      requestId: 12,
      invoice: { id: 42, transaction_id: "INV-20261201-0042" },
      trackingNumber: shipment.tracking_number,
      returnedKobo: 99_200,
      publicUrl: URL,
    }).content,
  },
  {
    name: "payment receipt",
    sources: ["payments/settlement.ts"],
    content: {
      heading: "Payment received, thank you",
      paragraphs: ["Hello Ada, we have received your payment for invoice INV-20261201-0042."],
      rows: [
        ["Transaction ID", "INV-20261201-0042"],
        ["For", INVOICE_KIND_WORDS.procurement],
        ["Amount paid", formatMoney("74.43", "USD")],
        ["Invoice total", formatMoney("74.43", "USD")],
        ["Payment reference", "PSK_8b1f0c2d9e7a4b6c"],
        ["Paid on", PAID],
      ],
      action: { label: "View invoice", url: `${URL}/user/invoice/42` },
    },
  },
  {
    name: "paid from the wallet",
    sources: ["wallet/wallet.invoice-paid.ts"],
    content: {
      heading: "Payment received, thank you",
      paragraphs: ["Hello Ada, invoice INV-20261201-0042 is now paid in full."],
      rows: [
        ["Transaction ID", "INV-20261201-0042"],
        ["For", INVOICE_KIND_WORDS.shipments],
        ["Invoice total", formatMoney("74.43", "USD")],
        ["Paid from your wallet now", formatMoney("112000", "NGN")],
        ["Paid on", PAID],
      ],
      action: { label: "View invoice", url: `${URL}/user/invoice/42` },
    },
  },
  {
    name: "second payment to the wallet",
    sources: ["wallet/wallet.credits.ts"],
    content: {
      heading: "You paid this invoice twice",
      paragraphs: [
        "Hello Ada, we received a payment of $74.43 (reference PSK_1) for invoice INV-1, which was already paid.",
      ],
      action: { label: "View your wallet", url: `${URL}/user/wallet` },
    },
  },
  {
    name: "payment for a changed amount due to the wallet",
    sources: ["wallet/wallet.credits.ts"],
    content: {
      heading: "The amount due had changed",
      paragraphs: [
        "Hello Ada, we received ₦10,000.00 (reference PSK_1) for invoice INV-1, but what was due on it changed after that checkout began (a wallet payment, say), so it did not pay the invoice. Pay what is due from your wallet in one step.",
        "We have added it to your wallet: it pays your next invoice, or ask us to send it back to the card or account you paid with.",
      ],
      action: { label: "View your wallet", url: `${URL}/user/wallet` },
    },
  },
  {
    name: "refund due",
    sources: ["payments/refund-due.ts"],
    content: {
      heading: "You paid this invoice twice",
      paragraphs: [
        "Hello Ada, we received a payment of $74.43 (reference PSK_1) for invoice INV-1, which was already paid.",
      ],
      action: { label: "View invoice", url: `${URL}/user/invoice/42` },
    },
  },
  {
    name: "refunded",
    sources: ["payments/refunds.service.ts"],
    content: {
      heading: "Your payment has been refunded",
      paragraphs: [
        "Hello Ada, we have refunded invoice INV-1 (₦10,000.00).",
        "Reason: Parcel lost in transit",
        "₦7,000.00 goes back to the card or account you paid with; your bank may take a few days to show it.",
        "₦3,000.00 that you paid from your wallet is back in your wallet now.",
      ],
      action: { label: "View invoice", url: `${URL}/user/invoice/42` },
    },
  },
  {
    name: "pickup status",
    sources: ["pickups/pickups.staff.service.ts"],
    content: {
      heading: `Pickup #5: ${PICKUP_STATUS_WORDS["in-transit"]}`,
      paragraphs: ["Hello Ada, your items have been collected and are on their way."],
      action: { label: "View pickup", url: `${URL}/user/pickup/5` },
    },
  },
  {
    name: "shop request status",
    sources: ["procurements/procurements.staff.service.ts"],
    content: {
      heading: "Your shop request has been approved",
      paragraphs: ["Hello Ada, good news: we have approved your shop request #3 (amazon.com)."],
      action: { label: "View shop request", url: `${URL}/user/shop-for-me/procurement/3` },
    },
  },
  {
    name: "shipment registered",
    sources: ["shipments/shipments.staff.mail.ts"],
    content: shipmentCreatedMail(shipment, "Ada", URL).content,
  },
  {
    name: "shipment status",
    sources: ["shipments/shipments.staff.mail.ts"],
    content: shipmentStatusMail(shipment, "Pending", URL, "Ada").content,
  },
  {
    name: "shipment status digest",
    sources: ["shipments/shipments.staff.mail.ts"],
    content: shipmentsStatusDigestMail(
      [
        { shipment, previous: "Pending" },
        { shipment: { ...shipment, tracking_number: "SWG4815162343" }, previous: "Pending" },
      ],
      URL,
    ).content,
  },
  {
    name: "milestone, one shipment",
    sources: ["master-shipments/master-notices.ts"],
    content: masterUpdateEmail(update({}), recipient(["SWG4815162342"]), URL).content,
  },
  {
    name: "held in customs for unpaid duties, duty owed (decision 0154)",
    sources: ["master-shipments/master-notices.ts"],
    content: masterUpdateEmail(dutiesUnpaid(), recipient(["SWG4815162342"], ["SWG4815162342"]), URL).content,
  },
  {
    name: "held in customs for unpaid duties, nothing owed (decision 0154)",
    sources: ["master-shipments/master-notices.ts"],
    content: masterUpdateEmail(dutiesUnpaid(), recipient(["SWG4815162342", "SWG4815162343"]), URL).content,
  },
  {
    name: "delay, several shipments",
    sources: ["master-shipments/master-notices.ts"],
    content: masterUpdateEmail(
      update({
        kind: "delay",
        milestone: null,
        note: "The flight was cancelled by the airline",
        new_expected_date: "2026-12-09",
      }),
      recipient(["SWG4815162342", "SWG4815162343", "SWG4815162344"]),
      URL,
    ).content,
  },
  {
    name: "tracking update (notify me)",
    sources: ["master-shipments/master-updates.ts", "tracking/tracking-notify.service.ts"],
    content: {
      heading: "Tracking update",
      rows: [
        ["Milestone", MILESTONE_LABELS.arrived_destination],
        ["Place", "Lagos (LOS)"],
      ],
    },
  },
  {
    name: "stale masters (staff)",
    sources: ["master-shipments/stale-masters.ts"],
    content: staleMastersMail(
      [
        {
          master: {
            reference: "MS7001",
            carrier: "Turkish Cargo",
            transport_document: "235-12345675",
            destination: "Lagos",
            last_milestone: "departed_origin",
            last_moved_at: new Date("2026-03-04T23:30:00Z"),
          },
          origin: "Stafford, Texas, USA",
          shipments: 2,
        },
      ] as never,
      5,
      new Date("2026-03-10T08:00:00Z"),
      URL,
    ),
  },
  {
    name: "customs assessed less duty: wallet credit",
    sources: ["customs/assessment-notice.ts"],
    content: assessmentMail(
      "Ada",
      {
        trackingNumber: "SWT100234",
        shipmentId: 12,
        previousKobo: 18_345_600,
        assessedKobo: 17_000_000,
        correction: false,
        reason: null,
        cancelled: [],
        credit: { amountKobo: 1_345_600 },
      },
      URL,
    ),
  },
  {
    name: "customs assessed more duty: a new invoice (a correction)",
    sources: ["customs/assessment-notice.ts"],
    content: assessmentMail(
      "Ada",
      {
        trackingNumber: "SWT100234",
        shipmentId: 12,
        previousKobo: 17_000_000,
        assessedKobo: 19_250_050,
        correction: true,
        reason: `Customs revised the phone's classification <b>${"long ".repeat(20)}</b>`,
        cancelled: [],
        invoice: { id: 44, transaction_id: "INV4821QRT", total_amount: "22500.50", due_date: DUE },
      },
      URL,
    ),
  },
  {
    name: "customs duty corrected down: the unpaid difference invoice cancelled and billed again for less",
    sources: ["customs/assessment-notice.ts"],
    content: assessmentMail(
      "Ada",
      {
        trackingNumber: "SWT100234",
        shipmentId: 12,
        previousKobo: 19_250_050,
        assessedKobo: 18_000_000,
        correction: true,
        reason: "Customs applied the lower rate of the revised tariff",
        cancelled: [{ transaction_id: "INV4821QRT", amountKobo: 2_250_050 }],
        invoice: { id: 45, transaction_id: "INV4821QRU", total_amount: "10000.00", due_date: DUE },
      },
      URL,
    ),
  },
  {
    name: "advance manifest reminder (staff)",
    sources: ["master-shipments/manifest-reminders.ts"],
    content: manifestReminderMail(
      {
        id: 7,
        reference: "MS7001",
        carrier: "Turkish Cargo",
        transport_document: "235-12345675",
        destination: "Lagos",
        expected_arrival_date: "2026-12-05",
      } as never,
      "Stafford, Texas, USA",
      URL,
    ),
  },
  {
    name: "ticket reply",
    sources: ["tickets/tickets.staff.service.ts"],
    content: {
      heading: "New reply to your ticket",
      paragraphs: [
        "Hello Ada,",
        'Our support team replied to your ticket "Where is my parcel?":',
        "It arrived this morning.",
        ANSWER_ON_THE_TICKET_PAGE,
      ],
      action: { label: "View your ticket", url: `${URL}/user/support/9` },
    },
  },
  {
    name: "ticket opened (staff)",
    sources: ["tickets/tickets.mail.ts"],
    content: {
      heading: "A customer opened a support ticket",
      paragraphs: ["Ada Obi (ada@example.com, SW1001) wrote:", "The corner is <i>crushed</i>."],
      action: { label: "Answer in the back office", url: `${URL}/admin/tickets/9` },
    },
  },
  {
    name: "refund needed (staff)",
    sources: ["payments/refund-due.ts"],
    content: {
      heading: "An invoice was paid twice",
      paragraphs: ["A payment of $74.43 (reference PSK_1) was confirmed after invoice INV-1 was paid."],
      action: { label: "Open the invoice", url: `${URL}/admin/invoices/42` },
    },
  },
  {
    name: "long-held parcels (staff)",
    sources: ["packages/storage-reminders.ts"],
    content: {
      heading: "1 package held longer than their warehouse allows",
      paragraphs: [
        `As of ${mailDay(DUE)}, these parcels have been on our shelves longer than their warehouse's limit.`,
      ],
      rows: [["SWP100234", "95 days at Stafford, Texas, USA (limit 90), At the warehouse, bin A-12, Ada Obi (SW1001)"]],
      action: { label: "Open the packages list", url: `${URL}/admin/packages` },
    },
  },
  {
    name: "visitor message (staff)",
    sources: ["visitors/visitors.service.ts"],
    content: {
      heading: "New message from the contact form",
      paragraphs: ["Sent from the contact form of the website. Reply to this e-mail to answer Ada."],
      rows: [
        ["Name", "Ada"],
        ["Email", "ada@example.com"],
        ["Subject", "A very long word"],
        ["Message", `Pasted: ${"x".repeat(180)} and <script>alert("x")</script>`],
      ],
    },
  },
];
