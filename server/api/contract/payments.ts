// Payments (spec 000 §3, §4, §7, §9; 002 §2.7, §7): pricing, coupons, the checkout quote, card and
// hosted checkouts, a checkout's state, and signup-purchase. Money is pence; percentages as the
// spec's clients read them (20 = 20 %). Amounts are recomputed by the server; figures sent by the
// browser are only checked.
import { z } from "zod";
import { registerWithPurchaseSchemaAt } from "~shared/schemas/account";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { TRANSACTION_TYPES } from "~server/domain/payments/quote";
import { plainText } from "../validate";
import type { SignupBody, UserData } from "./auth";
import { answer, call, textQuery, wire, wireNumber } from "./define";

import type { TransactionType } from "~server/domain/payments/quote";

export type { TransactionType };

/** A package on /pricing (spec 000 §3 Package). */
export interface PricingPackageData {
  id: number;
  /** The package as users know it: its first version's id (an admin's revision is a new version of the same line). */
  line_id: number;
  name: string;
  /** Pence per tenure. */
  price: number;
  tenure: string;
  commision_live_event: number;
  commision_pre_recorded_event: number;
  commision_subscription_user: number;
  payment_handling_fee: number;
  taxation_fee: number;
  no_of_channel: number;
  max_participant_in_event: number;
  max_participant_in_pre_recorded_event: number;
  max_subscriber_in_channel: number;
  no_of_event_in_channel: number;
  /** The bytes of stored files an account on this package may keep (server/domain/uploads/allowance.ts). */
  storage_quota_bytes: number;
}

/** check-discount-code / check-discount-no-auth: value is a percentage (10 = 10 %) or pence. */
export interface DiscountCodeData {
  id: number;
  discount_type: "percentage" | "fixed";
  value: number;
}

export interface DiscountCheckBody {
  code: string;
  /** The event (event_booking), channel or package the code is for; event_id as the spec names it. */
  event_id?: number | string;
  id?: number | string;
  transaction_type?: TransactionType;
}

/** The server's breakdown of what the buyer pays (spec 000 §9), all pence. */
export interface PriceBreakdownData {
  price: number;
  discount: number;
  taxes: number;
  /** The payment handling fee ("stripeCharges" in the spec's payload). */
  stripe_charges: number;
  total: number;
  /** A total of 0: the free flow, no payment fields. */
  free: boolean;
}

/** What the checkout shows before paying: the item, the breakdown and the buyer's saved cards. */
export interface CheckoutQuoteData {
  transaction_type: TransactionType;
  id: number;
  title: string;
  /** A channel's terms, said before paying (shared/subscription-terms.ts); null for events and packages. */
  terms: string | null;
  breakdown: PriceBreakdownData;
  provider: "stripe" | "sandbox";
  /** For Stripe.js; null with the sandbox. */
  publishable_key: string | null;
}

export type CheckoutQuoteQuery = {
  transaction_type: TransactionType;
  id: number | string;
  couponCode?: string;
};

/**
 * POST transaction/create (spec 000 §7). invoice_id is the payment-method id made in the browser
 * (or a saved card's). amount, taxes, stripeCharges and couponAmount are checked against the
 * server's own figures, never used: a difference is refused with a message.
 */
export interface TransactionCreateBody {
  invoice_id?: string;
  amount?: number | string;
  id: number | string;
  transaction_type: TransactionType;
  taxes?: number | string;
  stripeCharges?: number | string;
  couponCode?: string;
  discount_id?: number | string;
  couponAmount?: number | string;
  saveCard?: boolean | number | string;
  nickName?: string;
  /** Our additions: a retry of the same checkout sends the same key (one payment, one booking). */
  checkout_key?: string;
}

/** The state of one checkout, which the modal and the result page read (fulfilment is the webhook's). */
export interface CheckoutStateData {
  /** The reservation / transaction id. */
  transaction_id: number;
  status: "pending" | "requires_action" | "succeeded" | "failed" | "refunded" | "expired";
  message: string | null;
  /** The booking reference once fulfilled (event bookings). */
  booking_id: string | null;
  /** Stripe: the PaymentIntent client secret for handleNextAction; never logged. */
  client_secret: string | null;
  /** The sandbox's 3-D Secure page. */
  next_action_url: string | null;
  title: string;
  amount: number;
  /** The channel a channel_subscription checkout is for (its page shows "Subscribed" once paid); else null. */
  channel_id: number | null;
}

export interface TransactionCreateData {
  user: UserData;
  booking: { booking_id: string | null };
  checkout: CheckoutStateData;
}

/** Start of the path without JavaScript: the provider's hosted card page. */
export interface HostedCheckoutBody {
  id: number | string;
  transaction_type: TransactionType;
  couponCode?: string;
  checkout_key?: string;
  /** Save the card entered on the hosted page, under nickName, once paid. */
  saveCard?: boolean | number | string;
  nickName?: string;
}

export interface HostedCheckoutData {
  transaction_id: number;
  url: string;
}

export interface SignupPurchaseBody {
  registrationData: SignupBody;
  paymentData: TransactionCreateBody & { nick_name?: string };
}

export interface SignupPurchaseData {
  success: boolean;
  title: string;
  message: string;
  /**
   * All null, for every address (ADR 052): the spec's shape, kept; nothing is bought before the buyer
   * has logged in (transaction/create or transaction/hosted then pay as the account).
   */
  transactionResponse: { booking_id: null; transaction_id: null; payment_url: null };
}

const id = wireNumber;
const pence = wireNumber.optional();
const text = (max: number) => plainText(max, `At most ${max} characters`).optional();
export const transactionTypeSchema = z.enum(TRANSACTION_TYPES, { error: PAYMENT_MESSAGES.unknownType });

export const discountSchema = z.object({
  code: plainText(64, PAYMENT_MESSAGES.couponUnknown).pipe(z.string().trim().min(1, PAYMENT_MESSAGES.couponRequired)),
  event_id: id.optional(),
  id: id.optional(),
  transaction_type: transactionTypeSchema.optional(),
});

const checkoutFields = {
  id,
  transaction_type: transactionTypeSchema,
  couponCode: text(64),
  checkout_key: z.string().max(64).regex(/^[A-Za-z0-9_-]*$/, "Invalid checkout key").optional(),
};

export const transactionCreateSchema = z.object({
  ...checkoutFields,
  invoice_id: text(255),
  amount: pence,
  taxes: pence,
  stripeCharges: pence,
  discount_id: id.optional(),
  couponAmount: pence,
  saveCard: z.union([z.boolean(), z.number(), z.string().max(5)]).optional(),
  nickName: text(50),
});

export const hostedSchema = z.object({ ...checkoutFields, saveCard: z.union([z.boolean(), z.number(), z.string().max(5)]).optional(), nickName: text(50) });

const signupPurchaseSchema = (now: () => Date) =>
  z.object({
    registrationData: registerWithPurchaseSchemaAt(now),
    paymentData: transactionCreateSchema.extend({ nick_name: text(50) }),
  });

export const paymentCalls = {
  "GET pricing": call({ access: "public", answer: answer<PricingPackageData[]>() }),
  "POST check-discount-code": call({ access: "user", body: discountSchema, wire: wire<DiscountCheckBody>(), answer: answer<DiscountCodeData>() }),
  "POST check-discount-no-auth": call({ access: "public", body: discountSchema, wire: wire<DiscountCheckBody>(), answer: answer<DiscountCodeData>() }),
  /** The breakdown the checkout shows for the caller (their package's fees), with a coupon when given. */
  /** A visitor is quoted as a new account on the free package (Register and Purchase). */
  "GET checkout/quote": call({ access: "public", query: textQuery("transaction_type", "id", "couponCode"), queryWire: wire<CheckoutQuoteQuery>(), answer: answer<CheckoutQuoteData>() }),
  "POST transaction/create": call({ access: "user", body: transactionCreateSchema, wire: wire<TransactionCreateBody>(), answer: answer<TransactionCreateData>() }),
  "POST transaction/hosted": call({ access: "user", body: hostedSchema, wire: wire<HostedCheckoutBody>(), answer: answer<HostedCheckoutData>() }),
  /** The caller's own checkout only (404 for anyone else's). */
  "GET transaction/:id": call({ access: "owner", answer: answer<CheckoutStateData>() }),
  /** signup's work and answer for any address, after checking what would be bought (ADR 052). */
  "POST signup-purchase": call({ access: "public", body: (services) => signupPurchaseSchema(services.now), wire: wire<SignupPurchaseBody>(), answer: answer<SignupPurchaseData>() }),
};
