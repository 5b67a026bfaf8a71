// The admin console's money messages (payments, refunds, commissions, payouts, the refund button).
export const adminMoneyMessages = {
  paymentType: "Choose a payment type from the list.",
  refundStatus: "Choose a refund status from the list.",
  paymentId: "Choose a payment to refund.",
  paymentNotFound: "Payment not found",
  notRefundable: "Only a paid booking or a paid subscription period can be refunded.",
  alreadyRefunded: "This payment has already been refunded.",
  refunded: "The payment was refunded.",
  refundOwed: "The refund is recorded; the card provider has not confirmed it yet.",
  refundFailed: "The refund is recorded, but the card provider refused it.",
} as const;
