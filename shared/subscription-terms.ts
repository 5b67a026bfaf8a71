// What a channel subscription commits its buyer to, in one sentence (the UK's subscription rules and
// the card networks ask for it before a recurring payment): the amount and how often, the renewal
// date, and how to stop it; or, for a fixed course, that it is one payment. The server works out the
// facts (amounts from the stored price and the buyer's fees, dates from the period rule) and sends the
// sentence; the checkout page, the payment modal, the provider's page, the receipt mail, the history
// and Subscribed Channels all show this one wording (docs/decisions/059-subscription-terms.md).
import { formatDate } from "./dates";
import { formatMoney } from "./money";

/** Where a subscriber stops a renewal (the page's own title). */
export const CANCEL_PLACE = "Subscribed Channels";

export type ChannelTermsFacts =
  | {
      kind: "fixed";
      /** What was (or is to be) paid, or null when only the kind of purchase is to be said. */
      pence: number | null;
    }
  | {
      kind: "monthly";
      /** Each month's charge: the channel's price with the subscriber's fees, no coupon (what renewals charge). */
      monthlyPence: number;
      /** Paid now, when it differs from a month's charge (a coupon on the first payment); else null. */
      firstPence: number | null;
      /** The end of the paid period: the next payment, or the end of access when renewal has stopped. */
      periodEnd: Date;
      /** renewing: it renews until cancelled; stopped: it will not renew; ended: no longer active. */
      state: "renewing" | "stopped" | "ended";
    };

/**
 * "£18.53 a month, renews on Mon 28 Dec 2026 until you cancel; cancel any time in Subscribed Channels";
 * with a coupon on the first payment, "£13.53 today, then £18.53 a month from …"; a fixed course,
 * "£40.00, one payment, no renewal".
 */
export function channelTerms(facts: ChannelTermsFacts): string {
  if (facts.kind === "fixed") return facts.pence === null ? "One payment, no renewal" : `${formatMoney(facts.pence)}, one payment, no renewal`;
  const month = `${formatMoney(facts.monthlyPence)} a month`;
  const date = formatDate(facts.periodEnd);
  if (facts.state === "stopped") return `${month}; renewal cancelled, access until ${date}`;
  if (facts.state === "ended") return `${month}; ended`;
  const cancel = `until you cancel; cancel any time in ${CANCEL_PLACE}`;
  if (facts.firstPence !== null && facts.firstPence !== facts.monthlyPence) return `${formatMoney(facts.firstPence)} today, then ${month} from ${date} ${cancel}`;
  return `${month}, renews on ${date} ${cancel}`;
}
