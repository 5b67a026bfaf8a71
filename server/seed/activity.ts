// The demo's activity: discount codes, bookings and subscriptions with their payments, the hosts'
// plan payments, favourites, reviews and support tickets. Bookings, payments and support have no
// domain service yet: the issues that build them move these writes into server/domain.
import { and, eq, isNull } from "drizzle-orm";
import { createManualJobQueue } from "~server/jobs/queue";
import { createSandboxProvider } from "~server/integrations/payments/sandbox";
import { reserveCheckout } from "~server/domain/payments/checkout";
import { applyPaymentEvent } from "~server/domain/payments/fulfil";
import type { TicketType } from "~shared/schemas/tickets";
import type { Executor } from "~server/db/client";
import { packageById } from "~server/db/reference/packages";
import {
  bookings,
  complaints,
  complaintThreads,
  discountCodes,
  favourites,
  mailOutbox,
  reviews,
  sandboxPayments,
  transactions,
  users,
} from "~server/db/schema";
import type { Catalogue } from "./catalogue";
import { checkoutPrice, daysFrom, requireId } from "./helpers";
import type { MarketplaceHosts } from "./marketplace-hosts";
import { MARKETPLACE_EVENTS } from "./marketplace-listings";
import type { People, Person } from "./people";

/**
 * A demo payment: its transaction, and (when money moved) the payment in the sandbox provider's
 * books, so that a refund of it later (a host cancelling an event, say) finds the payment to refund.
 */
async function recordPayment(tx: Executor, values: typeof transactions.$inferInsert): Promise<void> {
  const paid = Boolean(values.providerPaymentId && values.amountPence);
  const [row] = await tx
    .insert(transactions)
    .values({ ...values, provider: paid ? "sandbox" : null })
    .returning({ id: transactions.id });
  if (!paid || !values.providerPaymentId || !values.amountPence) return;
  await tx.insert(sandboxPayments).values({
    id: values.providerPaymentId,
    idempotencyKey: values.idempotencyKey ?? values.providerPaymentId,
    amountPence: values.amountPence,
    state: "succeeded",
    transactionId: row!.id,
    createdAt: values.createdAt,
    updatedAt: values.createdAt,
  });
}

/**
 * A subscription bought at `at` through the domain: the checkout reserves the place and writes the
 * pending payment, the sandbox's payment is recorded, and fulfilment makes the subscription. The
 * receipt it queues is not sent (the demo's past purchases mail no one).
 */
async function subscribeThroughCheckout(tx: Executor, userId: number, channelId: number, at: Date): Promise<void> {
  const payments = createSandboxProvider({ db: tx, secret: "demo-seed", now: () => at });
  const services = { db: tx, now: () => at, jobs: createManualJobQueue(), payments, config: { appUrl: "http://localhost", mailOutboxDir: "", linkSecret: "", supportEmail: "" } };
  const [buyer] = await tx.select().from(users).where(eq(users.id, userId));
  const checkout = await reserveCheckout(services, buyer!, { kind: { type: "channel_subscription", id: channelId }, couponCode: null, checkoutKey: `demo-channel-${channelId}`, posted: {} }, null);
  const paymentId = `sandbox_pay_sub_${checkout.id}`;
  await tx.update(transactions).set({ providerPaymentId: paymentId }).where(eq(transactions.id, checkout.id));
  await tx.insert(sandboxPayments).values({ id: paymentId, idempotencyKey: `txn-${checkout.id}`, amountPence: checkout.amountPence, state: "succeeded", transactionId: checkout.id, createdAt: at, updatedAt: at });
  const applied = await applyPaymentEvent(services, { id: `seed:${paymentId}`, kind: "payment_succeeded", paymentId, transactionId: checkout.id, amountPence: checkout.amountPence, paymentMethodId: null });
  if (applied.outcome !== "fulfilled") throw new Error(`The demo subscription to channel ${channelId} was not fulfilled: ${applied.outcome}`);
  await tx.delete(mailOutbox).where(and(eq(mailOutbox.kind, "payment-receipt"), isNull(mailOutbox.sentAt), eq(mailOutbox.createdAt, at)));
}

export async function seedActivity(tx: Executor, people: People, market: { hosts: MarketplaceHosts; members: Person[] }, catalogue: Catalogue, now: Date): Promise<void> {
  const { attendee, hannah, marcus, priya, admin } = people;
  const event = (title: string) => requireId(catalogue.events, title);
  const channel = (title: string) => requireId(catalogue.channels, title);

  const [welcome] = await tx
    .insert(discountCodes)
    .values([
      {
        code: "WELCOME10",
        discountType: "percentage",
        value: 1000,
        createdBy: admin.id,
        maxRedemptions: 500,
        redemptions: 1,
        validFrom: daysFrom(now, -30),
        validUntil: daysFrom(now, 90),
      },
      {
        code: "FOUNDATIONS5",
        discountType: "fixed",
        value: 500,
        channelId: channel("Foundations of Yoga: A Four-Week Course"),
        createdBy: hannah.id,
        maxRedemptions: 50,
        validUntil: daysFrom(now, 60),
      },
      {
        code: "HIITFRIEND",
        discountType: "fixed",
        value: 200,
        eventId: event("Lunchtime HIIT Blast"),
        createdBy: marcus.id,
        maxRedemptions: 20,
      },
    ])
    .returning({ id: discountCodes.id });

  let refNumber = 0;
  const book = async (
    title: string,
    pricePence: number,
    daysAgo: number,
    discountPence = 0,
    discountCodeId?: number,
    buyer: Person = attendee,
  ) => {
    refNumber += 1;
    const bookingRef = `MQ-DEMO${String(refNumber).padStart(4, "0")}`;
    const createdAt = daysFrom(now, -daysAgo);
    const price = checkoutPrice(pricePence, discountPence, packageById(buyer.packageId));
    const [booking] = await tx
      .insert(bookings)
      .values({ bookingRef, eventId: event(title), userId: buyer.id, amountPence: price.amountPence, createdAt })
      .returning({ id: bookings.id });
    await recordPayment(tx, {
      userId: buyer.id,
      transactionType: "event_booking",
      ...price,
      status: "succeeded",
      providerPaymentId: price.amountPence > 0 ? `sandbox_pay_${bookingRef}` : null,
      idempotencyKey: `seed:${bookingRef}`,
      eventId: event(title),
      bookingId: booking.id,
      discountCodeId,
      createdAt,
      updatedAt: createdAt,
    });
  };
  await book("Sunrise Vinyasa Flow", 800, 2);
  await book("Breathwork Basics Workshop", 1200, 20);
  await book("Run Your First 5K: Live Q&A", 0, 1);
  await book("Pricing Your Creative Services", 1500, 3, 150, welcome.id);
  await book("20-Minute Morning Stretch", 499, 12);
  // The small groups that are nearly full: booked by the members and the other hosts.
  const crowd = [...market.members, ...Object.values(market.hosts), hannah, marcus, priya];
  for (const listing of MARKETPLACE_EVENTS) {
    const others = crowd.filter((person) => person.id !== market.hosts[listing.host].id);
    for (const buyer of others.slice(0, listing.booked ?? 0)) await book(listing.title, listing.price, 4, 0, undefined, buyer);
  }

  // The attendee's channel subscriptions go through the checkout and fulfilment with the sandbox,
  // as a purchase does: the place counted under the channel's lock, the period from the shared rule
  // (a monthly one to a calendar month on, renewing; a fixed one with no expiry), the host and commission.
  await subscribeThroughCheckout(tx, attendee.id, channel("Marcus Moves Training Club"), daysFrom(now, -7));
  await subscribeThroughCheckout(tx, attendee.id, channel("Foundations of Yoga: A Four-Week Course"), daysFrom(now, -10));

  // The hosts' own plan payments.
  for (const host of [hannah, marcus, priya]) {
    const pkg = packageById(host.packageId);
    const createdAt = daysFrom(now, -12);
    await recordPayment(tx, {
      userId: host.id,
      transactionType: "package_subscription",
      ...checkoutPrice(pkg.pricePence ?? 0, 0, { taxationFeeBp: 0, paymentHandlingFeeBp: 0 }),
      status: "succeeded",
      providerPaymentId: `sandbox_pay_plan_${host.id}`,
      idempotencyKey: `seed:plan:${host.id}`,
      packageId: pkg.id,
      createdAt,
      updatedAt: createdAt,
    });
  }

  await tx
    .insert(favourites)
    .values(
      [
        "Yin Yoga for Better Sleep",
        "Pricing Your Creative Services",
        "Lunchtime HIIT Blast",
        "Sketchbook Sunday: Urban Sketching",
      ].map((title) => ({ userId: attendee.id, eventId: event(title) })),
    );

  await tx.insert(reviews).values([
    {
      reviewerId: attendee.id,
      reviewedUserId: hannah.id,
      rating: 5,
      review:
        "Hannah's breathwork workshop was brilliant: clear, calm and genuinely useful. I have used the box breathing every day since.",
      createdAt: daysFrom(now, -13),
    },
    {
      reviewerId: priya.id,
      reviewedUserId: hannah.id,
      rating: 5,
      review: "The Sunday slow flow has become the best hour of my week. Lovely cues and never rushed.",
      createdAt: daysFrom(now, -30),
    },
    {
      reviewerId: attendee.id,
      reviewedUserId: marcus.id,
      rating: 4,
      review:
        "Tough but fun sessions and Marcus always gives an easier option. I would love a few more evening classes.",
      createdAt: daysFrom(now, -5),
    },
    {
      reviewerId: marcus.id,
      reviewedUserId: priya.id,
      rating: 5,
      review:
        "Priya's pricing session paid for itself within a week. Practical, honest advice for anyone self-employed.",
      createdAt: daysFrom(now, -40),
    },
  ]);

  const [ticket] = await tx
    .insert(complaints)
    .values({
      userId: attendee.id,
      title: "No sound in a live class",
      // A type the Create Ticket list offers (shared/schemas/tickets.ts), as a real ticket's would be.
      type: "Technical problem" satisfies TicketType,
      message:
        "I joined the Sunrise Vinyasa Flow class from my phone and could see Hannah but could not hear anything. Is there a setting I am missing?",
      createdAt: daysFrom(now, -4),
      updatedAt: daysFrom(now, -3),
    })
    .returning({ id: complaints.id });
  await tx.insert(complaintThreads).values([
    {
      complaintId: ticket.id,
      userId: admin.id,
      message:
        "Sorry about that, Tom. Live events currently work only in Chrome, Safari or Edge (Chromium) on a desktop or laptop computer. Please join from one of those and allow the browser to use your speakers when asked.",
      createdAt: daysFrom(now, -3),
    },
    {
      complaintId: ticket.id,
      userId: attendee.id,
      message: "Thanks, that has sorted it. I will use my laptop from now on.",
      createdAt: daysFrom(now, -3),
    },
  ]);
  await tx.insert(complaints).values({
    userId: attendee.id,
    title: "Receipt for my booking",
    type: "Payment or refund" satisfies TicketType,
    message: "Could you send me a receipt for the Breathwork Basics Workshop? I need it for my expenses.",
    isOpen: false,
    createdAt: daysFrom(now, -18),
    updatedAt: daysFrom(now, -17),
  });
}
