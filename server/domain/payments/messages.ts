// What the payment calls say (spec 000 §8). The spec's catch-alls are word for word;
// the other refusals name the reason, so the buyer knows what to do next.

import { paymentFailures } from "~shared/messages/payments";

export const PAYMENT_MESSAGES = {
  ...paymentFailures,
  paid: "Payment successful.",
  pending: "Your payment is being confirmed.",
  priceChanged: "The price has changed. Please review the new total and try again.",
  freeTotal: "Nothing to pay: this booking is free.",
  unknownType: "Unknown transaction type",
  notFound: "No such payment or event.",
  packageNotFound: "Package not found",
  channelNotFound: "Channel not found",
  currentPackage: "You are already subscribed to this package.",
  freePackage: "The free package needs no payment.",
  ownChannel: "You host this channel, so you cannot subscribe to it.",
  channelNotOpen: "This channel is not open for subscriptions.",
  channelFull: "Sorry, this channel has no places left.",
  alreadySubscribed: "You have already subscribed to this channel.",
  cardRequired: "Choose a card or enter a new one.",
  unknownCard: "This card is not one of your saved cards.",
  nicknameRequired: "Nickname is required",
  couponRequired: "Coupon code is required",
  couponUnknown: "This coupon code is not valid.",
  couponExpired: "This coupon code has expired.",
  couponNotStarted: "This coupon code is not valid yet.",
  couponUsedUp: "This coupon code has been used up.",
  couponOtherItem: "This coupon code is not valid for this purchase.",
  couponApplied: "Coupon applied.",
  holdExpired: "Your reserved place expired before the payment arrived, so the payment will be refunded.",
  paymentUnderWay: "Your earlier payment for this is still being confirmed. Check My Booked Events in a minute before paying again.",
  tooManyHolds: "You have too many checkouts in progress. Finish or wait for one of them, then try again.",
} as const;

/** How long a started checkout holds its seat, channel place and coupon use. */
export const HOLD_MINUTES = 15;
