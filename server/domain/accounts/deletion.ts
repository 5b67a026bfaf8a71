// Deleting an account. It is refused while other people depend on it: upcoming hosted events that
// people have booked, channels with active subscribers, a payment still being processed, or a
// package (plan) that would keep renewing. Monthly channel subscriptions do not stand in the way:
// deletion stops their renewal itself (stopChannelRenewal), and each runs to its to_date. Deletion removes the personal data (the user row is kept,
// anonymised, because bookings, payments and reviews point at it) and ends every session.
import { and, eq, exists, gt, isNotNull, isNull, or, sql } from "drizzle-orm";
import { ukCalendarDate, type DeleteAccountInput } from "~shared/schemas/account";
import { conflict } from "~server/domain/errors";
import type { Executor } from "~server/db/client";
import { onFreeLine } from "~server/domain/payments/packages";
import {
  bookings,
  channelSubscriptions,
  channels,
  events,
  favourites,
  mailOutbox,
  savedCards,
  transactions,
  users,
} from "~server/db/schema";
import { stopChannelRenewal } from "~server/domain/channels/renewal";
import { deliverSoon, queueMail } from "~server/domain/mail";
import type { Services } from "~server/services";
import { accountDeletedMail } from "./mails";
import { confirmPassword } from "./password-change";
import { DELETED_EMAIL_DOMAIN } from "./registration";
import { revokeAllTokens, type TokenUser } from "./tokens";

export const CAN_DELETE = "Your account can be deleted.";
export const HOSTING_BOOKED_EVENTS =
  "You cannot delete your account while you host upcoming events that people have booked. Please cancel those events first (attendees are refunded).";
export const CHANNELS_WITH_SUBSCRIBERS =
  "You cannot delete your account while your channels have active subscribers. Please deactivate those channels first.";
export const PAYMENT_PENDING =
  "You cannot delete your account while one of your payments is still being processed. Please try again later.";
export const RENEWING_SUBSCRIPTION =
  "You cannot delete your account while a subscription of yours renews automatically. Please stop its auto renewal first, so that you are not charged again.";
export const RENEWAL_NOT_STOPPED =
  "We could not stop the renewal of your channel subscriptions just now, so your account has not been deleted. Please try again in a few minutes.";
export const ACCOUNT_DELETED = "Your account has been deleted.";
export const WRONG_DELETE_PASSWORD = "Password is incorrect";

/** A checkout that has been pending longer than this has expired at the provider (Stripe: 24 hours). */
export const PENDING_PAYMENT_WINDOW_MS = 24 * 60 * 60 * 1000;

export const DELETED_FIRST_NAME = "Deleted";
export const DELETED_LAST_NAME = "user";
/** Not an argon2 hash: no password ever matches it. */
export const UNUSABLE_PASSWORD_HASH = "!account-deleted";

export function deletedEmail(userId: number): string {
  return `deleted-${userId}@${DELETED_EMAIL_DOMAIN}`;
}

/** The last day of an event: its end date or last repeat, whichever is later (null for pre-recorded). */
const eventLastDay = sql`greatest(${events.eventDate}, ${events.endDate}, ${events.repeatUntilDate})`;

/** Why the user's account cannot be deleted now, checked in one query; `canDelete` when nothing stands in the way. */
/** Whether the account may be deleted now, and why not. */
export interface DeletionCheck {
  canDelete: boolean;
  message: string;
}

export async function checkCanDeleteAccount(db: Executor, userId: number, now: Date): Promise<DeletionCheck> {
  const today = ukCalendarDate(now);
  const nowText = now.toISOString();
  const hostingBookedEvents = exists(
    db
      .select({ one: sql`1` })
      .from(events)
      .innerJoin(bookings, and(eq(bookings.eventId, events.id), eq(bookings.status, "booked")))
      .where(and(eq(events.userId, userId), eq(events.isCancelled, false), sql`${eventLastDay} >= ${today}::date`)),
  );
  const channelsWithSubscribers = exists(
    db
      .select({ one: sql`1` })
      .from(channels)
      .innerJoin(
        channelSubscriptions,
        and(
          eq(channelSubscriptions.channelId, channels.id),
          eq(channelSubscriptions.status, "active"),
          or(isNull(channelSubscriptions.toDate), sql`${channelSubscriptions.toDate} > ${nowText}::timestamptz`),
        ),
      )
      .where(eq(channels.userId, userId)),
  );
  const pendingPayment = exists(
    db
      .select({ one: sql`1` })
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, userId),
          eq(transactions.status, "pending"),
          gt(transactions.createdAt, new Date(now.getTime() - PENDING_PAYMENT_WINDOW_MS)),
        ),
      ),
  );
  const [row] = await db
    .select({
      hosting: sql<boolean>`${hostingBookedEvents}`,
      subscribers: sql<boolean>`${channelsWithSubscribers}`,
      pending: sql<boolean>`${pendingPayment}`,
      renewingPlan: sql<boolean>`${users.autoRenewal} and not ${onFreeLine(users.packageId)}`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return { canDelete: false, message: "Unauthenticated." };
  if (row.hosting) return { canDelete: false, message: HOSTING_BOOKED_EVENTS };
  if (row.subscribers) return { canDelete: false, message: CHANNELS_WITH_SUBSCRIBERS };
  if (row.pending) return { canDelete: false, message: PAYMENT_PENDING };
  if (row.renewingPlan) return { canDelete: false, message: RENEWING_SUBSCRIPTION };
  return { canDelete: true, message: CAN_DELETE };
}

/** The channels whose active subscription of the user's renews automatically. */
async function renewingChannelsOf(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .select({ channelId: channelSubscriptions.channelId })
    .from(channelSubscriptions)
    .where(and(eq(channelSubscriptions.userId, userId), eq(channelSubscriptions.status, "active"), eq(channelSubscriptions.autoRenewal, true)));
  return rows.map((row) => row.channelId);
}

/** Whether an active subscription of the user's still renews at the provider (Stripe Billing). */
async function hasProviderRenewal(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: channelSubscriptions.id })
    .from(channelSubscriptions)
    .where(and(eq(channelSubscriptions.userId, userId), eq(channelSubscriptions.status, "active"), eq(channelSubscriptions.autoRenewal, true), isNotNull(channelSubscriptions.providerSubscriptionId)))
    .limit(1);
  return row !== undefined;
}

/**
 * POST delete-account. The password is checked first; then, in one transaction that locks the user's
 * row, events and channels (so a booking or subscription cannot slip in), the check is made again,
 * the personal data removed and every token revoked.
 */
export async function deleteAccount(services: Services, user: TokenUser, input: DeleteAccountInput): Promise<void> {
  await confirmPassword(services, user, input.password, { field: "password", message: WRONG_DELETE_PASSWORD });
  const now = services.now();
  const today = ukCalendarDate(now);
  // The goodbye mail greets without a name; its recorded copy does not keep the address either.
  const original = { email: user.email, firstName: "" };

  // Refused now (hosting, subscribers…) before anything is changed at the provider.
  const first = await checkCanDeleteAccount(services.db, user.id, now);
  if (!first.canDelete) throw conflict(first.message);
  // Monthly channel subscriptions stop renewing (with Stripe, cancelled at the period's end) and run to their to_date.
  for (const channelId of await renewingChannelsOf(services.db, user.id)) {
    try {
      await stopChannelRenewal(services, user.id, channelId);
    } catch (error) {
      console.error("A channel subscription's renewal could not be stopped; the account is not deleted", user.id, channelId, error instanceof Error ? error.message : error);
      throw conflict(RENEWAL_NOT_STOPPED);
    }
  }

  await services.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    await tx.select({ id: events.id }).from(events).where(eq(events.userId, user.id)).for("update");
    await tx.select({ id: channels.id }).from(channels).where(eq(channels.userId, user.id)).for("update");

    const check = await checkCanDeleteAccount(tx, user.id, now);
    if (!check.canDelete) throw conflict(check.message);
    // A subscription made since the renewals were stopped: the provider's billing cannot be stopped
    // inside this transaction, so the user is asked to try again; ours simply stop renewing.
    if (await hasProviderRenewal(tx, user.id)) throw conflict(RENEWING_SUBSCRIPTION);
    await tx
      .update(channelSubscriptions)
      .set({ autoRenewal: false })
      .where(and(eq(channelSubscriptions.userId, user.id), eq(channelSubscriptions.autoRenewal, true)));

    // What the user offered stops being on sale: upcoming events are cancelled (nobody holds a
    // booking, as checked), undated (pre-recorded) ones withdrawn, channels deactivated.
    await tx
      .update(events)
      .set({ isCancelled: true, cancelledAt: now, updatedAt: now })
      .where(and(eq(events.userId, user.id), eq(events.isCancelled, false), sql`${eventLastDay} >= ${today}::date`));
    await tx
      .update(events)
      .set({ isPublished: false, updatedAt: now })
      .where(and(eq(events.userId, user.id), isNull(events.eventDate)));
    await tx.update(channels).set({ active: false, updatedAt: now }).where(eq(channels.userId, user.id));

    await tx.delete(savedCards).where(eq(savedCards.userId, user.id));
    await tx.delete(favourites).where(eq(favourites.userId, user.id));
    await tx.delete(mailOutbox).where(sql`lower(${mailOutbox.to}) = ${original.email.toLowerCase()}`);

    await tx
      .update(users)
      .set({
        firstName: DELETED_FIRST_NAME,
        lastName: DELETED_LAST_NAME,
        email: deletedEmail(user.id),
        passwordHash: UNUSABLE_PASSWORD_HASH,
        phone: null,
        dateOfBirth: null,
        acceptContact: false,
        activationCodeHash: null,
        isPasswordReset: false,
        tempPasswordHash: null,
        tempPasswordExpiresAt: null,
        gender: null,
        city: null,
        country: null,
        userWebsite: null,
        bio: null,
        creatorShortDesc: null,
        creatorExp: null,
        pic: null,
        profileVideo: null,
        facebookLink: null,
        twitterLink: null,
        linkedLink: null,
        youtubeLink: null,
        instagramLink: null,
        tiktokLink: null,
        autoRenewal: false,
        bankLast4: null,
        bankSortCodeMasked: null,
        deletedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, user.id));
    await revokeAllTokens(tx, user.id, now);
    await queueMail(tx, services, accountDeletedMail(original), { secrets: [original.email] });
  });
  await deliverSoon(services);
}
