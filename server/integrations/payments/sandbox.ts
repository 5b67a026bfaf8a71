// The built-in sandbox payment provider (ADR 023): the default when no Stripe keys are set,
// labelled "Test mode" on every payment screen. It behaves like Stripe's test mode where the product
// can see it: payment-method ids made from the card form (sent as invoice_id), Stripe's test numbers,
// an extra 3-D Secure step, hosted pages for the path without JavaScript, idempotency keys, refunds,
// and signed events that go through the same webhook handler as Stripe's.
//
// Its books are tables in our database (server/db/schema/sandbox.ts), kept by its own store
// (sandbox-store.ts), so every app machine, and a machine started after a crash, sees the same
// payments. It never keeps a card number.
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Db } from "~server/db/client";
import { CARD_MESSAGES, readCardEntry, type CardEntry, type CardField } from "./sandbox-cards";
import { createSandboxFaults, type SandboxFaults } from "./sandbox-faults";
import { createSandboxStore, type SandboxAccountRow, type SandboxCheckoutRow, type SandboxMethodRow, type SandboxPaymentRow } from "./sandbox-store";
import { maskSortCode } from "./stripe";
import {
  WebhookSignatureError,
  type Destination,
  type EventDelivery,
  type HostedCheckout,
  type PaymentEvent,
  type PaymentProvider,
  type PaymentState,
  type ProviderAccount,
  type ProviderCard,
  type ProviderPayment,
} from "./types";

/** The header a sandbox event's signature travels in (Stripe's shape: t=…,v1=…). */
export const SANDBOX_SIGNATURE_HEADER = "marquee-sandbox-signature";
/** Events older than this are refused, as Stripe's default tolerance. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface SandboxOptions {
  db: Db;
  /** Signs the sandbox's events (derived from the session secret). */
  secret: string;
  now: () => Date;
  /** Its fault switch (default: a new one, off; it turns only under test). */
  faults?: SandboxFaults;
}

export interface SandboxProvider extends PaymentProvider {
  readonly name: "sandbox";
  /** The card form's submit: a payment-method id (pm_sb_…) or the field messages. */
  createPaymentMethod(entry: CardEntry): Promise<{ ok: true; id: string; card: ProviderCard } | { ok: false; errors: Partial<Record<CardField, string>> }>;
  /** The 3-D Secure page's answer. */
  authenticate(paymentId: string, outcome: "complete" | "fail"): Promise<ProviderPayment | null>;
  /** A hosted checkout (payment or setup) as its page shows it. */
  hostedCheckout(checkoutId: string): Promise<HostedCheckoutView | null>;
  /** The hosted page's submit: pays (or saves the card) and says where the browser goes next (a path of this site). */
  completeHostedCheckout(
    checkoutId: string,
    entry: CardEntry,
  ): Promise<{ ok: true; redirectTo: string } | { ok: false; errors: Partial<Record<CardField | "form", string>> }>;
  /** Signs an event body as the sandbox does (tests use it to build events). */
  sign(rawBody: string, at?: Date): string;
  /** Makes an operation fail as an outage would; under test only (sandbox-faults.ts). */
  readonly faults: SandboxFaults;
}

/** A hosted checkout as its page shows it: the line's title and, beneath it, its description (a subscription's terms). */
export type HostedCheckoutView = SandboxCheckoutRow & { description: string | null };

/**
 * The sandbox keeps a line's description on its title's second line (item titles are one line), as
 * Stripe Checkout keeps a product's name and description: no column of its own (ADR 059).
 */
function hostedTitle(title: string, description: string | null): string {
  return description ? `${title}\n${description}` : title;
}

function hostedView(row: SandboxCheckoutRow): HostedCheckoutView {
  const [title = "", ...rest] = row.title.split("\n");
  return { ...row, title, description: rest.join(" ") || null };
}

/**
 * A way back the app gave (absolute, as Stripe needs it) as a path: the sandbox's pages are part of
 * this site, so the browser stays on the host it opened, which need not be APP_URL's.
 */
function pathOf(url: string): string {
  const parsed = new URL(url, "http://sandbox.invalid");
  return `${parsed.pathname}${parsed.search}`;
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString("base64url")}`;
}

type PaymentRow = SandboxPaymentRow;
type MethodRow = SandboxMethodRow;
type AccountRow = SandboxAccountRow;

/** A sandbox account read back as a provider answers: masked bank details. Its details are verified at once. */
function toAccount(row: AccountRow): ProviderAccount {
  return {
    id: row.id,
    status: row.payoutsEnabled ? "payouts_enabled" : "details_needed",
    individual: {
      firstName: row.firstName,
      lastName: row.lastName,
      email: row.email,
      dob: { day: row.dobDay, month: row.dobMonth, year: row.dobYear },
      line1: row.line1,
      postalCode: row.postalCode,
      city: row.city,
      country: row.country,
      phone: row.phone,
    },
    bank: { accountHolderName: row.accountHolderName, last4: row.bankLast4, sortCodeMasked: row.sortCodeMasked },
  };
}

function toCard(row: MethodRow): ProviderCard {
  return { paymentMethodId: row.id, brand: row.brand, lastFour: row.lastFour, expMonth: row.expMonth, expYear: row.expYear };
}

export function createSandboxProvider(options: SandboxOptions): SandboxProvider {
  const { secret, now } = options;
  const store = createSandboxStore(options.db);
  const faults = options.faults ?? createSandboxFaults();
  let delivery: EventDelivery | null = null;

  function sign(rawBody: string, at = now()): string {
    const t = Math.floor(at.getTime() / 1000);
    const v1 = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest("hex");
    return `t=${t},v1=${v1}`;
  }

  /** Sends an event through the webhook handler. A lost one is caught by reconciliation, as with Stripe. */
  async function emit(event: PaymentEvent): Promise<void> {
    if (!delivery) return;
    const body = JSON.stringify(event);
    try {
      const deliver = delivery;
      await faults.run("deliverEvent", () => deliver(body, sign(body)));
    } catch (error) {
      console.error("Sandbox event delivery failed; reconciliation will finish it", event.kind, error instanceof Error ? error.message : error);
    }
  }

  function toPayment(row: PaymentRow): ProviderPayment {
    return {
      id: row.id,
      state: row.state as PaymentState,
      amountPence: row.amountPence,
      clientSecret: null,
      nextActionUrl: row.state === "requires_action" ? `/sandbox/authenticate/${row.id}` : null,
      failureMessage: row.failureMessage,
      transactionId: row.transactionId,
      paymentMethodId: row.paymentMethodId,
    };
  }

  async function settle(row: PaymentRow): Promise<void> {
    if (row.state === "succeeded") {
      await emit({
        id: newId("evt_sb"),
        kind: "payment_succeeded",
        paymentId: row.id,
        transactionId: row.transactionId,
        amountPence: row.amountPence,
        paymentMethodId: row.paymentMethodId,
      });
    } else if (row.state === "failed") {
      await emit({ id: newId("evt_sb"), kind: "payment_failed", paymentId: row.id, transactionId: row.transactionId, message: row.failureMessage ?? CARD_MESSAGES.declined });
    }
  }

  /** Creates (or, for a repeated key, returns) a payment; a card that declines fails at once, as at Stripe. */
  async function pay(input: { idempotencyKey: string; amountPence: number; transactionId: number | null; customerId: string | null; paymentMethodId: string; destination?: Destination | null }) {
    const existing = await store.paymentByKey(input.idempotencyKey);
    if (existing) return { row: existing, fresh: false };
    const method = await store.method(input.paymentMethodId);
    const state = !method ? "failed" : method.behaviour === "succeed" ? "succeeded" : method.behaviour === "authenticate" ? "requires_action" : "failed";
    const failureMessage = !method
      ? "No such payment method."
      : method.behaviour === "decline"
        ? declineMessageOf(method)
        : null;
    const at = now();
    const row = await store.insertPayment({
      id: newId("pi_sb"),
      idempotencyKey: input.idempotencyKey,
      amountPence: input.amountPence,
      state,
      paymentMethodId: method?.id ?? null,
      customerId: input.customerId,
      transactionId: input.transactionId,
      destinationAccountId: input.destination?.accountId ?? null,
      applicationFeePence: input.destination?.applicationFeePence ?? null,
      failureMessage,
      createdAt: at,
      updatedAt: at,
    });
    if (!row) {
      // Two requests with the same key at once: the other one made it.
      const winner = await store.paymentByKey(input.idempotencyKey);
      return { row: winner!, fresh: false };
    }
    return { row, fresh: true };
  }

  const provider: SandboxProvider = {
    name: "sandbox",
    publishableKey: null,
    // Renewals are the plan-renewals job's (server/domain/payments/renewals.ts).
    billing: null,

    deliverTo(handler) {
      delivery = handler;
    },

    sign,
    faults,

    async createCustomer({ userId, email, name }) {
      const id = newId("cus_sb");
      await store.insertCustomer({ id, userId, email, name, createdAt: now() });
      return id;
    },

    async createPaymentMethod(entry) {
      const read = readCardEntry(entry, now());
      if (!read.ok) return read;
      const { digits, card, expMonth, expYear } = read.value;
      const row = await store.insertMethod({ id: newId("pm_sb"), brand: card.brand, lastFour: digits.slice(-4), expMonth, expYear, behaviour: card.behaviour, createdAt: now() });
      return { ok: true, id: row.id, card: toCard(row) };
    },

    createPayment: (input) =>
      faults.run("createPayment", async () => {
        const { row, fresh } = await pay(input);
        if (fresh && input.saveCard && row.state !== "failed" && row.paymentMethodId) {
          await store.setMethodCustomer(row.paymentMethodId, input.customerId);
        }
        if (fresh) await settle(row);
        return toPayment(row);
      }),

    retrievePayment: (paymentId) =>
      faults.run("retrievePayment", async () => {
        const row = await store.payment(paymentId);
        return row ? toPayment(row) : null;
      }),

    async findPaymentForTransaction(transactionId) {
      const row = await store.latestPaymentOfTransaction(transactionId);
      return row ? toPayment(row) : null;
    },

    async listSucceededPayments(since, limit) {
      // updated_at: a payment that finished its extra step lately counts from when it succeeded.
      return (await store.succeededPaymentsSince(since, limit)).map(toPayment);
    },

    async authenticate(paymentId, outcome) {
      const row = await store.endAuthentication(
        paymentId,
        outcome === "complete" ? { state: "succeeded", updatedAt: now() } : { state: "failed", failureMessage: CARD_MESSAGES.authenticationFailed, updatedAt: now() },
      );
      if (!row) return provider.retrievePayment(paymentId);
      await settle(row);
      // A hosted checkout waiting on this payment completes with it.
      if (row.state === "succeeded") await completeCheckoutOf(row);
      return toPayment(row);
    },

    createHostedCheckout: (input) =>
      faults.run("createHostedCheckout", async () => {
        const existing = await store.checkoutByKey(input.idempotencyKey);
        if (existing) return { id: existing.id, url: `/sandbox/checkout/${existing.id}` };
        const id = newId("cs_sb");
        await store.insertCheckout({
          id,
          mode: "payment",
          idempotencyKey: input.idempotencyKey,
          amountPence: input.amountPence,
          title: hostedTitle(input.title, input.description),
          transactionId: input.transactionId,
          customerId: input.customerId,
          destinationAccountId: input.destination?.accountId ?? null,
          applicationFeePence: input.destination?.applicationFeePence ?? null,
          successUrl: input.successUrl,
          cancelUrl: input.cancelUrl,
          createdAt: now(),
        });
        return { id, url: `/sandbox/checkout/${id}` } satisfies HostedCheckout;
      }),

    async retrieveHostedCheckout(checkoutId) {
      const row = await store.checkout(checkoutId);
      if (!row) return { status: "expired", paymentId: null, transactionId: null, amountPence: 0 };
      return { status: row.status as "open" | "complete" | "expired", paymentId: row.paymentId, transactionId: row.transactionId, amountPence: row.amountPence };
    },

    async createHostedSetup(input) {
      const id = newId("cs_sb");
      await store.insertCheckout({
        id,
        mode: "setup",
        title: input.nickname,
        nickname: input.nickname,
        customerId: input.customerId,
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        createdAt: now(),
      });
      return { id, url: `/sandbox/checkout/${id}` };
    },

    async retrieveHostedSetup(checkoutId) {
      const checkout = await store.checkout(checkoutId);
      const row = checkout?.mode === "setup" ? checkout : null;
      if (!row) return { status: "expired", customerId: null, card: null };
      const method = row.paymentId ? await store.method(row.paymentId) : null;
      return { status: row.status as "open" | "complete" | "expired", customerId: row.customerId, card: method ? toCard(method) : null };
    },

    async hostedCheckout(checkoutId) {
      const row = await store.checkout(checkoutId);
      return row ? hostedView(row) : null;
    },

    async completeHostedCheckout(checkoutId, entry) {
      const checkout = await provider.hostedCheckout(checkoutId);
      if (!checkout || checkout.status !== "open") return { ok: false, errors: { form: "This checkout has expired. Please start again." } };
      const method = await provider.createPaymentMethod(entry);
      if (!method.ok) return method;
      if (checkout.mode === "setup") {
        await store.setMethodCustomer(method.id, checkout.customerId);
        await store.completeSetup(checkout.id, method.id);
        return { ok: true, redirectTo: pathOf(checkout.successUrl.replace("{CHECKOUT_SESSION_ID}", checkout.id)) };
      }
      // Each attempt on the page is its own payment (a declined card may be followed by another).
      const { row } = await pay({
        idempotencyKey: newId("hosted"),
        amountPence: checkout.amountPence,
        transactionId: checkout.transactionId,
        customerId: checkout.customerId,
        paymentMethodId: method.id,
        destination: checkout.destinationAccountId ? { accountId: checkout.destinationAccountId, applicationFeePence: checkout.applicationFeePence ?? 0 } : null,
      });
      await store.setCheckoutPayment(checkout.id, row.id);
      if (row.state === "failed") {
        await settle(row);
        return { ok: false, errors: { form: row.failureMessage ?? CARD_MESSAGES.declined } };
      }
      if (row.state === "requires_action") {
        const back = encodeURIComponent(pathOf(checkout.successUrl.replace("{CHECKOUT_SESSION_ID}", checkout.id)));
        return { ok: true, redirectTo: `/sandbox/authenticate/${row.id}?return_to=${back}` };
      }
      await settle(row);
      await completeCheckoutOf(row);
      return { ok: true, redirectTo: pathOf(checkout.successUrl.replace("{CHECKOUT_SESSION_ID}", checkout.id)) };
    },

    async retrieveCard(paymentMethodId) {
      const row = await store.method(paymentMethodId);
      return row ? toCard(row) : null;
    },

    async listCards(customerId) {
      return (await store.methodsOfCustomer(customerId)).map(toCard);
    },

    async attachCard(customerId, paymentMethodId) {
      const row = await store.setMethodCustomer(paymentMethodId, customerId);
      if (!row) throw new Error("No such payment method.");
      return toCard(row);
    },

    async detachCard(paymentMethodId) {
      await store.setMethodCustomer(paymentMethodId, null);
    },

    async setDefaultCard(customerId, paymentMethodId) {
      await store.setDefaultMethod(customerId, paymentMethodId);
    },

    refund: ({ paymentId, amountPence, idempotencyKey, reverseTransfer }) =>
      faults.run("refund", async () => {
        const existing = await store.refundByKey(idempotencyKey);
        if (existing) return { id: existing.id, state: "succeeded" };
        const payment = await store.payment(paymentId);
        if (!payment || payment.state !== "succeeded") return { id: newId("re_sb"), state: "failed" };
        const id = newId("re_sb");
        const refunded = amountPence ?? payment.amountPence;
        // As Stripe's reverse_transfer with refund_application_fee: the whole refunded amount comes back from the connected account.
        const reversedPence = reverseTransfer && payment.destinationAccountId ? refunded : 0;
        const row = await store.insertRefund({ id, paymentId, amountPence: refunded, reversedPence, idempotencyKey, createdAt: now() });
        return { id: row.id, state: "succeeded" };
      }),

    async saveAccount({ accountId, userId, details }) {
      const values = {
        firstName: details.firstName,
        lastName: details.lastName,
        email: details.email,
        dobDay: details.dob.day,
        dobMonth: details.dob.month,
        dobYear: details.dob.year,
        line1: details.line1,
        postalCode: details.postalCode,
        city: details.city,
        country: details.country,
        phone: details.phone,
        accountHolderName: details.accountHolderName,
        // Like a provider, the sandbox answers with the last four digits only, and keeps no more.
        bankLast4: details.accountNumber.slice(-4),
        sortCodeMasked: maskSortCode(details.sortCode),
        updatedAt: now(),
      };
      if (accountId) {
        const row = await store.updateAccount(accountId, values);
        if (row) return toAccount(row);
      }
      return toAccount(await store.insertAccount({ id: newId("acct_sb"), userId, ...values, createdAt: now() }));
    },

    async retrieveAccount(accountId) {
      const row = await store.account(accountId);
      return row ? toAccount(row) : null;
    },

    async createAccountLink() {
      // The sandbox verifies an account as soon as its details are saved: there is nothing to add.
      return null;
    },

    transfer: ({ accountId, amountPence, transactionId, idempotencyKey }) =>
      faults.run("transfer", async () => {
        return { id: await store.insertTransfer({ id: newId("tr_sb"), accountId, amountPence, transactionId, idempotencyKey, createdAt: now() }) };
      }),

    async reverseTransfer({ transferId, amountPence, idempotencyKey }) {
      await store.insertTransferReversal({ id: newId("trr_sb"), transferId, amountPence, idempotencyKey, createdAt: now() });
    },

    parseWebhook(rawBody, signatureHeader) {
      const parts = new Map((signatureHeader ?? "").split(",").map((part) => part.split("=", 2) as [string, string]));
      const t = Number(parts.get("t"));
      const v1 = parts.get("v1") ?? "";
      if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) throw new WebhookSignatureError("No valid signature");
      const expected = createHmac("sha256", secret).update(`${t}.${rawBody}`).digest();
      if (!timingSafeEqual(expected, Buffer.from(v1, "hex"))) throw new WebhookSignatureError("The signature does not match");
      if (Math.abs(now().getTime() / 1000 - t) > SIGNATURE_TOLERANCE_SECONDS) throw new WebhookSignatureError("The signature is too old");
      return JSON.parse(rawBody) as PaymentEvent;
    },
  };

  /** The hosted checkout a succeeded payment belongs to completes, and says so as Stripe does. */
  async function completeCheckoutOf(row: PaymentRow): Promise<void> {
    const checkout = await store.completeCheckoutOfPayment(row.id);
    if (!checkout) return;
    await emit({
      id: newId("evt_sb"),
      kind: "checkout_completed",
      checkoutId: checkout.id,
      paymentId: row.id,
      transactionId: checkout.transactionId,
      amountPence: checkout.amountPence,
    });
  }

  return provider;
}

function declineMessageOf(method: MethodRow): string {
  // The behaviour is stored; the exact message follows the test number's last four digits.
  const byLastFour: Record<string, string> = {
    "9995": CARD_MESSAGES.insufficientFunds,
    "0069": CARD_MESSAGES.expiredCard,
    "0127": CARD_MESSAGES.incorrectCvc,
  };
  return byLastFour[method.lastFour] ?? CARD_MESSAGES.declined;
}
