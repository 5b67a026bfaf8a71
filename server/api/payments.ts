// Payments (spec 000 §7): pricing, coupons, the checkout quote, transaction/create (card),
// transaction/hosted (the provider's page, without JavaScript), the checkout's state, and
// signup-purchase. Amounts are the server's: the figures a browser posts are compared, never used.
import { Hono } from "hono";
import { sharedReadsOf } from "~server/domain/shared-reads";
import type { z } from "zod";
import { basisPointsToPercent } from "~shared/money";
import { signup } from "~server/domain/accounts/registration";
import { loadUserProfileById, requireUserRow } from "~server/domain/accounts/user-data";
import { idOrNotFound, rejected } from "~server/domain/errors";
import { checkPosted, clientAddressHashOf, payByCard, payOnHostedPage, readCheckout, type CheckoutRequest, type CheckoutState } from "~server/domain/payments/checkout";
import { checkHoldCaps } from "~server/domain/payments/holds";
import { usableCoupon } from "~server/domain/payments/coupons";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { currentFreePackageId, listPackages } from "~server/domain/payments/packages";
import { quotePurchase, type PurchaseKind } from "~server/domain/payments/quote";
import { purchaseKindOf, purchaseTitle } from "~server/domain/payments/titles";
import { quoteTerms } from "~server/domain/channels/terms";
import type { Services } from "~server/services";
import type { CheckoutStateData, PriceBreakdownData, TransactionType } from "./contract";
import { transactionTypeSchema as transactionType, type discountSchema, type hostedSchema, type transactionCreateSchema } from "./contract/payments";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";
import { userData } from "./users";
import { isTicked } from "~shared/form-values";
import { lineOf } from "~shared/package-buttons";

export const paymentRoutes = new Hono<ApiEnv>();

function kindOf(type: TransactionType, rawId: unknown): PurchaseKind {
  const itemId = idOrNotFound(rawId, type === "package_subscription" ? PAYMENT_MESSAGES.packageNotFound : type === "channel_subscription" ? PAYMENT_MESSAGES.channelNotFound : PAYMENT_MESSAGES.notFound);
  return { type, id: itemId };
}

/** A posted figure in pence; anything that is not a whole amount is a changed price. */
function posted(value: number | string | undefined): number | undefined {
  if (value === undefined || value === "") return undefined;
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isSafeInteger(n) || n < 0) throw rejected(PAYMENT_MESSAGES.priceChanged);
  return n;
}

function checkoutRequest(body: z.output<typeof hostedSchema> & Partial<z.output<typeof transactionCreateSchema>>, clientIp: string): CheckoutRequest {
  return {
    kind: kindOf(body.transaction_type, body.id),
    couponCode: body.couponCode?.trim() || null,
    checkoutKey: body.checkout_key?.trim() || null,
    posted: { amount: posted(body.amount), taxes: posted(body.taxes), stripeCharges: posted(body.stripeCharges), couponAmount: posted(body.couponAmount) },
    clientIp,
  };
}

function breakdownData(b: { pricePence: number; discountPence: number; taxPence: number; handlingPence: number; totalPence: number; free: boolean }): PriceBreakdownData {
  return { price: b.pricePence, discount: b.discountPence, taxes: b.taxPence, stripe_charges: b.handlingPence, total: b.totalPence, free: b.free };
}

function stateData({ checkout, bookingRef, payment }: CheckoutState, title: string): CheckoutStateData {
  const requiresAction = checkout.status === "pending" && payment?.state === "requires_action";
  return {
    transaction_id: checkout.id,
    status: requiresAction ? "requires_action" : checkout.status,
    message: checkout.failureMessage,
    booking_id: bookingRef,
    client_secret: requiresAction ? payment?.clientSecret ?? null : null,
    next_action_url: requiresAction ? payment?.nextActionUrl ?? null : null,
    title,
    amount: checkout.amountPence,
    channel_id: checkout.transactionType === "channel_subscription" ? checkout.channelId : null,
  };
}

defineCall(paymentRoutes, "GET pricing", async ({ services }) => {
  // The same for everyone (ADR 045); the buttons and the viewer's fees are the page's.
  const rows = await sharedReadsOf(services).read("pricing", () => listPackages(services.db));
  return {
    data: rows.map((row) => ({
      id: row.id,
      line_id: lineOf(row),
      name: row.name,
      price: row.pricePence,
      tenure: row.tenure,
      commision_live_event: basisPointsToPercent(row.commissionLiveEventBp),
      commision_pre_recorded_event: basisPointsToPercent(row.commissionPreRecordedEventBp),
      commision_subscription_user: basisPointsToPercent(row.commissionSubscriptionUserBp),
      payment_handling_fee: basisPointsToPercent(row.paymentHandlingFeeBp),
      taxation_fee: basisPointsToPercent(row.taxationFeeBp),
      no_of_channel: row.noOfChannel,
      max_participant_in_event: row.maxParticipantInEvent,
      max_participant_in_pre_recorded_event: row.maxParticipantInPreRecordedEvent,
      max_subscriber_in_channel: row.maxSubscriberInChannel,
      no_of_event_in_channel: row.noOfEventInChannel,
      storage_quota_bytes: row.storageQuotaBytes,
    })),
  };
});

async function checkDiscount(services: Services, body: z.output<typeof discountSchema>) {
  const type = body.transaction_type ?? "event_booking";
  const kind = kindOf(type, body.event_id ?? body.id);
  const coupon = await usableCoupon(services.db, body.code, kind, services.now());
  return {
    data: {
      id: coupon.id,
      discount_type: coupon.discountType,
      value: coupon.discountType === "percentage" ? basisPointsToPercent(coupon.value) : coupon.value,
    },
    message: PAYMENT_MESSAGES.couponApplied,
  };
}

defineCall(paymentRoutes, "POST check-discount-code", async ({ services, body }) => checkDiscount(services, body));
defineCall(paymentRoutes, "POST check-discount-no-auth", async ({ services, body }) => checkDiscount(services, body));

/** Who a visitor buys as: a new account starts on the free package's version on sale (spec 000 §2 Pricing). */
async function visitor(services: Services) {
  return { id: 0, packageId: await currentFreePackageId(services.db) };
}

defineCall(paymentRoutes, "GET checkout/quote", async ({ services, user, query }) => {
  const type = transactionType.safeParse(query.transaction_type);
  if (!type.success) throw rejected(PAYMENT_MESSAGES.unknownType);
  const kind = kindOf(type.data, query.id);
  const code = query.couponCode?.trim().slice(0, 64) || null;
  // A visitor (Register and Purchase) is quoted as the new account they would open.
  const buyer = user ? await requireUserRow(services.db, user.id) : await visitor(services);
  const quote = await quotePurchase(services.db, kind, { id: buyer.id, packageId: buyer.packageId }, code, services.now());
  return {
    data: {
      transaction_type: kind.type,
      id: kind.id,
      title: quote.item.title,
      terms: await quoteTerms(services.db, quote, buyer.packageId, services.now()),
      breakdown: breakdownData(quote.breakdown),
      provider: services.payments.name,
      publishable_key: services.payments.publishableKey,
    },
  };
});

async function titleOfKind(services: Services, kind: PurchaseKind, buyerId: number, packageId: number): Promise<string> {
  try {
    return (await quotePurchase(services.db, kind, { id: buyerId, packageId }, null, services.now())).item.title;
  } catch {
    return "";
  }
}

/** What the provider's page names (the item) and says beneath it (a channel's terms, with the coupon the checkout takes). */
async function lineOfKind(services: Services, request: CheckoutRequest, packageId: number, buyerId: number): Promise<{ title: string; terms: string | null }> {
  try {
    const quote = await quotePurchase(services.db, request.kind, { id: buyerId, packageId }, request.couponCode, services.now());
    return { title: quote.item.title, terms: await quoteTerms(services.db, quote, packageId, services.now()) };
  } catch {
    // The checkout itself says why it cannot happen.
    return { title: "", terms: null };
  }
}

defineCall(paymentRoutes, "POST transaction/create", async ({ services, user, body, clientIp }) => {
  const request = checkoutRequest(body, clientIp);
  const buyer = await requireUserRow(services.db, user.id);
  const title = await titleOfKind(services, request.kind, buyer.id, buyer.packageId);
  const nickname = body.nickName?.trim() ?? "";
  const saveCard = isTicked(body.saveCard);
  if (saveCard && nickname === "") throw rejected(PAYMENT_MESSAGES.nicknameRequired);
  const state = await payByCard(services, buyer, request, { paymentMethodId: body.invoice_id ?? "", saveAs: saveCard ? nickname : null });
  const profile = await loadUserProfileById(services.db, buyer.id);
  const data = { user: userData(profile!), booking: { booking_id: state.bookingRef }, checkout: stateData(state, title) };
  if (state.checkout.status === "failed") return { success: false, message: state.checkout.failureMessage ?? PAYMENT_MESSAGES.paymentFailed, data };
  return { data, message: state.checkout.status === "succeeded" ? PAYMENT_MESSAGES.paid : PAYMENT_MESSAGES.pending };
});

defineCall(paymentRoutes, "POST transaction/hosted", async ({ services, user, body, clientIp }) => {
  const request = checkoutRequest(body, clientIp);
  const buyer = await requireUserRow(services.db, user.id);
  const line = await lineOfKind(services, request, buyer.packageId, buyer.id);
  const nickname = body.nickName?.trim() ?? "";
  if (isTicked(body.saveCard) && nickname === "") throw rejected(PAYMENT_MESSAGES.nicknameRequired);
  const { checkout, url } = await payOnHostedPage(services, buyer, request, { title: line.title || "Marquee", terms: line.terms }, isTicked(body.saveCard) ? nickname : null);
  return { data: { transaction_id: checkout.id, url } };
});

async function providerPaymentOf(services: Services, paymentId: string) {
  try {
    return await services.payments.retrievePayment(paymentId);
  } catch (error) {
    console.error("The payment provider did not answer; the checkout is shown as it stands", paymentId, error instanceof Error ? error.message : error);
    return null;
  }
}

defineCall(paymentRoutes, "GET transaction/:id", async ({ services, user, params }) => {
  const checkoutId = idOrNotFound(params.id, PAYMENT_MESSAGES.notFound);
  const state = await readCheckout(services, user.id, checkoutId);
  const { checkout } = state;
  // Still open with a payment in flight: ask the provider whether an extra step is waiting. A
  // provider that does not answer leaves the checkout as it stands ("being confirmed").
  const payment = checkout.status === "pending" && checkout.providerPaymentId ? await providerPaymentOf(services, checkout.providerPaymentId) : null;
  const kind = purchaseKindOf(checkout);
  const title = (kind && (await purchaseTitle(services.db, kind))) ?? "";
  return { data: stateData({ ...state, payment }, title) };
});


defineCall(paymentRoutes, "POST signup-purchase", async ({ services, body, clientIp }) => {
  // What is bought is checked first, the same for every address: a purchase that cannot happen
  // registers nobody (nor does one the address's cap of checkouts in progress would refuse).
  const request = checkoutRequest(body.paymentData, clientIp);
  const quote = await quotePurchase(services.db, request.kind, await visitor(services), request.couponCode, services.now());
  checkPosted(quote, request.posted);
  await checkHoldCaps(services.db, null, clientAddressHashOf(clientIp), services.now());
  // Then exactly signup, and its answer, whether or not the address has an account (ADR 052): the
  // same statements, the same hashing, the same words, and no checkout. The buyer pays as the account
  // once they have shown they hold it, by logging in (the page does at once with the password typed).
  const registered = await signup(services, body.registrationData, clientIp);
  return {
    message: registered.message,
    data: { success: true, title: registered.title, message: registered.message, transactionResponse: { booking_id: null, transaction_id: null, payment_url: null } },
  };
});
