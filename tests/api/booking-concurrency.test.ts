// Seats under concurrency: on PostgreSQL, 100 users booking a free event of
// 10 seats at once, each request on its own pooled connection (a pg Pool of 25), get exactly 10
// bookings, in each of 20 rounds. PGlite runs one query at a time and proves nothing here, so this
// file runs only in the api-postgres project (TEST_DATABASE_URL set).
import { and, eq, count } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { bookings, events } from "~server/db/schema";
import { bookFreeEvent } from "~server/domain/bookings/book";
import { BOOKING_MESSAGES } from "~server/domain/bookings/rules";
import { DomainError } from "~server/domain/errors";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { createHostedEvent, createUser, type TestUser } from "~tests/support/factories";

const ROUNDS = 20;
const BOOKERS = 100;
const SEATS = 10;

describeOnPostgres("free booking under concurrency (PostgreSQL)", () => {
  const t = useTestApi({ poolSize: 25 });
  let users: TestUser[];
  let poolSize: number;

  beforeAll(async () => {
    poolSize = (t.db as unknown as { $client: { options: { max: number } } }).$client.options.max;
    users = [];
    for (let i = 0; i < BOOKERS; i++) users.push(await createUser(t.db));
  }, 120_000);

  it("uses real separate connections (a pg Pool of at least 20)", () => {
    expect(poolSize).toBeGreaterThanOrEqual(20);
  });

  it(`${BOOKERS} concurrent bookers of a ${SEATS}-seat event get exactly ${SEATS} bookings, in each of ${ROUNDS} rounds`, async () => {
    const host = await createUser(t.db);
    for (let round = 0; round < ROUNDS; round++) {
      const eventId = await createHostedEvent(t.db, host.row, { isFree: true, ticketPricePence: 0, title: `Round ${round}` });
      await t.db.update(events).set({ maxParticipants: SEATS }).where(eq(events.id, eventId));

      const outcomes = await Promise.allSettled(users.map((user) => bookFreeEvent(t.services, user, eventId)));
      const booked = outcomes.filter((outcome) => outcome.status === "fulfilled");
      const refusals = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
      expect(booked, `round ${round}`).toHaveLength(SEATS);
      // Every other booker was told the event is sold out (no deadlock, no other failure).
      for (const reason of refusals) {
        expect(reason, `round ${round}`).toBeInstanceOf(DomainError);
        expect((reason as DomainError).message).toBe(BOOKING_MESSAGES.soldOut);
      }
      const [stored] = await t.db
        .select({ n: count() })
        .from(bookings)
        .where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked")));
      expect(stored?.n, `round ${round}`).toBe(SEATS);
    }
  }, 300_000);
});
