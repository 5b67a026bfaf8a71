// Mails of the payment flow: the receipt of a channel or package purchase (a ticket's receipt is the
// booking confirmation, with the amount paid), the refund of a payment that could not be honoured, and
// the refund of a second payment for something already paid for.
import { formatDate } from "~shared/dates";
import { formatMoney } from "~shared/money";
import { renderMail } from "~server/domain/mail";
import type { MailMessage } from "~server/integrations/mail/transport";

interface Recipient {
  email: string;
  firstName: string;
}

function greeting(recipient: Recipient): string {
  return recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : "Hello,";
}

/** A purchase's receipt; a channel subscription's says its terms (shared/subscription-terms.ts). */
export function purchaseReceiptMail(recipient: Recipient, what: string, amountPence: number, reference: string, url: string, terms: string | null = null): MailMessage {
  const rendered = renderMail({
    greeting: greeting(recipient),
    blocks: [
      `Thank you: your payment of ${formatMoney(amountPence)} for ${what} went through.`,
      ...(terms ? [`Your subscription: ${terms}.`] : []),
      `Reference number: ${reference}`,
      { button: { label: "Open Marquee", url } },
    ],
  });
  return { kind: "payment-receipt", to: recipient.email, subject: `Payment received: ${what}`, ...rendered };
}

export function unfulfilledRefundMail(recipient: Recipient, what: string, amountPence: number, reason: string): MailMessage {
  const rendered = renderMail({
    greeting: greeting(recipient),
    blocks: [
      `We could not complete your purchase of ${what}: ${reason}`,
      `Your payment of ${formatMoney(amountPence)} is being refunded to your card. Refunds usually reach your account within 5 to 10 working days.`,
    ],
  });
  return { kind: "payment-refund", to: recipient.email, subject: `Refund on its way: ${what}`, ...rendered };
}

export function duplicatePaymentRefundMail(recipient: Recipient, what: string, amountPence: number): MailMessage {
  const rendered = renderMail({
    greeting: greeting(recipient),
    blocks: [
      `We received a second payment of ${formatMoney(amountPence)} for ${what}, which you had already paid for. Your purchase stands as it was.`,
      `The second payment is being refunded to your card. Refunds usually reach your account within 5 to 10 working days.`,
    ],
  });
  return { kind: "payment-refund", to: recipient.email, subject: `Refund on its way: second payment for ${what}`, ...rendered };
}

/** A renewal could not be paid (no card, declined) or the provider's billing ended: access lasts to the period's end. */
export function renewalNotPaidMail(recipient: Recipient, what: string, endsAt: Date | null, url: string): MailMessage {
  const until = endsAt ? ` You keep access until ${formatDate(endsAt)}.` : "";
  const rendered = renderMail({
    greeting: greeting(recipient),
    blocks: [`We could not renew your subscription to ${what}, so it will not renew again.${until}`, "To keep it, subscribe again once it has ended, with a card that can pay.", { button: { label: "Your subscriptions", url } }],
  });
  return { kind: "renewal-not-paid", to: recipient.email, subject: `Subscription not renewed: ${what}`, ...rendered };
}
