// npm run bench:payments (also the last part of npm run bench) — the payment path on PostgreSQL:
// checkout contention (100 buyers for 10 seats at once: the latency of each checkout,
// p50/p99, against uncontended checkouts measured in the same run) and 1,000 signed webhooks with
// 10 % duplicates (events per second; each payment applied once, which the script checks). The
// sandbox provider takes the payments; a scratch database is made next to BENCH_POSTGRES_URL and
// dropped after. A benchmark to read, never a test: nothing here passes or fails on timings.
import { randomBytes } from "node:crypto";
import { performance } from "node:perf_hooks";
import { and, count, eq, inArray } from "drizzle-orm";
import pg from "pg";
import { openDatabase } from "~server/db/client";
import { applyReferenceData } from "~server/db/reference";
import { bookings, events, processedWebhookEvents } from "~server/db/schema";
import { payByCard, payOnHostedPage } from "~server/domain/payments/checkout";
import { handlePaymentWebhook } from "~server/domain/payments/webhook";
import type { PaymentEvent } from "~server/integrations/payments/types";
import { createHostedEvent, createUser, type TestUser } from "~tests/support/factories";
import { standaloneServices } from "~tests/support/standalone-services";

const postgresUrl = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const BUYERS = 100;
const SEATS = 10;
const CONTENDED_ROUNDS = Number(process.env.BENCH_CHECKOUT_ROUNDS ?? 5);
const UNCONTENDED = Number(process.env.BENCH_UNCONTENDED ?? 100);
const WEBHOOKS = 1_000;
const DUPLICATE_SHARE = 0.1;
const WEBHOOK_CONCURRENCY = 20;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main() {
  const name = `marquee_bench_pay_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_POOL_MAX ??= "25";
  const database = await openDatabase({ url: url.toString() });
  try {
    await applyReferenceData(database.db);
    const services = standaloneServices(database, "bench-sandbox-secret");
    const sandbox = services.payments;

    const host = await createUser(database.db);
    const buyers: TestUser[] = [];
    for (let i = 0; i < BUYERS; i++) buyers.push(await createUser(database.db));
    const card = async () => {
      const made = await sandbox.createPaymentMethod({ number: "4242424242424242", expiry: "12/34", cvc: "123", name: "Bench" });
      if (!made.ok) throw new Error("card refused");
      return made.id;
    };
    const checkout = (buyer: TestUser, eventId: number, pm: string) =>
      payByCard(services, buyer.row, { kind: { type: "event_booking", id: eventId }, couponCode: null, checkoutKey: null, posted: {} }, { paymentMethodId: pm, saveAs: null });

    // Uncontended: one checkout at a time, each for an event with room.
    const roomy = await createHostedEvent(database.db, host.row, { isFree: false, ticketPricePence: 1500, title: "Uncontended" });
    await database.db.update(events).set({ maxParticipants: 10_000 }).where(eq(events.id, roomy));
    const alone: number[] = [];
    for (let i = 0; i < UNCONTENDED; i++) {
      const pm = await card();
      const started = performance.now();
      await checkout(buyers[i % BUYERS]!, i < BUYERS ? roomy : await createHostedEvent(database.db, host.row, { isFree: false, ticketPricePence: 1500 }), pm);
      alone.push(performance.now() - started);
    }

    // Contended: 100 buyers at once for 10 seats, several rounds.
    const contended: number[] = [];
    let oversold = 0;
    for (let round = 0; round < CONTENDED_ROUNDS; round++) {
      const eventId = await createHostedEvent(database.db, host.row, { isFree: false, ticketPricePence: 1500, title: `Contended ${round}` });
      await database.db.update(events).set({ maxParticipants: SEATS }).where(eq(events.id, eventId));
      const cards = await Promise.all(buyers.map(() => card()));
      await Promise.allSettled(
        buyers.map(async (buyer, index) => {
          const started = performance.now();
          try {
            await checkout(buyer, eventId, cards[index]!);
          } finally {
            contended.push(performance.now() - started);
          }
        }),
      );
      const [booked] = await database.db.select({ n: count() }).from(bookings).where(and(eq(bookings.eventId, eventId), eq(bookings.status, "booked")));
      if (booked?.n !== SEATS) oversold += 1;
    }

    // Webhooks: 1,000 hosted checkouts waiting for their payment, then their events with 10 % sent twice.
    const waiting: number[] = [];
    const perEvent = WEBHOOKS / BUYERS;
    for (let e = 0; e < perEvent; e++) {
      const eventId = await createHostedEvent(database.db, host.row, { isFree: false, ticketPricePence: 900, title: `Webhooks ${e}` });
      await database.db.update(events).set({ maxParticipants: BUYERS }).where(eq(events.id, eventId));
      for (const buyer of buyers) {
        const opened = await payOnHostedPage(services, buyer.row, { kind: { type: "event_booking", id: eventId }, couponCode: null, checkoutKey: null, posted: {} }, { title: "Bench", terms: null });
        waiting.push(opened.checkout.id);
      }
    }
    const bodies = waiting.map((transactionId) =>
      JSON.stringify({ id: `evt_bench_${transactionId}`, kind: "payment_succeeded", paymentId: `pi_bench_${transactionId}`, transactionId, amountPence: 0, paymentMethodId: null } satisfies PaymentEvent),
    );
    const deliveries = [...bodies, ...bodies.slice(0, Math.round(WEBHOOKS * DUPLICATE_SHARE))].sort(() => Math.random() - 0.5);
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: WEBHOOK_CONCURRENCY }, async () => {
        while (next < deliveries.length) {
          const body = deliveries[next++]!;
          await handlePaymentWebhook(services, body, sandbox.sign(body));
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const [applied] = await database.db.select({ n: count() }).from(processedWebhookEvents).where(inArray(processedWebhookEvents.id, waiting.map((id) => `evt_bench_${id}`)));
    const [booked] = await database.db.select({ n: count() }).from(bookings).where(eq(bookings.status, "booked"));

    const result = {
      date: new Date().toISOString().slice(0, 10),
      uncontended: { n: alone.length, p50: percentile(alone, 50), p99: percentile(alone, 99) },
      contended: { n: contended.length, rounds: CONTENDED_ROUNDS, p50: percentile(contended, 50), p99: percentile(contended, 99), roundsWithWrongCount: oversold },
      webhooks: { delivered: deliveries.length, unique: bodies.length, applied: applied?.n ?? 0, seconds, perSecond: deliveries.length / seconds },
      bookingsTotal: booked?.n ?? 0,
    };
    console.log(`checkout, uncontended (${result.uncontended.n} one at a time): p50 ${ms(result.uncontended.p50)}, p99 ${ms(result.uncontended.p99)}`);
    console.log(
      `checkout, 100 buyers for 10 seats (${result.contended.rounds} rounds): p50 ${ms(result.contended.p50)} (${(result.contended.p50 / result.uncontended.p50).toFixed(2)}× uncontended), p99 ${ms(result.contended.p99)} (${(result.contended.p99 / result.uncontended.p99).toFixed(2)}×); rounds with other than 10 bookings: ${oversold}`,
    );
    console.log(`webhooks: ${result.webhooks.delivered} signed deliveries (${result.webhooks.unique} events + 10 % duplicates) in ${seconds.toFixed(2)} s = ${result.webhooks.perSecond.toFixed(0)}/s; applied once each: ${result.webhooks.applied === result.webhooks.unique}`);
    console.log(JSON.stringify(result));
  } finally {
    await database.close();
    const dropper = new pg.Client({ connectionString: postgresUrl });
    await dropper.connect();
    try {
      // The pool's backends may still be exiting: PostgreSQL waits for them (forcing would kill one the pool still owns).
      await dropper.query(`drop database if exists ${name}`);
    } catch {
      await dropper.query(`drop database if exists ${name} with (force)`);
    }
    await dropper.end();
  }
}

await main();
