// Email to subscribers (001 §2.5, 002 §2.4) and unsubscribing (002 §2.7, §4).
//
// A host writes to the attendees of their event (booked, not cancelled) or the active subscribers of
// their channel, at most 3 times a day each (UK days). The send is recorded (subscriber_mailings) and
// the subscriber-mail job expands it into outbox mails in batches; each mail carries a one-click
// unsubscribe link, signed so that nobody can unsubscribe someone else, and List-Unsubscribe headers.
// People whose latest choice was to unsubscribe are skipped.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, asc, count, eq, gt, gte, isNull, sql } from "drizzle-orm";
import { isoDateIn, zonedInstant } from "~shared/dates";
import type { EmailToSubscriberInput, UnsubscribeInput } from "~shared/schemas/mailing";
import type { Executor } from "~server/db/client";
import { bookings, channelSubscriptions, channels, events, mailingUnsubscribes, subscriberMailings, users } from "~server/db/schema";
import { hitRateLimit } from "~server/domain/accounts/rate-limit";
import { notFound, rateLimited, rejected } from "~server/domain/errors";
import { deliverSoon, queueMail, renderMail } from "~server/domain/mail";
import type { Services } from "~server/services";
import { mailingMessages as m } from "~shared/messages/mailing";

export const DAILY_SENDS = 3;
/** Recipients per job run and mailing: a batch is one transaction. */
export const MAILING_BATCH = 200;

type MailingServices = Pick<Services, "db" | "now" | "jobs" | "config">;
export type MailingType = "event" | "channel";

// ---------------------------------------------------------------------------------------------
// Signed unsubscribe links

export function unsubscribeToken(secret: string, email: string): string {
  return createHmac("sha256", secret).update(`unsubscribe:${email.trim().toLowerCase()}`).digest("base64url");
}

export function isUnsubscribeToken(secret: string, email: string, token: string | undefined): boolean {
  if (!token) return false;
  const expected = Buffer.from(unsubscribeToken(secret, email));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function unsubscribeUrl(services: Pick<Services, "config">, email: string): string {
  const query = new URLSearchParams({ email: email.toLowerCase(), token: unsubscribeToken(services.config.linkSecret, email) });
  return `${services.config.appUrl.replace(/\/+$/, "")}/email-unsubscribe?${query}`;
}

/** Whether an address's latest choice was to unsubscribe. */
const unsubscribedNow = (email: ReturnType<typeof sql>) =>
  sql<boolean>`coalesce((select ${mailingUnsubscribes.mailingListRemove} from ${mailingUnsubscribes} where ${mailingUnsubscribes.email} = lower(${email}) order by ${mailingUnsubscribes.createdAt} desc, ${mailingUnsubscribes.id} desc limit 1), false)`;

// ---------------------------------------------------------------------------------------------
// The host's side

/** The title of the caller's own event or channel (get-event-title / get-channel-title); others: not found. */
export async function ownTitle(db: Executor, userId: number, type: MailingType, id: number | null, lock = false): Promise<string> {
  const message = type === "event" ? m.eventNotFound : m.channelNotFound;
  if (id === null) throw notFound(message);
  const table = type === "event" ? events : channels;
  const query = db.select({ title: table.title, userId: table.userId }).from(table).where(eq(table.id, id)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  if (!row || row.userId !== userId) throw notFound(message);
  return row.title;
}

/** The recipients after `afterUserId`, in user id order: booked attendees or active subscribers, not unsubscribed. */
async function recipients(db: Executor, type: MailingType, typeId: number, afterUserId: number, limit: number) {
  const base = type === "event"
    ? db
        .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName })
        .from(bookings)
        .innerJoin(users, eq(users.id, bookings.userId))
        .where(and(eq(bookings.eventId, typeId), eq(bookings.status, "booked"), isNull(users.deletedAt), gt(users.id, afterUserId), sql`not ${unsubscribedNow(sql`${users.email}`)}`))
    : db
        .selectDistinct({ id: users.id, email: users.email, firstName: users.firstName })
        .from(channelSubscriptions)
        .innerJoin(users, eq(users.id, channelSubscriptions.userId))
        .where(and(eq(channelSubscriptions.channelId, typeId), eq(channelSubscriptions.status, "active"), isNull(users.deletedAt), gt(users.id, afterUserId), sql`not ${unsubscribedNow(sql`${users.email}`)}`));
  return base.orderBy(asc(users.id)).limit(limit);
}

/** email-to-subscriber: records the send (the job mails it); at most 3 a day per event or channel. */
export async function emailSubscribers(services: MailingServices, userId: number, input: EmailToSubscriberInput): Promise<{ recipients: number }> {
  const now = services.now();
  const result = await services.db.transaction(async (tx) => {
    // The event or channel row is locked, so two sends at once count each other.
    await ownTitle(tx, userId, input.type, input.type_id, true);
    const dayStart = zonedInstant(isoDateIn(now), "00:00");
    const [sent] = await tx
      .select({ n: count() })
      .from(subscriberMailings)
      .where(and(eq(subscriberMailings.type, input.type), eq(subscriberMailings.typeId, input.type_id), gte(subscriberMailings.createdAt, dayStart)));
    if ((sent?.n ?? 0) >= DAILY_SENDS) throw rejected(m.dailyLimit);
    const reach = (await recipients(tx, input.type, input.type_id, 0, 100_000)).length;
    await tx.insert(subscriberMailings).values({ senderId: userId, type: input.type, typeId: input.type_id, subject: input.subject, message: input.message, createdAt: now });
    return { recipients: reach };
  });
  await services.jobs.nudge("subscriber-mail");
  return result;
}

/** The subscriber-mail job: each pending mailing's next batch, its mails and its progress in one transaction. */
export async function sendSubscriberMailings(services: MailingServices, batch = MAILING_BATCH): Promise<{ mailed: number }> {
  let mailed = 0;
  const pending = await services.db.select({ id: subscriberMailings.id }).from(subscriberMailings).where(eq(subscriberMailings.status, "pending")).orderBy(asc(subscriberMailings.id)).limit(20);
  for (const { id } of pending) {
    mailed += await services.db.transaction(async (tx) => {
      // Locked and re-read: another machine running the job waits here, then sees the progress.
      const [mailing] = await tx.select().from(subscriberMailings).where(eq(subscriberMailings.id, id)).for("update");
      if (!mailing || mailing.status !== "pending") return 0;
      const type = mailing.type as MailingType;
      const [item] = await tx.select({ title: type === "event" ? events.title : channels.title }).from(type === "event" ? events : channels).where(eq(type === "event" ? events.id : channels.id, mailing.typeId));
      const [sender] = mailing.senderId === null ? [] : await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, mailing.senderId));
      const people = await recipients(tx, type, mailing.typeId, mailing.lastRecipientId, batch);
      for (const person of people) {
        const link = unsubscribeUrl(services, person.email);
        const rendered = renderMail({
          greeting: person.firstName.trim() ? `Hello ${person.firstName.trim()},` : "Hello,",
          blocks: [
            `${sender ? `${sender.firstName} ${sender.lastName}`.trim() : "Your host"} wrote to everyone ${type === "event" ? "booked on" : "subscribed to"} "${item?.title ?? ""}":`,
            mailing.message,
            { small: `You receive this because you ${type === "event" ? "booked this event" : "subscribe to this channel"} on Marquee. Unsubscribe: ${link}` },
          ],
        });
        await queueMail(tx, services, {
          kind: "subscriber-mail",
          to: person.email,
          subject: mailing.subject,
          ...rendered,
          headers: { "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        });
      }
      const last = people.at(-1)?.id ?? mailing.lastRecipientId;
      await tx
        .update(subscriberMailings)
        .set({ lastRecipientId: last, sentCount: mailing.sentCount + people.length, status: people.length < batch ? "done" : "pending" })
        .where(eq(subscriberMailings.id, mailing.id));
      return people.length;
    });
  }
  if (mailed > 0) await deliverSoon(services);
  // More than a batch waits: the next run comes at once rather than at the next cron tick.
  const [left] = await services.db.select({ n: count() }).from(subscriberMailings).where(eq(subscriberMailings.status, "pending"));
  if ((left?.n ?? 0) > 0 && mailed > 0) await services.jobs.nudge("subscriber-mail");
  return { mailed };
}

// ---------------------------------------------------------------------------------------------
// The subscriber's side

const confirmRule = { name: "unsubscribe-confirm:email", limit: 3, windowMs: 60 * 60 * 1000 };

/**
 * mailing-unsubscribe: with the signed token of a mailed link, the choice applies at once. A typed
 * address gets a mail with such a link instead (only an address of one of our users), so nobody can
 * unsubscribe someone else; the answer is the same whether or not the address is known.
 */
export async function setMailingChoice(services: MailingServices, input: UnsubscribeInput): Promise<{ applied: boolean; message: string }> {
  const keys = [services.config.linkSecret, ...(services.config.olderLinkSecrets ?? [])];
  if (keys.some((key) => isUnsubscribeToken(key, input.email, input.token))) {
    await services.db.insert(mailingUnsubscribes).values({
      email: input.email,
      mailingListRemove: input.mailingListRemove,
      changedMindConfirmation: input.changedMindConfirmation,
      createdAt: services.now(),
    });
    return { applied: true, message: input.mailingListRemove ? m.unsubscribed : m.resubscribed };
  }
  if (input.token) throw rejected(m.badLink);
  // Only addresses Marquee mails (its users') get a confirmation: the form cannot send mail to strangers.
  const [known] = await services.db.select({ id: users.id }).from(users).where(and(sql`lower(${users.email}) = ${input.email}`, isNull(users.deletedAt))).limit(1);
  if (!known) return { applied: false, message: m.confirmationSent };
  const limit = await hitRateLimit(services.db, confirmRule, input.email, services.now());
  if (limit.limited) throw rateLimited(m.confirmationSent, limit.retryAfterSeconds);
  const link = `${unsubscribeUrl(services, input.email)}&choice=${input.mailingListRemove ? "unsubscribe" : "changedMind"}`;
  const rendered = renderMail({
    greeting: "Hello,",
    blocks: [
      input.mailingListRemove ? "Someone asked to stop emails from Marquee hosts to this address. If it was you, confirm here:" : "Someone asked to keep receiving emails from Marquee hosts at this address. If it was you, confirm here:",
      { button: { label: "Confirm my choice", url: link } },
      "If it was not you, ignore this email: nothing changes.",
    ],
  });
  await queueMail(services.db, services, { kind: "unsubscribe-confirm", to: input.email, subject: "Confirm your email choice", ...rendered });
  await deliverSoon(services);
  return { applied: false, message: m.confirmationSent };
}
