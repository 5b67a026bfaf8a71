// The host's view of an own event (spec 000 §4): its status label and which actions it offers.
import type { Event } from "~server/db/schema";
import { eventEnd, eventStart } from "./owned";

export const HOST_STATUS = {
  cancelled: "Event Cancelled",
  rejected: "Rejected by Admin",
  pending: "Pending Approval",
  completed: "Event Completed",
} as const;
export type HostStatusLabel = (typeof HOST_STATUS)[keyof typeof HOST_STATUS];

export type HostView = Pick<
  Event,
  "eventType" | "eventDate" | "endDate" | "eventTime" | "endTime" | "timeZone" | "isPublished" | "isRejected" | "isCancelled" | "channelId"
> & {
  /** Active bookings. */
  bookedCount: number;
};

/**
 * The label of 000 §4, or null for a published event still to come. Cancelled wins over everything;
 * then the admin's verdict (a rejected or unapproved event never "completes" for its host); then the date.
 */
export function hostStatus(event: HostView, now: Date): HostStatusLabel | null {
  if (event.isCancelled) return HOST_STATUS.cancelled;
  if (!event.isPublished) return event.isRejected ? HOST_STATUS.rejected : HOST_STATUS.pending;
  const end = eventEnd(event);
  if (end && end.getTime() <= now.getTime()) return HOST_STATUS.completed;
  return null;
}

export interface HostActions {
  /** Edit: unbooked and not started (000 §4), and not cancelled. */
  canEdit: boolean;
  /** Cancel Event: not cancelled yet and not over. */
  canCancel: boolean;
  /** Email subscribers: once bookings exist, outside a channel. */
  canEmailSubscribers: boolean;
}

export function hostActions(event: HostView, now: Date): HostActions {
  const start = eventStart(event);
  const end = eventEnd(event);
  const started = start !== null && start.getTime() <= now.getTime();
  const over = end !== null && end.getTime() <= now.getTime();
  return {
    canEdit: !event.isCancelled && event.bookedCount === 0 && !started,
    canCancel: !event.isCancelled && !over,
    canEmailSubscribers: !event.isCancelled && event.bookedCount > 0 && event.channelId === null,
  };
}
