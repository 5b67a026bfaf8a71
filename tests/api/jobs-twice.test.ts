// Every background job is safe to run twice (ADR 055): a machine the queue wrongly thought dead, a
// nudge beside a retry, a run retried after its machine died. For each job the queue runs
// (jobDefinitions), real work of that job is made, then the job's own run(services) goes twice at
// once and once more, and its effects are counted: one mail per cause, one refund and one transfer
// at the provider, one hold released, one booking, one renewal charge, each storage object deleted
// once. Where a run can die part-way, a first run is stopped there (or its claim is left as a dead
// run leaves it) before the full runs: still exactly once. A job in JOB_NAMES without a case fails
// here by name. PostgreSQL only: PGlite runs one query at a time, so a race there proves nothing.
import { randomUUID } from "node:crypto";
import { and, eq, gt, inArray, isNotNull, sql } from "drizzle-orm";
import { afterEach, expect, it } from "vitest";
import type { HostedCheckoutData, TransactionCreateData } from "~server/api/contract";
import {
  apiTokens,
  bookings,
  channelSubscriptions,
  channels,
  discountCodes,
  events,
  mailOutbox,
  rateLimits,
  refunds,
  sandboxPayments,
  sandboxRefunds,
  sandboxTransfers,
  savedCards,
  subscriberMailings,
  transactions,
  uploads,
  users,
} from "~server/db/schema";
import { DELIVERY_LEASE_MS, deliverPendingMail, queueMail } from "~server/domain/mail";
import { RECONCILE_AFTER_MS } from "~server/domain/payments/reconcile";
import { seatsTaken } from "~server/domain/payments/seats";
import { deliverSandboxEvents } from "~server/domain/payments/webhook";
import { UPLOAD_STATUS } from "~server/domain/uploads/attach";
import { ORPHAN_GRACE_MS, UNATTACHED_UPLOAD_TTL_MS } from "~server/domain/uploads/sweep";
import { jobDefinitions } from "~server/jobs";
import { JOB_NAMES, type JobName } from "~server/jobs/queue";
import type { Services } from "~server/services";
import { addCalendarMonths } from "~shared/subscription-period";
import { useTestApi } from "~tests/support/api";
import { bankForm } from "~tests/support/bank-form";
import { sandboxCard, signedInBuyer } from "~tests/support/buyers";
import { describeOnPostgres } from "~tests/support/database";
import { createBooking, createHostedChannel, createHostedEvent, createUpload, uniqueEmail } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

/** A job's work, made: how the runs get it and how it is checked. */
interface Work {
  /** The services the runs get: the test API's, unless the case counts a call (the storage's deletes). */
  services?: Services;
  /** Fails unless the work was done exactly once. */
  doneOnce(): Promise<void>;
  /**
   * A first run that dies at the case's point (its services fail there), or the state a dead run
   * leaves (a claim still held). The full runs follow.
   */
  dieHalfWay?(): Promise<void>;
  /** After the full runs, what else the queue runs that takes over a dead run's part (reconciliation finds a renewal's payment). */
  finishDeadRun?(): Promise<void>;
}

interface JobCase {
  /** Makes real work of the job, due at the test clock's instant, which it sets. */
  work(): Promise<Work>;
  /** Where a first run dies (the work's dieHalfWay), when a death part-way means something for the job. */
  diesAt?: string;
}

const THREE_D_SECURE = "4000 0027 6000 3184";
const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

describeOnPostgres("every job is safe to run twice (PostgreSQL)", () => {
  // Two runs at once, each with its own connections, beside the test's own reads.
  const t = useTestApi({ poolSize: 8 });

  afterEach(() => {
    deliverSandboxEvents(t.services);
    t.setNow(null);
  });

  /** The clock at `at` for the rest of the test (afterEach puts it back). */
  const at = (instant: Date) => {
    t.setNow(instant);
    return instant;
  };

  /** The mail sent from here on, by recipient: `sent()` answers each recipient's kinds (delivering what is due first). */
  async function mailFromHere() {
    await deliverPendingMail(t.services);
    const from = t.mails.length;
    return async (to: string) => {
      await deliverPendingMail(t.services);
      return t.mails
        .slice(from)
        .filter((mail) => mail.to === to)
        .map((mail) => mail.kind)
        .sort();
    };
  }

  const card = (number?: string) => sandboxCard(t, number);
  const buyer = () => signedInBuyer(t);

  /** A paid event of a new host's: £10.00 (£12.30 all in). */
  async function paidEvent(overrides: { maxParticipants?: number } = {}) {
    const host = await createUser(t);
    const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1000 });
    if (overrides.maxParticipants) await t.db.update(events).set({ maxParticipants: overrides.maxParticipants }).where(eq(events.id, eventId));
    return { host, eventId };
  }

  /** A buyer's card purchase of a ticket for the event: its checkout row, succeeded. */
  async function buyTicket(eventId: number) {
    const person = await buyer();
    const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token: person.token, body: { transaction_type: "event_booking", id: eventId, invoice_id: await card() } });
    expect(answer.data?.checkout.status, answer.message).toBe("succeeded");
    const [sale] = await t.db.select().from(transactions).where(and(eq(transactions.eventId, eventId), eq(transactions.userId, person.user.id)));
    return { ...person, sale: sale! };
  }

  /** A user with a default saved card at the sandbox. */
  async function withCard() {
    const user = await createUser(t);
    const customerId = await t.payments.createCustomer({ userId: user.id, email: user.email, name: "Sub Scriber" });
    const cardId = await card();
    await t.payments.attachCard(customerId, cardId);
    await t.db.update(users).set({ providerCustomerId: customerId }).where(eq(users.id, user.id));
    await t.db.insert(savedCards).values({ userId: user.id, providerPaymentMethodId: cardId, providerCustomerId: customerId, nickname: "Main", isDefault: true, cardBrand: "visa", cardLastFour: "4242" });
    return { user, cardId, token: await loginAs(t, user) };
  }

  /** The sandbox's payments for a checkout of ours. */
  const providerPaymentsOf = (transactionId: number) => t.db.select().from(sandboxPayments).where(eq(sandboxPayments.transactionId, transactionId));

  /** Services whose payment provider runs `method` for real and then fails, as a machine dying after the call. */
  function diesAfterProviderCall(method: "refund" | "transfer" | "createPayment"): Services {
    const real = t.payments[method] as (...args: unknown[]) => Promise<unknown>;
    const dying = async (...args: unknown[]) => {
      await real(...args);
      throw new Error(`the machine died after the provider's ${method}`);
    };
    return { ...t.services, payments: { ...t.payments, [method]: dying } };
  }

  const jobOf = (name: JobName) => {
    const job = jobDefinitions.find((definition) => definition.name === name);
    if (!job) throw new Error(`${name} is in JOB_NAMES but not in jobDefinitions: the queue never runs it`);
    return job;
  };

  /** One run of the job as the queue's worker makes it. */
  const run = (name: JobName, services: Services = t.services) => jobOf(name).run(services);

  /** The case of a job; a job without one fails its test by name, so no job lands unproven. */
  function caseOf(name: JobName): JobCase {
    const found = cases[name];
    if (!found) throw new Error(`No case in tests/api/jobs-twice.test.ts proves the job "${name}" safe to run twice: add one.`);
    return found;
  }

  async function twiceAtOnceThenOnce(name: JobName, services: Services) {
    await Promise.all([run(name, services), run(name, services)]);
    await run(name, services);
  }

  /**
   * A renewal's death: the provider charged the card, its events and its answer were lost. The
   * checkout stays under the period's key, so the full runs leave it; reconciliation, every minute,
   * finds the payment at the provider and finishes it.
   */
  const renewalDeath = (name: "plan-renewals" | "channel-renewals") => ({
    async dieHalfWay() {
      t.payments.deliverTo(async () => {});
      await run(name, diesAfterProviderCall("createPayment"));
      deliverSandboxEvents(t.services);
    },
    async finishDeadRun() {
      at(new Date(t.services.now().getTime() + RECONCILE_AFTER_MS + 5_000));
      await twiceAtOnceThenOnce("payment-reconcile", t.services);
    },
  });
  const RENEWAL_DIES_AT = "after the provider charged the card, before its answer was kept (its webhook lost too)";

  const cases: Partial<Record<JobName, JobCase>> = {
    "mail-delivery": {
      diesAt: "holding half the mail (its lease not yet lapsed)",
      async work() {
        const now = at(new Date());
        const sent = await mailFromHere();
        const recipients = Array.from({ length: 12 }, () => uniqueEmail("twice-mail"));
        const queued: number[] = [];
        for (const to of recipients) queued.push((await queueMail(t.db, t.services, { kind: "twice-proof", to, subject: "Once", text: "Exactly once." })).id);
        return {
          async doneOnce() {
            for (const to of recipients) expect(await sent(to), to).toEqual(["twice-proof"]);
            const rows = await t.db.select({ sentAt: mailOutbox.sentAt, payload: mailOutbox.payload }).from(mailOutbox).where(inArray(mailOutbox.id, queued));
            expect(rows.filter((row) => row.sentAt !== null && row.payload === null)).toHaveLength(recipients.length);
          },
          async dieHalfWay() {
            const held = queued.slice(0, queued.length / 2);
            // As claimDueMail leaves a row: its attempt counted, leased for DELIVERY_LEASE_MS.
            await t.db.update(mailOutbox).set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + DELIVERY_LEASE_MS) }).where(inArray(mailOutbox.id, held));
            // While the lease holds, live runs leave those rows to their holder.
            await twiceAtOnceThenOnce("mail-delivery", t.services);
            expect(await t.db.select({ id: mailOutbox.id }).from(mailOutbox).where(and(inArray(mailOutbox.id, held), isNotNull(mailOutbox.sentAt)))).toEqual([]);
            at(new Date(now.getTime() + DELIVERY_LEASE_MS + 1_000));
          },
        };
      },
    },

    "prune-expired": {
      async work() {
        const now = at(new Date());
        const user = await createUser(t);
        const old = new Date(now.getTime() - 2 * DAY);
        const keys = { old: `twice:old:${user.id}`, fresh: `twice:fresh:${user.id}` };
        await t.db.insert(rateLimits).values([
          { key: keys.old, windowStart: old, count: 3 },
          { key: keys.fresh, windowStart: now, count: 1 },
        ]);
        await t.db.insert(apiTokens).values([
          { userId: user.id, tokenHash: `twice-expired-${user.id}`, expiresAt: old },
          { userId: user.id, tokenHash: `twice-revoked-${user.id}`, expiresAt: new Date(now.getTime() + DAY), revokedAt: old },
          { userId: user.id, tokenHash: `twice-live-${user.id}`, expiresAt: new Date(now.getTime() + DAY) },
        ]);
        return {
          async doneOnce() {
            expect((await t.db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, [keys.old, keys.fresh]))).map((row) => row.key)).toEqual([keys.fresh]);
            const tokens = await t.db.select({ hash: apiTokens.tokenHash }).from(apiTokens).where(eq(apiTokens.userId, user.id));
            expect(tokens.map((row) => row.hash)).toEqual([`twice-live-${user.id}`]);
          },
        };
      },
    },

    "upload-sweep": {
      diesAt: "after deleting the objects, before deleting their rows",
      async work() {
        const user = await createUser(t);
        const bytes = new Uint8Array(64).fill(7);
        // A form abandoned after its file was sent; a photo replaced (released); one still in use.
        const abandoned = await createUpload(t.db, { userId: user.id, purpose: "event-image" });
        const released = await createUpload(t.db, { userId: user.id, purpose: "event-image", status: UPLOAD_STATUS.released });
        const attached = await createUpload(t.db, { userId: user.id, purpose: "event-image", status: UPLOAD_STATUS.attached });
        // And an object a target wrote that no row names (a file sent, its upload discarded).
        const unrecorded = `incoming/${randomUUID()}.jpg`;
        for (const key of [abandoned, released, attached, unrecorded]) await t.storage.putStream(key, [bytes], { contentType: "image/jpeg", maxBytes: bytes.length });
        await t.db.update(uploads).set({ releasedAt: new Date() }).where(eq(uploads.key, released));
        const later = at(new Date(Date.now() + Math.max(UNATTACHED_UPLOAD_TTL_MS, ORPHAN_GRACE_MS) + HOUR));
        const gone = [abandoned, released].sort();
        const deleted: string[] = [];
        const storage = {
          ...t.storage,
          async delete(key: string) {
            deleted.push(key);
            await t.storage.delete(key);
          },
        };
        return {
          services: { ...t.services, storage },
          async doneOnce() {
            for (const key of [...gone, unrecorded]) expect(await t.storage.head(key), key).toBeNull();
            expect(await t.storage.head(attached)).not.toBeNull();
            expect((await t.db.select({ key: uploads.key }).from(uploads).where(inArray(uploads.key, [...gone, attached]))).map((row) => row.key)).toEqual([attached]);
            // Each object a row names is deleted by one run. One no row names may be deleted by both
            // runs at once: nothing can claim it, and deleting a missing object is no error (the
            // storage contract), so the second delete changes nothing.
            expect(deleted.filter((key) => key === attached || gone.includes(key)).sort()).toEqual(gone);
          },
          async dieHalfWay() {
            // What a sweep leaves when its machine dies between the objects and the rows.
            await t.db.update(uploads).set({ status: UPLOAD_STATUS.released, releasedAt: later }).where(eq(uploads.key, abandoned));
            for (const key of gone) await t.storage.delete(key);
          },
        };
      },
    },

    "payment-holds": {
      async work() {
        const { eventId } = await paidEvent({ maxParticipants: 1 });
        // Other buyers' uses of the code, so a use given back twice would show.
        const [coupon] = await t.db.insert(discountCodes).values({ code: `Twice${eventId}`, discountType: "percentage", value: 1000, eventId, redemptions: 5 }).returning();
        const walker = await buyer();
        const hosted = await t.call<HostedCheckoutData>("POST", "transaction/hosted", { token: walker.token, body: { id: eventId, transaction_type: "event_booking", couponCode: coupon!.code } });
        expect(hosted.status, hosted.message).toBe(200);
        const usesOf = async () => (await t.db.select({ n: discountCodes.redemptions }).from(discountCodes).where(eq(discountCodes.id, coupon!.id)))[0]!.n;
        expect(await usesOf()).toBe(6);
        expect(await seatsTaken(t.db, eventId, new Date())).toBe(1);
        // The buyer walked away: the hold lapses after 15 minutes.
        const later = at(new Date(Date.now() + 16 * 60 * 1000));
        return {
          async doneOnce() {
            expect(await usesOf()).toBe(5);
            const [hold] = await t.db.select().from(transactions).where(eq(transactions.id, hosted.data!.transaction_id));
            expect([hold?.status, hold?.clientAddressHash]).toEqual(["expired", null]);
            expect(await seatsTaken(t.db, eventId, later)).toBe(0);
          },
        };
      },
    },

    "payment-reconcile": {
      async work() {
        const { eventId } = await paidEvent();
        const person = await buyer();
        const sent = await mailFromHere();
        // Every event of the sandbox lost: the 3-D Secure step finished, no webhook came.
        t.payments.deliverTo(async () => {});
        const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token: person.token, body: { id: eventId, transaction_type: "event_booking", invoice_id: await card(THREE_D_SECURE) } });
        const paymentId = answer.data!.checkout.next_action_url!.split("/").pop()!;
        expect((await t.payments.authenticate(paymentId, "complete"))?.state).toBe("succeeded");
        deliverSandboxEvents(t.services);
        const checkoutId = answer.data!.checkout.transaction_id;
        expect((await t.db.select().from(transactions).where(eq(transactions.id, checkoutId)))[0]?.status).toBe("pending");
        at(new Date(Date.now() + RECONCILE_AFTER_MS + 5_000));
        return {
          async doneOnce() {
            const booked = await t.db.select().from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.userId, person.user.id), eq(bookings.status, "booked")));
            expect(booked).toHaveLength(1);
            const [checkout] = await t.db.select().from(transactions).where(eq(transactions.id, checkoutId));
            expect([checkout?.status, checkout?.providerPaymentId]).toEqual(["succeeded", paymentId]);
            expect(await t.db.select().from(refunds).where(eq(refunds.transactionId, checkoutId))).toEqual([]);
            expect(await sent(person.user.email)).toEqual(["booking-confirmation"]);
          },
        };
      },
    },

    refunds: {
      diesAt: "after the provider's refund, before the refund row was settled",
      async work() {
        const { host, eventId } = await paidEvent();
        const purchase = await buyTicket(eventId);
        expect((await t.call("POST", "cancel-event", { token: await loginAs(t, host), body: { event_id: eventId } })).status).toBe(200);
        const [owed] = await t.db.select().from(refunds).where(eq(refunds.transactionId, purchase.sale.id));
        expect(owed?.status).toBe("owed");
        const sent = await mailFromHere();
        return {
          async doneOnce() {
            const paid = await t.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentId, purchase.sale.providerPaymentId!));
            expect(paid.map((row) => row.amountPence)).toEqual([purchase.sale.amountPence]);
            const [refund] = await t.db.select().from(refunds).where(eq(refunds.id, owed!.id));
            expect([refund?.status, refund?.providerRefundId]).toEqual(["refunded", paid[0]!.id]);
            expect(await sent(purchase.user.email)).toEqual(["refund-paid"]);
          },
          async dieHalfWay() {
            await run("refunds", diesAfterProviderCall("refund"));
            expect((await t.db.select().from(refunds).where(eq(refunds.id, owed!.id)))[0]?.status).toBe("owed");
          },
        };
      },
    },

    payouts: {
      diesAt: "after the provider's transfer, before the sale recorded it",
      async work() {
        const { host, eventId } = await paidEvent();
        const { sale } = await buyTicket(eventId);
        expect(sale.destinationAccountId).toBeNull();
        // The host connects after the sale: the job owes them its share.
        expect((await t.call("POST", "stripe/create_account", { token: await loginAs(t, host), body: bankForm() })).status).toBe(200);
        const [account] = await t.db.select({ status: users.payoutStatus }).from(users).where(eq(users.id, host.id));
        expect(account?.status).toBe("payouts_enabled");
        return {
          async doneOnce() {
            const transfers = await t.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.transactionId, sale.id));
            expect(transfers).toHaveLength(1);
            expect(transfers[0]!.amountPence).toBeGreaterThan(0);
            const [after] = await t.db.select({ transferId: transactions.transferId }).from(transactions).where(eq(transactions.id, sale.id));
            expect(after?.transferId).toBe(transfers[0]!.id);
          },
          async dieHalfWay() {
            await run("payouts", diesAfterProviderCall("transfer"));
            expect((await t.db.select({ transferId: transactions.transferId }).from(transactions).where(eq(transactions.id, sale.id)))[0]?.transferId).toBeNull();
          },
        };
      },
    },

    "plan-renewals": {
      diesAt: RENEWAL_DIES_AT,
      async work() {
        const { user } = await withCard();
        const now = at(new Date());
        const ends = new Date(now.getTime() + 12 * HOUR);
        await t.db.update(users).set({ packageId: 2, autoRenewal: true, planExpiresOn: ends }).where(eq(users.id, user.id));
        const sent = await mailFromHere();
        return {
          async doneOnce() {
            const renewals = await t.db.select().from(transactions).where(eq(transactions.userId, user.id));
            expect(renewals.map((row) => [row.transactionType, row.status])).toEqual([["package_subscription", "succeeded"]]);
            expect(await providerPaymentsOf(renewals[0]!.id)).toHaveLength(1);
            const [plan] = await t.db.select({ packageId: users.packageId, expires: users.planExpiresOn }).from(users).where(eq(users.id, user.id));
            expect([plan?.packageId, plan?.expires?.toISOString()]).toEqual([2, addCalendarMonths(ends, 1).toISOString()]);
            expect(await sent(user.email)).toEqual(["payment-receipt"]);
          },
          ...renewalDeath("plan-renewals"),
        };
      },
    },

    "channel-renewals": {
      diesAt: RENEWAL_DIES_AT,
      async work() {
        const host = await createUser(t);
        const channelId = await createHostedChannel(t.db, host.row, { title: "Twice club", pricePence: 1000 });
        await t.db.update(channels).set({ maxSubscribers: 10 }).where(eq(channels.id, channelId));
        const subscriber = await withCard();
        const from = at(new Date(Date.now() - 20 * DAY));
        const answer = await t.call<TransactionCreateData>("POST", "transaction/create", { token: subscriber.token, body: { id: channelId, transaction_type: "channel_subscription", invoice_id: subscriber.cardId } });
        expect(answer.data?.checkout.status, answer.message).toBe("succeeded");
        const [subscription] = await t.db.select().from(channelSubscriptions).where(and(eq(channelSubscriptions.userId, subscriber.user.id), eq(channelSubscriptions.channelId, channelId)));
        const toDate = subscription!.toDate!;
        expect(toDate.toISOString()).toBe(addCalendarMonths(from, 1).toISOString());
        const sent = await mailFromHere();
        at(new Date(toDate.getTime() - 12 * HOUR));
        return {
          async doneOnce() {
            const renewals = await t.db.select().from(transactions).where(and(eq(transactions.channelSubscriptionId, subscription!.id), gt(transactions.id, answer.data!.checkout.transaction_id)));
            expect(renewals.map((row) => row.status)).toEqual(["succeeded"]);
            expect(await providerPaymentsOf(renewals[0]!.id)).toHaveLength(1);
            const [after] = await t.db.select().from(channelSubscriptions).where(eq(channelSubscriptions.id, subscription!.id));
            expect([after?.status, after?.toDate?.toISOString()]).toEqual(["active", addCalendarMonths(toDate, 1).toISOString()]);
            expect(await sent(subscriber.user.email)).toEqual(["payment-receipt"]);
          },
          ...renewalDeath("channel-renewals"),
        };
      },
    },

    "subscriber-mail": {
      diesAt: "while queueing the second mail of its batch",
      async work() {
        const host = await createUser(t);
        const eventId = await createHostedEvent(t.db, host.row);
        const attendees: { email: string }[] = [];
        for (let i = 0; i < 4; i += 1) {
          const attendee = await createUser(t);
          await createBooking(t.db, eventId, attendee.id);
          attendees.push(attendee);
        }
        const sent = await mailFromHere();
        const answer = await t.call("POST", "email-to-subscriber", { token: await loginAs(t, host), body: { subject: `Twice ${eventId}`, message: "Hello all", type_id: eventId, type: "event" } });
        expect(answer.status, answer.message).toBe(200);
        return {
          async doneOnce() {
            for (const person of attendees) expect(await sent(person.email), person.email).toEqual(["subscriber-mail"]);
            const [mailing] = await t.db.select().from(subscriberMailings).where(eq(subscriberMailings.typeId, eventId));
            expect([mailing?.status, mailing?.sentCount]).toEqual(["done", attendees.length]);
          },
          async dieHalfWay() {
            let calls = 0;
            const dying: Services = {
              ...t.services,
              now: () => {
                calls += 1;
                if (calls === 2) throw new Error("the machine died");
                return t.services.now();
              },
            };
            await expect(run("subscriber-mail", dying)).rejects.toThrow("the machine died");
            for (const person of attendees) expect(await sent(person.email), person.email).toEqual([]);
          },
        };
      },
    },
  };

  for (const name of JOB_NAMES) {
    it(`${name}: twice at once, then once more, does its work once`, async () => {
      const work = await caseOf(name).work();
      await twiceAtOnceThenOnce(name, work.services ?? t.services);
      await work.doneOnce();
    });

    const diesAt = cases[name]?.diesAt;
    if (diesAt) {
      it(`${name}: a run that died ${diesAt}, then full runs: done once`, async () => {
        const work = await caseOf(name).work();
        if (!work.dieHalfWay) throw new Error(`The case of ${name} names where a run dies but does not die there`);
        await work.dieHalfWay();
        await twiceAtOnceThenOnce(name, work.services ?? t.services);
        await work.finishDeadRun?.();
        await work.doneOnce();
      });
    }
  }
});
