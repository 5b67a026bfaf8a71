// Paid seats under concurrency (issue 10, "Done when"): on PostgreSQL, 100 buyers checking out an
// event of 10 seats at once, each on its own pooled connection, get exactly 10 bookings, and only
// those 10 were ever charged (the provider is asked only after a seat is held), in each of 20
// rounds. PGlite runs one query at a time and proves nothing here: api-postgres only.
import { and, count, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookings, events, sandboxPayments, transactions } from "~server/db/schema";
import { DomainError } from "~server/domain/errors";
import { payByCard } from "~server/domain/payments/checkout";
import { createTestApi, type TestApi } from "~tests/support/api";
import { testDatabaseUrl } from "~tests/support/database";
import { createHostedEvent, createUser, type TestUser } from "~tests/support/factories";
import { ensurePackages } from "./auth-support";

const ROUNDS = 20;
const BUYERS = 100;
const SEATS = 10;

describe.runIf(testDatabaseUrl)("paid checkout under concurrency (PostgreSQL)", () => {
  let t: TestApi;
  let buyers: TestUser[];

  beforeAll(async () => {
    const before = process.env.DATABASE_POOL_SIZE;
    process.env.DATABASE_POOL_SIZE = "25";
    try {
      t = await createTestApi({ deliverMail: false });
    } finally {
      if (before === undefined) delete process.env.DATABASE_POOL_SIZE;
      else process.env.DATABASE_POOL_SIZE = before;
    }
    await ensurePackages(t);
    buyers = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await createUser(t.db));
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

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
