import type { ShipmentStatus } from "./enums.js";

/**
 * Tracking milestones (docs/features/tracking.md): a shipment's tracking is a list of events, each naming one of these. A master
 * shipment's milestone becomes an event on every linked customer shipment. The spec's five shipment statuses are
 * derived from the milestones (MILESTONE_STATUS), so the spec's screens keep working.
 */
export const MILESTONES = [
  "departed_origin",
  "arrived_destination",
  "in_customs",
  "released",
  "at_lagos_hub",
  "out_for_delivery",
  "ready_for_pickup",
  "delivered",
] as const;
export type Milestone = (typeof MILESTONES)[number];

export const MILESTONE_LABELS: Record<Milestone, string> = {
  departed_origin: "Departed origin",
  arrived_destination: "Arrived at destination",
  in_customs: "In customs",
  released: "Released by customs",
  at_lagos_hub: "At the Lagos hub",
  out_for_delivery: "Out for delivery",
  ready_for_pickup: "Ready for pickup",
  delivered: "Delivered",
};

/**
 * THE table of which shipment status each milestone sets (decision record 0033): posting a milestone on a master
 * shipment gives every shipment it carries this status (audited, with the milestone as the cause). The spec has five
 * statuses: a shipment is 'In Transit' while it travels to Lagos and through customs, 'Available' from the moment it
 * is at our Lagos hub (out for delivery and ready for pickup included: it is in Lagos with us, no longer in transit),
 * 'Delivered' once delivered. Staff may still set any status by hand on a shipment (audited as theirs).
 */
export const MILESTONE_STATUS: Record<Milestone, ShipmentStatus> = {
  departed_origin: "In Transit",
  arrived_destination: "In Transit",
  in_customs: "In Transit",
  released: "In Transit",
  at_lagos_hub: "Available",
  out_for_delivery: "Available",
  ready_for_pickup: "Available",
  delivered: "Delivered",
};

/** Why a shipment is held in customs (fixed list; the reason is shown to customers). */
export const CUSTOMS_REASONS = ["documentation", "duties_unpaid", "inspection", "prohibited_item"] as const;
export type CustomsReason = (typeof CUSTOMS_REASONS)[number];
export const CUSTOMS_REASON_LABELS: Record<CustomsReason, string> = {
  documentation: "Documentation",
  duties_unpaid: "Duties unpaid",
  inspection: "Inspection",
  prohibited_item: "Prohibited item",
};

/**
 * What a tracking event records: a milestone or a delay notice (reason and new expected date). Status changes staff
 * make on one shipment stay in its status history; the timeline shows both.
 */
export const TRACKING_EVENT_KINDS = ["milestone", "delay"] as const;
export type TrackingEventKind = (typeof TRACKING_EVENT_KINDS)[number];

/** Where an event came from: a master shipment's update, staff on this shipment, or the system. */
export const TRACKING_EVENT_SOURCES = ["master", "staff", "system"] as const;
export type TrackingEventSource = (typeof TRACKING_EVENT_SOURCES)[number];
