// Starting a checkout. In ONE database transaction, under the event's (or
// channel's) row lock: the price is worked out from the database, the posted figures are compared
// with it, the place is counted (bookings + live holds), the coupon use is taken, and the checkout is
// written as a pending transaction that holds its place for 15 minutes; the buyer's earlier hold on
// the same item ends, and live holds are capped per account and per address (holds.ts). Only after that commits is
// the provider asked for the payment, with the checkout's id as the idempotency key — so a retried
// request, a double submit (same checkout_key) or a crash makes no second payment, and the provider
// never takes money for a place we had not reserved. Fulfilment is the webhook's (fulfil.ts).
import { isUniqueViolation } from "~server/db/unique-violation";
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { bookings, savedCards, transactions, users } from "~server/db/schema";
import type { UserRow } from "~server/domain/accounts/user-data";
import { DomainError, notFound, rejected } from "~server/domain/errors";
import type { ProviderPayment } from "~server/integrations/payments/types";
import type { Services } from "~server/services";
import { isKnownIp, subjectDigest } from "~server/domain/accounts/rate-limit";
import { returnCouponUse, takeCouponUse } from "./coupons";
import { applyPaymentEvent, referenceOf, type TransactionRow } from "./fulfil";
import { checkHoldCaps, refuseWhilePaymentUnderWay, replaceEarlierHolds, takeHoldLocks } from "./holds";
import { HOLD_MINUTES, PAYMENT_MESSAGES } from "./messages";
import { lockItem, quotePurchase, type PurchaseKind, type Quote, type TransactionType } from "./quote";
import { commissionOn } from "~shared/pricing";
import { destinationOf, payoutAccountOf } from "~server/domain/payouts/share";

type CheckoutServices = Pick<Services, "db" | "now" | "jobs" | "config" | "payments">;

/** Figures the browser sent (spec 000 §7: amount, taxes, stripeCharges, couponAmount), in pence: checked, never used. */
export interface PostedFigures {
  amount?: number;
  taxes?: number;
  stripeCharges?: number;
  couponAmount?: number;
}

export interface CheckoutRequest {
  kind: PurchaseKind;
  couponCode: string | null;
  /** The same for every submit of one checkout (the modal makes it once): a double submit is one checkout. */
  checkoutKey: string | null;
  posted: PostedFigures;
  /** The client's address ("unknown" or none: not counted per address). */
  clientIp?: string | null;
}

/** The digest a checkout's client address is kept and counted under, or null when it is not known. */
export function clientAddressHashOf(clientIp: string | null | undefined): string | null {
  return isKnownIp(clientIp) ? subjectDigest(clientIp) : null;
}

export interface CardPayment {
  /** invoice_id: a payment-method id made in the browser, or a saved card's. */
  paymentMethodId: string;
  /** Save the new card under this nickname once the payment succeeds. */
  saveAs: string | null;
}

export interface CheckoutState {
  checkout: TransactionRow;
  bookingRef: string | null;
  /** What the provider said in this request (extra steps), when it was asked. */
  payment: ProviderPayment | null;
}

/** Compares what the browser showed with the server's figures; any difference refuses the checkout. */
export function checkPosted(quote: Quote, posted: PostedFigures): void {
  const b = quote.breakdown;
  const pairs: Array<[number | undefined, number]> = [
    [posted.amount, b.totalPence],
    [posted.taxes, b.taxPence],
    [posted.stripeCharges, b.handlingPence],
    [posted.couponAmount, b.discountPence],
  ];
  for (const [sent, ours] of pairs) if (sent !== undefined && sent !== ours) throw rejected(PAYMENT_MESSAGES.priceChanged);
}

function idempotencyKeyOf(userId: number, request: CheckoutRequest): string {
  return request.checkoutKey ? `checkout:${userId}:${request.checkoutKey}` : `checkout:${userId}:${randomBytes(12).toString("base64url")}`;
}

async function existingCheckout(services: CheckoutServices, key: string): Promise<TransactionRow | null> {
  const [row] = await services.db.select().from(transactions).where(eq(transactions.idempotencyKey, key)).limit(1);
  return row ?? null;
}

/** How the checkout is to be paid: `onlyIfFree` when no card was given; `byCard` when the card payment is asked right after. */
export interface ReserveOptions {
  onlyIfFree?: boolean;
  byCard?: boolean;
}

/**
 * Reserves the place and writes the pending checkout (or finds the one this checkout_key made).
 * A total of 0 after a coupon is not a card payment: it is fulfilled here, as a free booking.
 */
export async function reserveCheckout(services: CheckoutServices, buyer: UserRow, request: CheckoutRequest, saveAs: string | null, options: ReserveOptions = {}): Promise<TransactionRow> {
  const key = idempotencyKeyOf(buyer.id, request);
  const again = await existingCheckout(services, key);
  if (again) return again;
  const now = services.now();
  let reserved: { checkout: TransactionRow; made: boolean };
  try {
    reserved = await reserve(services, buyer, request, saveAs, key, now, options);
  } catch (error) {
    // The same checkout_key submitted twice at once (PGlite, or a key outside the hold locks): the other request made the checkout.
    const made = isUniqueViolation(error, "transactions_idempotency_key_unique") ? await existingCheckout(services, key) : null;
    if (made) return made;
    throw error;
  }
  const { checkout } = reserved;
  if (!reserved.made) return checkout;
  if (checkout.amountPence === 0) {
    // Nothing to charge (a 100 % coupon): fulfilled at once through the same fulfilment.
    await applyPaymentEvent(services, { id: `free:${checkout.id}`, kind: "payment_succeeded", paymentId: `free:${checkout.id}`, transactionId: checkout.id, amountPence: 0, paymentMethodId: null });
    return (await existingCheckout(services, key))!;
  }
  return checkout;
}


/** The checkout this key names: `made` is false when another request of the same key made it first. */
async function reserve(
  services: CheckoutServices,
  buyer: UserRow,
  request: CheckoutRequest,
  saveAs: string | null,
  key: string,
  now: Date,
  { onlyIfFree = false, byCard = false }: ReserveOptions,
): Promise<{ checkout: TransactionRow; made: boolean }> {
  return services.db.transaction(async (tx) => {
    const addressHash = clientAddressHashOf(request.clientIp);
    // The buyer's earlier hold on this item ends before the caps and the places are counted: a new
    // checkout renews a hold, it never adds one. Its rows are locked before the item's row, in the
    // order fulfilment locks them (checkout, then item), so the two never wait for each other.
    await takeHoldLocks(tx, buyer.id, addressHash);
    // Asked again under the buyer's lock: a double submit that waited here for its twin finds the
    // twin's checkout, rather than ending its hold as an earlier one while its payment is under way.
    const [twin] = await tx.select().from(transactions).where(eq(transactions.idempotencyKey, key)).limit(1);
    if (twin) return { checkout: twin, made: false };
    await refuseWhilePaymentUnderWay(tx, buyer.id, request.kind, now);
    const replaced = await replaceEarlierHolds(tx, buyer.id, request.kind, now);
    await checkHoldCaps(tx, buyer.id, addressHash, now);
    await lockItem(tx, request.kind);
    for (const couponId of replaced) await returnCouponUse(tx, couponId);
    const quote = await quotePurchase(tx, request.kind, { id: buyer.id, packageId: buyer.packageId }, request.couponCode, now, true);
    checkPosted(quote, request.posted);
    // No card was given: only a total of 0 (a 100 % coupon, the payment fields hidden) goes on; anything else writes nothing.
    if (onlyIfFree && quote.breakdown.totalPence !== 0) throw rejected(PAYMENT_MESSAGES.cardRequired);
    if (quote.coupon) await takeCouponUse(tx, quote.coupon.id);
    const [row] = await tx
      .insert(transactions)
      .values({
        userId: buyer.id,
        transactionType: request.kind.type,
        amountPence: quote.breakdown.totalPence,
        subtotalPence: quote.breakdown.pricePence,
        discountPence: quote.breakdown.discountPence,
        taxPence: quote.breakdown.taxPence,
        handlingPence: quote.breakdown.handlingPence,
        status: "pending",
        idempotencyKey: key,
        provider: quote.breakdown.totalPence === 0 ? null : services.payments.name,
        reservationExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60 * 1000),
        cardPaymentAskedAt: byCard && quote.breakdown.totalPence !== 0 ? now : null,
        sellerId: quote.item.sellerId,
        // The commission is fixed when the price is: a destination charge carries it as the platform's fee.
        commissionPence: commissionOn(quote.breakdown.netPence, quote.item.commissionBasisPoints),
        destinationAccountId: quote.breakdown.totalPence === 0 ? null : await payoutAccountOf(tx, quote.item.sellerId),
        saveCardNickname: saveAs,
        eventId: request.kind.type === "event_booking" ? request.kind.id : null,
        channelId: request.kind.type === "channel_subscription" ? request.kind.id : null,
        packageId: request.kind.type === "package_subscription" ? request.kind.id : null,
        discountCodeId: quote.coupon?.id ?? null,
        clientAddressHash: addressHash,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return { checkout: row!, made: true };
  });
}

/** The buyer's customer at the provider, created once. */
export async function customerOf(services: CheckoutServices, buyer: UserRow): Promise<string> {
  if (buyer.providerCustomerId) return buyer.providerCustomerId;
  const id = await services.payments.createCustomer({ userId: buyer.id, email: buyer.email, name: `${buyer.firstName} ${buyer.lastName}`.trim() });
  const [row] = await services.db
    .update(users)
    .set({ providerCustomerId: id })
    .where(and(eq(users.id, buyer.id)))
    .returning({ id: users.providerCustomerId });
  return row?.id ?? id;
}

/** A payment-method id that is another user's saved card is refused; the caller's own or a new one passes. */
async function checkCard(services: CheckoutServices, buyer: UserRow, paymentMethodId: string): Promise<{ saved: boolean }> {
  const [card] = await services.db
    .select({ userId: savedCards.userId })
    .from(savedCards)
    .where(eq(savedCards.providerPaymentMethodId, paymentMethodId))
    .limit(1);
  if (card && card.userId !== buyer.id) throw notFound(PAYMENT_MESSAGES.unknownCard);
  return { saved: card !== undefined };
}

/** The provider did not answer for this checkout (503, the spec's text); it stays pending, holding its place. */
export class PaymentUnanswered extends DomainError {
  override name = "PaymentUnanswered";
  constructor(readonly checkoutId: number) {
    super("unavailable", PAYMENT_MESSAGES.paymentFailed);
  }
}

/**
 * Asks the provider for the checkout's payment or page. When it does not answer (down, timed out),
 * the checkout stays pending and holds its place: the provider may have taken the payment before
 * its answer was lost, and reconciliation (reconcile.ts) finds it; a retry of the same checkout
 * sends the same idempotency key, so it makes no second payment. Unless the payment's own event
 * settled the checkout meanwhile, the buyer is told the spec's text (000 §8).
 */
async function askProvider<T>(services: CheckoutServices, buyerId: number, checkoutId: number, call: () => Promise<T>): Promise<T | CheckoutState> {
  try {
    return await call();
  } catch (error) {
    console.error("The payment provider did not answer; the checkout stays open for reconciliation", checkoutId, error instanceof Error ? error.message : error);
    const state = await readCheckout(services, buyerId, checkoutId);
    if (state.checkout.status === "succeeded") return state;
    throw new PaymentUnanswered(checkoutId);
  }
}

/** transaction/create: reserve, then pay with the card; answers the checkout as it stands after the provider's answer. */
export async function payByCard(services: CheckoutServices, buyer: UserRow, request: CheckoutRequest, card: CardPayment): Promise<CheckoutState> {
  if (!card.paymentMethodId.trim()) {
    // A total of 0 needs no card (spec 000 §9: the free flow); reserveCheckout refuses any other total.
    const checkout = await reserveCheckout(services, buyer, request, null, { onlyIfFree: true });
    return readCheckout(services, buyer.id, checkout.id);
  }
  const { saved } = await checkCard(services, buyer, card.paymentMethodId);
  const checkout = await reserveCheckout(services, buyer, request, saved ? null : card.saveAs, { byCard: true });
  if (checkout.status !== "pending" || checkout.amountPence === 0) return readCheckout(services, buyer.id, checkout.id);
  const payment = await askProvider(services, buyer.id, checkout.id, async () =>
    services.payments.createPayment({
      idempotencyKey: `txn-${checkout.id}`,
      amountPence: checkout.amountPence,
      description: `Marquee ${checkout.transactionType.replace("_", " ")} ${referenceOf(checkout)}`,
      transactionId: checkout.id,
      customerId: await customerOf(services, buyer),
      paymentMethodId: card.paymentMethodId,
      saveCard: !saved && card.saveAs !== null,
      returnUrl: `${services.config.appUrl.replace(/\/+$/, "")}/checkout/result/${checkout.id}`,
      destination: destinationOf(checkout),
    }),
  );
  if ("checkout" in payment) return payment;
  await services.db
    .update(transactions)
    // A payment waiting on the buyer's extra step is not under way: the buyer may start again (holds.ts).
    .set({ providerPaymentId: payment.id, updatedAt: services.now(), ...(payment.state === "requires_action" ? { cardPaymentAskedAt: null } : {}) })
    .where(and(eq(transactions.id, checkout.id), eq(transactions.status, "pending")));
  // The provider refused the card in its answer: the checkout fails now (its event may follow; it changes nothing then).
  if (payment.state === "failed" || payment.state === "canceled") {
    await applyPaymentEvent(services, { id: `answer:${payment.id}`, kind: "payment_failed", paymentId: payment.id, transactionId: checkout.id, message: payment.failureMessage ?? PAYMENT_MESSAGES.paymentFailed });
  }
  const state = await readCheckout(services, buyer.id, checkout.id);
  return { ...state, payment };
}

/** Keeps a new card the buyer asked to save: only the provider's ids, the brand and the last four digits. */
export async function rememberCard(services: CheckoutServices, buyer: UserRow, customerId: string, paymentMethodId: string, nickname: string): Promise<void> {
  const card = await services.payments.attachCard(customerId, paymentMethodId);
  await services.db.transaction(async (tx) => {
    const [hasDefault] = await tx.select({ id: savedCards.id }).from(savedCards).where(and(eq(savedCards.userId, buyer.id), eq(savedCards.isDefault, true))).limit(1);
    await tx
      .insert(savedCards)
      .values({
        userId: buyer.id,
        providerPaymentMethodId: card.paymentMethodId,
        providerCustomerId: customerId,
        nickname,
        cardBrand: card.brand,
        cardLastFour: card.lastFour,
        expMonth: card.expMonth,
        expYear: card.expYear,
        isDefault: !hasDefault,
        createdAt: services.now(),
      })
      .onConflictDoNothing();
  });
}

/** transaction/hosted: reserve, then open the provider's hosted card page (the path without JavaScript). */
export async function payOnHostedPage(services: CheckoutServices, buyer: UserRow, request: CheckoutRequest, line: { title: string; terms: string | null }, saveAs: string | null = null): Promise<{ checkout: TransactionRow; url: string }> {
  const checkout = await reserveCheckout(services, buyer, request, saveAs);
  // Nothing to pay: the result page, as a path, so the browser stays on the host it opened.
  if (checkout.status !== "pending" || checkout.amountPence === 0) return { checkout, url: `/checkout/result/${checkout.id}` };
  // The provider's way back is absolute (Stripe requires it): APP_URL, the public address.
  const appUrl = services.config.appUrl.replace(/\/+$/, "");
  const hosted = await askProvider(services, buyer.id, checkout.id, async () =>
    services.payments.createHostedCheckout({
      idempotencyKey: `txn-${checkout.id}-hosted`,
      amountPence: checkout.amountPence,
      title: line.title,
      description: line.terms,
      transactionId: checkout.id,
      customerId: await customerOf(services, buyer),
      successUrl: `${appUrl}/checkout/result/${checkout.id}?session_id={CHECKOUT_SESSION_ID}`,
      cancelUrl: `${appUrl}/checkout/${checkout.transactionType}/${checkout.eventId ?? checkout.channelId ?? checkout.packageId}`,
      destination: destinationOf(checkout),
    }),
  );
  // Settled meanwhile (its event arrived before the lost answer): the result page says so.
  if ("checkout" in hosted) return { checkout: hosted.checkout, url: `/checkout/result/${checkout.id}` };
  await services.db.update(transactions).set({ providerCheckoutId: hosted.id, updatedAt: services.now() }).where(eq(transactions.id, checkout.id));
  return { checkout, url: hosted.url };
}

/** The caller's own checkout, with its booking reference once fulfilled (others: 404). */
export async function readCheckout(services: Pick<Services, "db">, userId: number, checkoutId: number): Promise<CheckoutState> {
  const [row] = await services.db
    .select({ checkout: transactions, bookingRef: bookings.bookingRef })
    .from(transactions)
    .leftJoin(bookings, eq(bookings.id, transactions.bookingId))
    .where(and(eq(transactions.id, checkoutId), eq(transactions.userId, userId)))
    .limit(1);
  if (!row) throw notFound(PAYMENT_MESSAGES.notFound);
  return { checkout: row.checkout, bookingRef: row.bookingRef ?? (row.checkout.status === "succeeded" && row.checkout.transactionType !== "event_booking" ? referenceOf(row.checkout) : null), payment: null };
}

export function isTransactionType(value: unknown): value is TransactionType {
  return value === "event_booking" || value === "channel_subscription" || value === "package_subscription";
}
