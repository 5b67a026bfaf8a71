// The payment screens' texts for a failure at the server or network level (spec 000 §8), word for
// word: the API's catch-alls (server/domain/payments/messages.ts), the pages' and the payment modal's.
export const paymentFailures = {
  /** A payment that failed at the server or network level (not a declined card: that says why). */
  paymentFailed: "Error while processing payment, Please contact admin.",
  /** A coupon that could not be checked (not one refused: that says why). */
  couponFailed: "Unable to redeem coupon, Please contact admin.",
  /** The buyer's saved cards could not be read at checkout (a new card can still pay). */
  cardsFailed: "Unable to fetch existing cards, Please contact admin.",
} as const;
