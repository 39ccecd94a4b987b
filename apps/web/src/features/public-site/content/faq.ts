import { COMPANY } from "@app/shared/core/company";

/**
 * The 12 questions of the FAQ (spec). The payment answer is the single source the
 * terms page agrees with: bank deposit, bank transfer, POS at the office, online card payment of
 * invoices; no cash.
 */
export const PAYMENT_OPTIONS = [
  "Bank deposit: confirmed within 24 hours of your deposit",
  "Bank transfer to our company account",
  "POS (card) payment at our Lagos office",
  "Online card payment of your invoice in the customer portal",
];

export const FAQ_ITEMS: Array<{ question: string; answer: string[] }> = [
  {
    question: "What services do you offer?",
    answer: [
      "Air cargo, sea freight, import and export, domestic delivery across Nigeria, warehousing and contract logistics. Customers also get personal warehouse addresses in the USA and the UK for online shopping, a shop-for-me service and pickup booking.",
    ],
  },
  {
    question: "How long does shipping take?",
    answer: [
      "Standard delivery with our courier partner takes about 14 business days. Express delivery takes 3 to 5 business days with our premium courier, or 6 to 7 business days with our economy express partner. Sea cargo takes around 3 months.",
    ],
  },
  {
    question: "How can I track my package?",
    answer: [
      "Enter your tracking number on our Track Package page to see the shipment status, warehouse arrival date, shipment date, payment status and estimated delivery date. Signed-in customers also see every shipment in the portal.",
    ],
  },
  {
    question: "Is my shipment insured?",
    answer: [
      "Yes. The cost of insurance is included in our service charge, so insured items are covered against loss and damage in transit. For uninsured items our liability is limited to 100 US dollars plus a refund of the freight charge.",
    ],
  },
  {
    question: "Can I schedule a delivery time?",
    answer: [
      "Scheduling an exact delivery time is not possible. We give you an estimated delivery date and our riders call you before they arrive.",
    ],
  },
  {
    question: "How much does shipping cost?",
    answer: [
      "The cost depends on the weight, the size, the service (express, standard or sea) and the route. Request a free estimate on our home page and we will reply within 24 hours, Monday to Friday, 09:00 to 18:00.",
    ],
  },
  {
    question: "Do you offer inventory storage?",
    answer: [
      "Yes. We hold your parcels free of charge while we consolidate them for shipping, and businesses can rent inventory storage in our warehouses with pick and pack on request.",
    ],
  },
  {
    question: "Do you ship internationally?",
    answer: [
      "Yes. We ship between the USA, the UK, China and Nigeria, with warehouses in Stafford (Texas), London, Lagos (Sabo Yaba and Isolo) and a partner hub in Guangzhou.",
    ],
  },
  {
    question: "What is your refund or cancellation policy?",
    answer: [
      "You can cancel a shipment, purchase or pickup free of charge until it has been processed at our warehouse. Once goods have been shipped the freight charge cannot be refunded, except where we are liable for loss or damage.",
    ],
  },
  {
    question: "What payment options do you accept?",
    answer: [`We accept: ${PAYMENT_OPTIONS.join("; ")}. We do not accept cash.`],
  },
  {
    question: "How do you keep my information secure?",
    answer: [
      "Your account is protected by a password stored only in hashed form, sessions run over secure cookies, and online payments are processed by a certified payment provider: we never see or store your card details.",
    ],
  },
  {
    question: "How can I contact customer support?",
    answer: [
      `Call ${COMPANY.phone}, e-mail ${COMPANY.email}, use our contact form or open a support ticket in the portal. We are open ${COMPANY.hours}.`,
    ],
  },
];
