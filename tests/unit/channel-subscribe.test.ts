// The channel page's Subscribe button (002 §4): owner, subscriber, sold out, otherwise Subscribe.
import { describe, expect, it } from "vitest";
import { CHANNEL_SUBSCRIBE_LABELS, channelSubscribeButton } from "~shared/channel-subscribe";

describe("channelSubscribeButton", () => {
  it("hides the button for the owner, whatever else holds", () => {
    expect(channelSubscribeButton({ isOwner: true, subscribed: false, remainingSubscribers: 5 })).toBe("hidden");
    expect(channelSubscribeButton({ isOwner: true, subscribed: true, remainingSubscribers: 0 })).toBe("hidden");
  });

  it("says Subscribed to a subscriber, even when no place is left", () => {
    expect(channelSubscribeButton({ isOwner: false, subscribed: true, remainingSubscribers: 0 })).toBe("subscribed");
    expect(channelSubscribeButton({ isOwner: false, subscribed: true, remainingSubscribers: 3 })).toBe("subscribed");
  });

  it("is Sold Out at 0 places or fewer, Subscribe from 1", () => {
    expect(channelSubscribeButton({ isOwner: false, subscribed: false, remainingSubscribers: 0 })).toBe("sold-out");
    expect(channelSubscribeButton({ isOwner: false, subscribed: false, remainingSubscribers: -2 })).toBe("sold-out");
    expect(channelSubscribeButton({ isOwner: false, subscribed: false, remainingSubscribers: 1 })).toBe("subscribe");
  });

  it("uses the spec's labels", () => {
    expect(CHANNEL_SUBSCRIBE_LABELS).toEqual({ subscribed: "Subscribed", "sold-out": "Sold Out", subscribe: "Subscribe" });
  });
});
