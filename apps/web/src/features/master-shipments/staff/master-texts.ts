/** The staff master-shipment screens' texts (toasts, fallbacks, empty states) in one place. */
export const MASTER_TEXTS = {
  title: "Master shipments",
  newTitle: "New master shipment",
  loaded: "Master shipments Loaded!",
  fetchFailed: "Failed to fetch master shipments.",
  loadError: "Could not load master shipments. Please try again.",
  notFound: "Master shipment not found.",
  createFailed: "Could not create the master shipment.",
  created: "Master shipment created.",
  editFailed: "Could not save the master shipment.",
  saved: "Master shipment saved.",
  eligibleFailed: "Could not load the paid ship requests.",
  loadFailed: "Could not add the ship requests.",
  unloadFailed: "Could not remove the shipment.",
  postFailed: "Could not post the update.",
  noShipments: "No shipments on this master yet. Add paid ship requests to load them.",
  noEligible: "No paid ship requests of this warehouse are waiting for a master.",
  noUpdates: "No updates posted yet.",
  onlyBeforeDeparture: "Shipments can be added or removed only before the master departs.",
  noDelayAfterDelivery: "This master has been delivered: a delay notice can no longer be posted.",
  /**
   * Beside an update's message to customers (a milestone's, a delay's reason): the one text goes to every customer on
   * the master, whatever the status (a customs hold for unpaid duties too), like the assessed duty's reason.
   */
  noteToEveryCustomer: "Every customer on this master receives this note — do not name a customer.",
} as const;

/** '1 customer', '3 customers'. */
export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? "" : "s"}`;
