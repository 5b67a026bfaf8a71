// The Subscribe button of a channel's page (002 §4): hidden for the channel's owner; "Subscribed"
// for a viewer with an active subscription; "Sold Out" when remaining_subscriber is 0 or less;
// otherwise "Subscribe" (the payment modal for a logged-in user, the Login / Register choice for a
// visitor). One rule for both layouts; the checkout decides again on its own when paying.

export type ChannelSubscribeButton = "hidden" | "subscribed" | "sold-out" | "subscribe";

export const CHANNEL_SUBSCRIBE_LABELS = {
  subscribed: "Subscribed",
  "sold-out": "Sold Out",
  subscribe: "Subscribe",
} as const satisfies Record<Exclude<ChannelSubscribeButton, "hidden">, string>;

export interface ChannelSubscribeFacts {
  isOwner: boolean;
  subscribed: boolean;
  remainingSubscribers: number;
}

export function channelSubscribeButton(facts: ChannelSubscribeFacts): ChannelSubscribeButton {
  if (facts.isOwner) return "hidden";
  if (facts.subscribed) return "subscribed";
  if (facts.remainingSubscribers <= 0) return "sold-out";
  return "subscribe";
}
