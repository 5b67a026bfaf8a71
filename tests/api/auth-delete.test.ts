// GET can-delete-account, POST delete-account.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { apiTokens, bookings, channelSubscriptions, channels, events, favourites, mailOutbox, savedCards, transactions, users } from "~server/db/schema";
import { RENEWAL_NOT_STOPPED } from "~server/domain/accounts/deletion";
import { useTestApi } from "~tests/support/api";
import { createUser, loginAs, nextIp, PASSWORD, registration, userRow, type TestUser } from "./auth-support";

// 10:00 in London on Monday 2 March 2026.
const now = new Date("2026-03-02T10:00:00Z");

const t = useTestApi({ now });

const DAY_MS = 24 * 60 * 60 * 1000;

interface CanDeleteAnswer {
  success: boolean;
  canDelete: boolean;
  message: string;
  data: { canDelete: boolean; message: string } | null;
  status: number;
}

async function canDelete(token: string): Promise<CanDeleteAnswer> {
  return (await t.call("GET", "can-delete-account", { token })) as unknown as CanDeleteAnswer;
}

function expectRefused(answer: CanDeleteAnswer, reason: RegExp) {
  expect(answer.status).toBe(200);
  expect(answer.success).toBe(false);
  expect(answer.canDelete).toBe(false);
  expect(answer.message).toMatch(reason);
  expect(answer.data).toEqual({ canDelete: false, message: answer.message });
}

function expectAllowed(answer: CanDeleteAnswer) {
  expect(answer).toMatchObject({ status: 200, success: true, canDelete: true, message: "Your account can be deleted." });
  expect(answer.data).toEqual({ canDelete: true, message: "Your account can be deleted." });
}

async function hostEvent(host: TestUser, eventDate: string | null, extra: Partial<typeof events.$inferInsert> = {}) {
  const [event] = await t.db
    .insert(events)
    .values({
      userId: host.id,
      title: "Evening yoga",
      slug: "evening-yoga",
      eventType: eventDate ? "Online Event" : "Pre Recorded",
      eventDate,
      maxParticipants: 10,
      isPublished: true,
      ...extra,
    })
    .returning();
  return event;
}

async function book(eventId: number, attendee: TestUser, status: "booked" | "cancelled" = "booked") {
  const [booking] = await t.db
    .insert(bookings)
    .values({ bookingRef: `MQ-${randomUUID().slice(0, 8)}`, eventId, userId: attendee.id, status })
    .returning();
  return booking;
}

async function ownChannel(host: TestUser) {
  const [channel] = await t.db
    .insert(channels)
    .values({ userId: host.id, title: "Pilates club", slug: "pilates-club", pricePence: 999, eventType: "Live Events", isMonthlySubscription: true, maxSubscribers: 50, isPublished: true })
    .returning();
  return channel;
}

describe("GET can-delete-account", () => {
  it("needs a login", async () => {
    expect(await t.call("GET", "can-delete-account")).toMatchObject({ status: 401, success: false });
  });

  it("allows a user with nothing in the way", async () => {
    const user = await createUser(t);
    expectAllowed(await canDelete(await loginAs(t, user)));
  });

  it("refuses while the user hosts an upcoming event someone has booked, and allows it after", async () => {
    const host = await createUser(t);
    const attendee = await createUser(t);
    const token = await loginAs(t, host);
    const event = await hostEvent(host, "2026-03-02"); // today
    expectAllowed(await canDelete(token)); // no bookings yet

    const booking = await book(event.id, attendee);
    expectRefused(await canDelete(token), /upcoming events that people have booked/);

    // The attendee is not hosting anything: their own deletion is not blocked by the booking.
    expectAllowed(await canDelete(await loginAs(t, attendee)));

    await t.db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, booking.id));
    expectAllowed(await canDelete(token));

    await book(event.id, attendee);
    await t.db.update(events).set({ isCancelled: true }).where(eq(events.id, event.id));
    expectAllowed(await canDelete(token));
  });

  it("does not count past events, but counts a multi-day event still running", async () => {
    const host = await createUser(t);
    const attendee = await createUser(t);
    const token = await loginAs(t, host);
    const past = await hostEvent(host, "2026-03-01");
    await book(past.id, attendee);
    expectAllowed(await canDelete(token));

    const running = await hostEvent(host, "2026-02-28", { endDate: "2026-03-03" });
    await book(running.id, attendee);
    expectRefused(await canDelete(token), /upcoming events/);
  });

  it("refuses while the user's channel has an active subscriber, and allows it after", async () => {
    const host = await createUser(t);
    const subscriber = await createUser(t);
    const token = await loginAs(t, host);
    const channel = await ownChannel(host);
    const [subscription] = await t.db.insert(channelSubscriptions).values({ channelId: channel.id, userId: subscriber.id }).returning();
    expectRefused(await canDelete(token), /channels have active subscribers/);

    await t.db.update(channelSubscriptions).set({ status: "cancelled", cancelledAt: now }).where(eq(channelSubscriptions.id, subscription.id));
    expectAllowed(await canDelete(token));
  });

  it("refuses while a payment is pending (until the checkout has expired)", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    const [payment] = await t.db
      .insert(transactions)
      .values({ userId: user.id, transactionType: "event_booking", amountPence: 1250, idempotencyKey: randomUUID(), createdAt: now })
      .returning();
    expectRefused(await canDelete(token), /payments is still being processed/);

    await t.db.update(transactions).set({ createdAt: new Date(now.getTime() - 25 * 60 * 60 * 1000) }).where(eq(transactions.id, payment.id));
    expectAllowed(await canDelete(token));
    await t.db.update(transactions).set({ status: "succeeded", createdAt: now }).where(eq(transactions.id, payment.id));
    expectAllowed(await canDelete(token));
  });

  it("refuses while the user's package renews automatically; a renewing channel subscription does not stand in the way", async () => {
    const user = await createUser(t);
    const host = await createUser(t);
    const token = await loginAs(t, user);
    const channel = await ownChannel(host);
    await t.db.insert(channelSubscriptions).values({ channelId: channel.id, userId: user.id, autoRenewal: true, toDate: new Date(now.getTime() + 10 * DAY_MS) });
    // Deletion stops that renewal itself (POST delete-account below).
    expectAllowed(await canDelete(token));

    await t.db.update(users).set({ packageId: 2, autoRenewal: true }).where(eq(users.id, user.id));
    expectRefused(await canDelete(token), /renews automatically/);
  });
});

describe("POST delete-account", () => {
  it("needs a login and the password", async () => {
    expect(await t.call("POST", "delete-account", { body: { password: PASSWORD } })).toMatchObject({ status: 401 });
    const user = await createUser(t);
    const token = await loginAs(t, user);
    expect(await t.call("POST", "delete-account", { token, body: {} })).toMatchObject({
      status: 422,
      errors: { password: ["Password is required"] },
    });
    expect(await t.call("POST", "delete-account", { token, body: { password: "Not-my-password1" } })).toMatchObject({
      status: 400,
      success: false,
      message: "Password is incorrect",
    });
    expect((await userRow(t, user.id)).deletedAt).toBeNull();
    expect((await t.call("GET", "user", { token })).status).toBe(200);
  });

  it("stops the renewal of the user's monthly channel subscriptions (at the provider too) and deletes; each runs to its to_date", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    const host = await createUser(t);
    const sandboxChannel = await ownChannel(host);
    const billedChannel = await ownChannel(host);
    const toDate = new Date(now.getTime() + 20 * DAY_MS);
    const [renewing] = await t.db.insert(channelSubscriptions).values({ channelId: sandboxChannel.id, userId: user.id, autoRenewal: true, toDate }).returning();
    const [billed] = await t.db.insert(channelSubscriptions).values({ channelId: billedChannel.id, userId: user.id, autoRenewal: true, toDate, providerSubscriptionId: "sub_delete_me" }).returning();

    const calls: Array<[string, boolean]> = [];
    const payments = t.services.payments;
    t.services.payments = Object.assign(Object.create(payments) as typeof payments, {
      billing: {
        start: () => Promise.reject(new Error("not here")),
        cancel: () => Promise.reject(new Error("not here")),
        setRenewal: async (id: string, renew: boolean) => {
          calls.push([id, renew]);
        },
      },
    });
    try {
      const answer = await t.call("POST", "delete-account", { token, body: { password: PASSWORD } });
      expect(answer, answer.message).toMatchObject({ status: 200, success: true });
    } finally {
      t.services.payments = payments;
    }
    expect(calls).toEqual([["sub_delete_me", false]]);
    const after = await t.db.select().from(channelSubscriptions).where(eq(channelSubscriptions.userId, user.id)).orderBy(channelSubscriptions.id);
    expect(after.map((row) => [row.id, row.status, row.autoRenewal, row.toDate?.toISOString()])).toEqual([
      [renewing.id, "active", false, toDate.toISOString()],
      [billed.id, "active", false, toDate.toISOString()],
    ]);
    expect((await userRow(t, user.id)).deletedAt).not.toBeNull();
  });

  it("a provider that cannot be reached leaves the account and the renewal as they were", async () => {
    const user = await createUser(t);
    const token = await loginAs(t, user);
    const host = await createUser(t);
    const channel = await ownChannel(host);
    const [billed] = await t.db.insert(channelSubscriptions).values({ channelId: channel.id, userId: user.id, autoRenewal: true, toDate: new Date(now.getTime() + 5 * DAY_MS), providerSubscriptionId: "sub_unreachable" }).returning();
    const payments = t.services.payments;
    t.services.payments = Object.assign(Object.create(payments) as typeof payments, {
      billing: { start: () => Promise.reject(new Error("down")), cancel: () => Promise.reject(new Error("down")), setRenewal: () => Promise.reject(new Error("Stripe is down")) },
    });
    try {
      const answer = await t.call("POST", "delete-account", { token, body: { password: PASSWORD } });
      expect(answer).toMatchObject({ status: 409, success: false, message: RENEWAL_NOT_STOPPED });
    } finally {
      t.services.payments = payments;
    }
    const [row] = await t.db.select().from(channelSubscriptions).where(eq(channelSubscriptions.id, billed.id));
    expect(row!.autoRenewal).toBe(true);
    expect((await userRow(t, user.id)).deletedAt).toBeNull();
  });

  it("refuses, changing nothing, while the check says no", async () => {
    const host = await createUser(t);
    const attendee = await createUser(t);
    const token = await loginAs(t, host);
    const event = await hostEvent(host, "2026-04-10");
    await book(event.id, attendee);
    const answer = await t.call("POST", "delete-account", { token, body: { password: PASSWORD } });
    expect(answer).toMatchObject({ status: 409, success: false });
    expect(answer.message).toMatch(/upcoming events that people have booked/);
    const row = await userRow(t, host.id);
    expect(row.email).toBe(host.email);
    expect(row.deletedAt).toBeNull();
    expect((await t.call("GET", "user", { token })).status).toBe(200);
  });

  it("anonymises the user, keeps the records, withdraws what they offered and ends every session", async () => {
    const user = await createUser(t, { firstName: "Ada" });
    const buyer = await createUser(t);
    const phone = await loginAs(t, user);
    const laptop = await loginAs(t, user);
    await t.db.update(users).set({ phone: "+447700900123", bio: "Yoga teacher", city: "Leeds", dateOfBirth: "1990-01-01", pic: "users/ada.jpg", acceptContact: true }).where(eq(users.id, user.id));

    // Their own past booking and payment (kept), an upcoming event without bookings and a
    // pre-recorded one (withdrawn), a channel without subscribers (deactivated), a saved card and a favourite (removed).
    const otherHost = await createUser(t);
    const past = await hostEvent(otherHost, "2026-01-10");
    const booking = await book(past.id, user);
    const [payment] = await t.db
      .insert(transactions)
      .values({ userId: user.id, transactionType: "event_booking", amountPence: 1250, status: "succeeded", idempotencyKey: randomUUID(), bookingId: booking.id })
      .returning();
    const upcoming = await hostEvent(user, "2026-05-01");
    const recorded = await hostEvent(user, null);
    await book(recorded.id, buyer);
    const channel = await ownChannel(user);
    await t.db.insert(savedCards).values({ userId: user.id, providerPaymentMethodId: `pm_${randomUUID()}`, providerCustomerId: "cus_1", nickname: "Visa", cardLastFour: "4242" });
    await t.db.insert(favourites).values({ userId: user.id, eventId: past.id });
    await t.db.insert(mailOutbox).values({ to: user.email, subject: "Earlier mail", text: "Hello Ada", kind: "test" });

    const answer = await t.call("POST", "delete-account", { token: phone, body: { password: PASSWORD } });
    expect(answer).toMatchObject({ status: 200, success: true, message: "Your account has been deleted.", data: null });

    const row = await userRow(t, user.id);
    expect(row).toMatchObject({
      email: `deleted-${user.id}@deleted.marquee`,
      firstName: "Deleted",
      lastName: "user",
      phone: null,
      bio: null,
      city: null,
      dateOfBirth: null,
      pic: null,
      acceptContact: false,
      autoRenewal: false,
    });
    expect(row.deletedAt?.getTime()).toBe(now.getTime());
    expect(row.passwordHash).not.toMatch(/^\$argon2/);

    // Every session has ended; the old address and password log in nowhere.
    for (const token of [phone, laptop]) expect((await t.call("GET", "user", { token })).status).toBe(401);
    const tokens = await t.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);
    expect((await t.call("POST", "login", { body: { email: user.email, password: PASSWORD }, ip: nextIp() })).status).toBe(401);

    // Records are kept; what was on sale is withdrawn; personal extras are gone.
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0].userId).toBe(user.id);
    expect((await t.db.select().from(transactions).where(eq(transactions.id, payment.id)))[0]).toMatchObject({ userId: user.id, status: "succeeded" });
    expect((await t.db.select().from(events).where(eq(events.id, upcoming.id)))[0]).toMatchObject({ isCancelled: true });
    expect((await t.db.select().from(events).where(eq(events.id, recorded.id)))[0]).toMatchObject({ isPublished: false, isCancelled: false });
    expect((await t.db.select().from(events).where(eq(events.id, past.id)))[0]).toMatchObject({ isCancelled: false, isPublished: true });
    expect((await t.db.select().from(channels).where(eq(channels.id, channel.id)))[0]).toMatchObject({ active: false });
    expect(await t.db.select().from(savedCards).where(eq(savedCards.userId, user.id))).toEqual([]);
    expect(await t.db.select().from(favourites).where(eq(favourites.userId, user.id))).toEqual([]);

    // A goodbye mail went to the address; the outbox keeps no trace of it.
    const goodbye = t.mails.at(-1);
    expect(goodbye).toMatchObject({ to: user.email, kind: "account-deleted", subject: "Your Marquee account has been deleted" });
    const outbox = await t.db.select().from(mailOutbox);
    expect(outbox.some((mail) => mail.to.toLowerCase() === user.email.toLowerCase())).toBe(false);
    expect(outbox.some((mail) => mail.kind === "account-deleted" && mail.to === "[hidden]")).toBe(true);

    // The address is free again.
    const again = registration({ email: user.email });
    expect((await t.call("POST", "signup", { body: again, ip: nextIp() })).success).toBe(true);
    const [fresh] = await t.db.select().from(users).where(eq(users.email, user.email));
    expect(fresh.id).not.toBe(user.id);
  });
});
