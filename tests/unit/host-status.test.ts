// The host's status label and actions on an own event (spec 000 §4).
import { describe, expect, it } from "vitest";
import { hostActions, hostStatus, type HostView } from "~server/domain/events/host-status";

// 12:00 in London (BST) on 1 July 2026.
const now = new Date("2026-07-01T11:00:00Z");

const live = (overrides: Partial<HostView> = {}): HostView => ({
  eventType: "Online Event",
  eventDate: "2026-07-02",
  endDate: null,
  eventTime: "18:00:00",
  endTime: "19:00:00",
  timeZone: "Europe/London",
  isPublished: true,
  isRejected: false,
  isCancelled: false,
  channelId: null,
  bookedCount: 0,
  ...overrides,
});

describe("host status", () => {
  it("labels pending, rejected, cancelled and completed events; none for a published one to come", () => {
    expect(hostStatus(live(), now)).toBeNull();
    expect(hostStatus(live({ isPublished: false }), now)).toBe("Pending Approval");
    expect(hostStatus(live({ isPublished: false, isRejected: true }), now)).toBe("Rejected by Admin");
    expect(hostStatus(live({ isCancelled: true, isPublished: false }), now)).toBe("Event Cancelled");
    expect(hostStatus(live({ eventDate: "2026-06-30" }), now)).toBe("Event Completed");
  });

  it("completes at the end time in the event's own zone", () => {
    const today = live({ eventDate: "2026-07-01", eventTime: "10:00:00", endTime: "12:30:00" });
    expect(hostStatus(today, now)).toBeNull(); // 12:30 London is 11:30 UTC
    expect(hostStatus(today, new Date("2026-07-01T11:30:00Z"))).toBe("Event Completed");
    // 12:30 in New York is still to come.
    expect(hostStatus({ ...today, timeZone: "America/New_York" }, new Date("2026-07-01T11:30:00Z"))).toBeNull();
  });

  it("a pre-recorded event never completes", () => {
    expect(hostStatus(live({ eventType: "Pre Recorded", eventDate: null, eventTime: null, endTime: null }), now)).toBeNull();
  });
});

describe("host actions", () => {
  it("Edit only while unbooked and not started", () => {
    expect(hostActions(live(), now).canEdit).toBe(true);
    expect(hostActions(live({ bookedCount: 1 }), now).canEdit).toBe(false);
    expect(hostActions(live({ eventDate: "2026-07-01", eventTime: "11:59:00", endTime: "13:00:00" }), now).canEdit).toBe(false);
    expect(hostActions(live({ isCancelled: true }), now).canEdit).toBe(false);
    expect(hostActions(live({ eventType: "Pre Recorded", eventDate: null }), now).canEdit).toBe(true);
  });

  it("Email subscribers only once bookings exist and outside a channel", () => {
    expect(hostActions(live(), now).canEmailSubscribers).toBe(false);
    expect(hostActions(live({ bookedCount: 2 }), now).canEmailSubscribers).toBe(true);
    expect(hostActions(live({ bookedCount: 2, channelId: 4 }), now).canEmailSubscribers).toBe(false);
  });

  it("Cancel Event until it is cancelled or over", () => {
    expect(hostActions(live({ bookedCount: 3 }), now).canCancel).toBe(true);
    expect(hostActions(live({ isCancelled: true }), now).canCancel).toBe(false);
    expect(hostActions(live({ eventDate: "2026-06-01" }), now).canCancel).toBe(false);
  });
});
