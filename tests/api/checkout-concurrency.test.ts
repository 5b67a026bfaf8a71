// Paid seats under concurrency: on PostgreSQL, 100 buyers checking out an
// event of 10 seats at once, each on its own pooled connection, get exactly 10 bookings, and only
// those 10 were ever charged (the provider is asked only after a seat is held), in each of 20
// rounds. Holds stay bounded when checkouts race: one live hold per buyer per item, and the caps
// per account and per address. PGlite runs one query at a time and proves nothing here:
// api-postgres only.
import { and, count, eq, gt, inArray } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { bookings, events, sandboxPayments, transactions } from "~server/db/schema";
import { subjectDigest } from "~server/domain/accounts/rate-limit";
import { DomainError } from "~server/domain/errors";
import { payByCard, payOnHostedPage, type CheckoutRequest } from "~server/domain/payments/checkout";
import { HOLD_CAPS } from "~server/domain/payments/holds";
import { PAYMENT_MESSAGES } from "~server/domain/payments/messages";
import { seatsTaken } from "~server/domain/payments/seats";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { createHostedEvent, createUser, type TestUser } from "~tests/support/factories";

const ROUNDS = 20;
const BUYERS = 100;
const SEATS = 10;

describeOnPostgres("paid checkout under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ deliverMail: false, poolSize: 25 });
  let buyers: TestUser[];

  beforeAll(async () => {
    buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await createUser(t.db));
  }, 120_000);

  it(`${BUYERS} concurrent buyers of a ${SEATS}-seat event: exactly ${SEATS} bookings and ${SEATS} payments, in each of ${ROUNDS} rounds`, async () => {
    const host = await createUser(t.db);
    for (let round = 0; round < ROUNDS; round++) {
      const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1500, title: `Paid round ${round}` });
      await t.db.update(events).set({ maxParticipants: SEATS }).where(eq(events.id, eventId));
      const cards = await Promise.all(
        buyers.map(async () => {
          const made = await t.payments.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Buyer" });
          if (!made.ok) throw new Error("card refused");
          return made.id;
        }),
      );

      const outcomes = await Promise.allSettled(
        buyers.map((buyer, index) => payByCard(t.services, buyer.row, { kind: { type: "event_booking", id: eventId }, couponCode: null, checkoutKey: null, posted: {} }, { paymentMethodId: cards[index]!, saveAs: null })),
      );
      const paid = outcomes.filter((outcome) => outcome.status === "fulfilled" && outcome.value.checkout.status === "succeeded");
      expect(paid, `round ${round}`).toHaveLength(SEATS);
      for (const outcome of outcomes) {
        if (outcome.status === "fulfilled") continue;
        expect(outcome.reason, `round ${round}`).toBeInstanceOf(DomainError);
        expect((outcome.reason as DomainError).message).toBe("Sorry, this event is sold out.");
      }
      const [stored] = await t.db.select({ n: count() }).from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked")));
      expect(stored?.n, `round ${round}`).toBe(SEATS);
      // No payment was ever made for a buyer who got no seat.
      const checkouts = await t.db.select({ id: transactions.id }).from(transactions).where(eq(transactions.eventId, eventId));
      expect(checkouts, `round ${round}`).toHaveLength(SEATS);
      const [charged] = await t.db.select({ n: count() }).from(sandboxPayments).where(inArray(sandboxPayments.transactionId, checkouts.map((row) => row.id)));
      expect(charged?.n, `round ${round}`).toBe(SEATS);
    }
  }, 600_000);
});

describeOnPostgres("bounded holds under concurrency (PostgreSQL)", () => {
  const ACCOUNTS = 10;
  const ATTEMPTS = 5;
  const t = useTestApi({ deliverMail: false, poolSize: 25 });
  let accounts: TestUser[];

  beforeAll(async () => {
    accounts = [];
    for (let i = 0; i < ACCOUNTS; i++) accounts.push(await createUser(t.db));
  }, 120_000);

  let round = 0;
  async function paidEvent(seats: number): Promise<number> {
    round += 1;
    const host = await createUser(t.db);
    const eventId = await createHostedEvent(t.db, host.row, { isFree: false, ticketPricePence: 1500, title: `Held round ${round}` });
    await t.db.update(events).set({ maxParticipants: seats }).where(eq(events.id, eventId));
    return eventId;
  }

  const request = (eventId: number, checkoutKey: string, clientIp: string): CheckoutRequest => ({ kind: { type: "event_booking", id: eventId }, couponCode: null, checkoutKey, posted: {}, clientIp });

  async function liveHolds(where: ReturnType<typeof eq>) {
    return t.db
      .select({ userId: transactions.userId, eventId: transactions.eventId })
      .from(transactions)
      .where(and(where, eq(transactions.status, "pending"), gt(transactions.reservationExpiresAt, new Date())));
  }

  function expectRefusedWith(outcomes: PromiseSettledResult<unknown>[], messages: string[]) {
    for (const outcome of outcomes) {
      if (outcome.status === "fulfilled") continue;
      expect(outcome.reason).toBeInstanceOf(DomainError);
      expect(messages).toContain((outcome.reason as DomainError).message);
    }
  }

  it(`${ACCOUNTS} accounts racing ${ACCOUNTS * ATTEMPTS} holds at an event with 5 seats hold one seat each at most, and a paying buyer still gets a seat when one is free`, async () => {
    const SEATS = 5;
    const eventId = await paidEvent(SEATS);
    const outcomes = await Promise.allSettled(
      accounts.flatMap((account, a) => Array.from({ length: ATTEMPTS }, (_, i) => payOnHostedPage(t.services, account.row, request(eventId, `race-${a}-${i}`, `192.0.2.${a + 1}`), { title: "Race", terms: null }))),
    );
    expectRefusedWith(outcomes, ["Sorry, this event is sold out."]);
    const held = await liveHolds(eq(transactions.eventId, eventId));
    const holders = [...new Set(held.map((row) => row.userId))];
    // One live hold per account, never more places than seats: the first five accounts hold them.
    expect(holders).toHaveLength(held.length);
    expect(held).toHaveLength(SEATS);
    expect(await seatsTaken(t.db, eventId, new Date())).toBe(SEATS);

    // The holders pay (a new checkout, replacing their own hold) while everyone else tries again:
    // no one can take a holder's seat between the hold ending and the payment's checkout starting.
    const payers = accounts.filter((account) => holders.includes(account.id));
    const others = accounts.filter((account) => !holders.includes(account.id));
    const cards = await Promise.all(
      payers.map(async () => {
        const made = await t.payments.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Buyer" });
        if (!made.ok) throw new Error("card refused");
        return made.id;
      }),
    );
    const second = await Promise.allSettled([
      ...payers.map((account, p) => payByCard(t.services, account.row, request(eventId, `pay-${p}`, `192.0.2.${accounts.indexOf(account) + 1}`), { paymentMethodId: cards[p]!, saveAs: null })),
      ...others.flatMap((account, o) => Array.from({ length: ATTEMPTS }, (_, i) => payOnHostedPage(t.services, account.row, request(eventId, `again-${o}-${i}`, `192.0.2.${accounts.indexOf(account) + 1}`), { title: "Race", terms: null }))),
    ]);
    const paid = second.slice(0, payers.length);
    for (const outcome of paid) expect(outcome.status === "fulfilled" && outcome.value.checkout.status).toBe("succeeded");
    for (const outcome of second.slice(payers.length)) expect(outcome.status).toBe("rejected");
    expectRefusedWith(second, ["Sorry, this event is sold out."]);
    const booked = await t.db.select({ userId: bookings.userId }).from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked")));
    expect(booked.map((row) => row.userId).sort()).toEqual(payers.map((account) => account.id).sort());
    expect(await seatsTaken(t.db, eventId, new Date())).toBe(SEATS);
  }, 120_000);

  it(`racing checkouts for ${ATTEMPTS} events leave at most ${HOLD_CAPS.perAccount} live holds per account and ${HOLD_CAPS.perAddress} per address`, async () => {
    const eventIds: number[] = [];
    for (let i = 0; i < ATTEMPTS; i++) eventIds.push(await paidEvent(100));
    // Each account from its own address: the account's cap decides.
    const own = await Promise.allSettled(
      accounts.flatMap((account, a) => eventIds.map((eventId, e) => payOnHostedPage(t.services, account.row, request(eventId, `own-${a}-${e}`, `198.18.0.${a + 1}`), { title: "Race", terms: null }))),
    );
    expectRefusedWith(own, [PAYMENT_MESSAGES.tooManyHolds]);
    for (const account of accounts) {
      const held = await liveHolds(and(eq(transactions.userId, account.id), inArray(transactions.eventId, eventIds))!);
      expect(held, `account ${account.id}`).toHaveLength(HOLD_CAPS.perAccount);
    }

    // Other accounts, all from one address: the address's cap decides.
    const neighbours: TestUser[] = [];
    for (let i = 0; i < ACCOUNTS; i++) neighbours.push(await createUser(t.db));
    const shared = await Promise.allSettled(neighbours.flatMap((account, a) => eventIds.slice(0, 2).map((eventId, e) => payOnHostedPage(t.services, account.row, request(eventId, `shared-${a}-${e}`, "198.18.1.1"), { title: "Race", terms: null }))));
    expectRefusedWith(shared, [PAYMENT_MESSAGES.tooManyHolds]);
    const fromAddress = await liveHolds(eq(transactions.clientAddressHash, subjectDigest("198.18.1.1")));
    expect(fromAddress).toHaveLength(HOLD_CAPS.perAddress);
  }, 120_000);
});
