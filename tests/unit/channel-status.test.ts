// The host's channel status, actions and prompt (002 §2.4, §4).
import { describe, expect, it } from "vitest";
import { channelActions, channelStatus, statusPrompt, type ChannelRowFacts } from "~shared/channel-status";

const row = (overrides: Partial<ChannelRowFacts> = {}): ChannelRowFacts => ({
  isPublished: true,
  isRejected: false,
  active: true,
  subscribersCount: 0,
  eventType: "Pre Recorded Events",
  isModular: false,
  ...overrides,
});

describe("channelStatus", () => {
  it("is Active when published and active, Deactivated when published only, Pending Approval when not published", () => {
    expect(channelStatus(row())).toBe("Active");
    expect(channelStatus(row({ active: false }))).toBe("Deactivated");
    expect(channelStatus(row({ isPublished: false }))).toBe("Pending Approval");
    expect(channelStatus(row({ isPublished: false, active: false }))).toBe("Pending Approval");
  });

  it("reads Rejected by Admin for a rejected channel not published", () => {
    expect(channelStatus(row({ isPublished: false, isRejected: true }))).toBe("Rejected by Admin");
  });
});

describe("channelActions", () => {
  it("offers Edit with no subscribers, otherwise Email", () => {
    expect(channelActions(row())).toMatchObject({ edit: true, email: false });
    expect(channelActions(row({ subscribersCount: 2 }))).toMatchObject({ edit: false, email: true });
  });

  it("offers Deactivate and the add actions only when published and active, Activate when published and inactive", () => {
    expect(channelActions(row({ eventType: "Pre Recorded and Live" }))).toMatchObject({ deactivate: true, activate: false, addLiveEvent: true, addVideos: true });
    const off = channelActions(row({ active: false, eventType: "Pre Recorded and Live", isModular: true }));
    expect(off).toMatchObject({ deactivate: false, activate: true, addLiveEvent: false, addVideos: false, addDocument: false });
    const pending = channelActions(row({ isPublished: false, eventType: "Pre Recorded and Live" }));
    expect(pending).toMatchObject({ deactivate: false, activate: false, addLiveEvent: false, addVideos: false });
  });

  it("ties each add action to the channel type", () => {
    expect(channelActions(row({ eventType: "Live Events" }))).toMatchObject({ addLiveEvent: true, addVideos: false, addDocument: false });
    expect(channelActions(row({ eventType: "Pre Recorded Events" }))).toMatchObject({ addLiveEvent: false, addVideos: true, addDocument: false });
    expect(channelActions(row({ eventType: "Pre Recorded Events", isModular: true }))).toMatchObject({ addDocument: true });
    expect(channelActions(row({ eventType: "Pre Recorded and Live", isModular: true }))).toMatchObject({ addDocument: false });
  });

  it("does not offer Add Document on a channel with subscribers, which the server would refuse", () => {
    expect(channelActions(row({ eventType: "Pre Recorded Events", isModular: true, subscribersCount: 1 }))).toMatchObject({ addDocument: false, addVideos: true });
  });
});

describe("statusPrompt", () => {
  it("warns of refunds only when deactivating an active channel with subscribers", () => {
    expect(statusPrompt({ active: true, subscribersCount: 3 })).toBe("Current subscribers will be refunded their monthly subscription, do you wish to proceed?");
    expect(statusPrompt({ active: true, subscribersCount: 0 })).toBe("Do you wish to proceed?");
    expect(statusPrompt({ active: false, subscribersCount: 3 })).toBe("Do you wish to proceed?");
  });
});
