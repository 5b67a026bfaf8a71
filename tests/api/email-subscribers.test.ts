// Email to subscribers and unsubscribing (001 §2.5, 002 §2.4, §2.7, §5, §7):
// get-event-title, get-channel-title, email-to-subscriber and mailing-unsubscribe with good and bad
// input; only the owner sends, at most 3 times a day; the subscriber-mail job mails booked attendees
// (or active subscribers) in batches, exactly once even after a failed run, with a signed one-click
// unsubscribe link; people who unsubscribed are skipped; a forged token changes nothing.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, channelSubscriptions, mailingUnsubscribes, subscriberMailings } from "~server/db/schema";
import { deliverPendingMail } from "~server/domain/mail";
import { sendSubscriberMailings, unsubscribeToken } from "~server/domain/support/mailings";
import type { MailMessage } from "~server/integrations/mail/transport";
import { useTestApi } from "~tests/support/api";
import { createBooking, createHostedChannel, createHostedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

async function host() {
  const user = await createUser(t);
  return { user, token: await loginAs(t, user) };
}

/** An event of the host's with `n` booked attendees. */
async function eventWithAttendees(hostUser: Awaited<ReturnType<typeof host>>["user"], n: number) {
  const eventId = await createHostedEvent(t.db, hostUser.row);
  const attendees = [];
  for (let i = 0; i < n; i += 1) {
    const attendee = await createUser(t);
    await createBooking(t.db, eventId, attendee.id);
    attendees.push(attendee);
  }
  return { eventId, attendees };
}

const send = (token: string, body: Record<string, unknown>) => t.call<{ success: boolean; message: string; recipients: number }>("POST", "email-to-subscriber", { token, body });
const mailsOf = (email: string) => t.mails.filter((mail: MailMessage) => mail.to === email && mail.kind === "subscriber-mail");

async function runJob(batch?: number) {
  const run = await sendSubscriberMailings(t.services, batch);
  await deliverPendingMail(t.services);
  return run;
}

describe("titles (get-event-title, get-channel-title)", () => {
  it("answers the owner's own event or channel title; anyone else's or an unknown id is not found", async () => {
    const owner = await host();
    const eventId = await createHostedEvent(t.db, owner.user.row, { title: "Morning mobility" });
    const channelId = await createHostedChannel(t.db, owner.user.row, { title: "Pilates club" });
    expect((await t.call<{ title: string }>("GET", `get-event-title?id=${eventId}`, { token: owner.token })).data).toEqual({ title: "Morning mobility" });
    expect((await t.call<{ title: string }>("GET", `get-channel-title?id=${channelId}`, { token: owner.token })).data).toEqual({ title: "Pilates club" });
    const other = await host();
    for (const path of [`get-event-title?id=${eventId}`, `get-channel-title?id=${channelId}`, "get-event-title?id=999999999", "get-event-title?id=abc", "get-channel-title"]) {
      const answer = await t.call("GET", path, { token: other.token });
      expect(answer.status, path).toBe(404);
      expect(answer.message).toMatch(/^Unable to fetch (event|channel) detail, Please contact admin\.$/);
    }
  });
});

describe("email-to-subscriber", () => {
  it("refuses bad input, another host's event and a channel id sent as an event, recording nothing", async () => {
    const owner = await host();
    const { eventId } = await eventWithAttendees(owner.user, 1);
    const empty = await send(owner.token, { subject: "", message: " ", type_id: eventId, type: "event" });
    expect([empty.status, empty.errors]).toEqual([422, { subject: ["Subject is required"], message: ["Message is required"] }]);
    const badType = await send(owner.token, { subject: "Hi", message: "Hello", type_id: eventId, type: "podcast" });
    expect(badType.status).toBe(422);
    const other = await host();
    const stranger = await send(other.token, { subject: "Hi", message: "Hello", type_id: eventId, type: "event" });
    expect([stranger.status, stranger.message]).toEqual([404, "Unable to fetch event detail, Please contact admin."]);
    const asChannel = await send(other.token, { subject: "Hi", message: "Hello", type_id: eventId, type: "channel" });
    expect(asChannel.status).toBe(404);
    const channelId = await createHostedChannel(t.db, owner.user.row);
    const theirChannel = await send(other.token, { subject: "Hi", message: "Hello", type_id: channelId, type: "channel" });
    expect([theirChannel.status, theirChannel.message]).toEqual([404, "Unable to fetch channel detail, Please contact admin."]);
    expect(await t.db.select().from(subscriberMailings).where(and(eq(subscriberMailings.type, "channel"), eq(subscriberMailings.typeId, channelId)))).toEqual([]);
    expect(await t.db.select().from(subscriberMailings).where(and(eq(subscriberMailings.type, "event"), eq(subscriberMailings.typeId, eventId)))).toEqual([]);
  });

  it("mails each booked attendee once with a signed unsubscribe link and List-Unsubscribe headers, skipping cancelled bookings and the unsubscribed", async () => {
    const owner = await host();
    const { eventId, attendees } = await eventWithAttendees(owner.user, 4);
    const [kept, cancelled, leaver, other] = attendees as [typeof attendees[0], typeof attendees[0], typeof attendees[0], typeof attendees[0]];
    await t.db.update(bookings).set({ status: "cancelled" }).where(and(eq(bookings.eventId, eventId), eq(bookings.userId, cancelled.id)));
    const left = await t.call("POST", "mailing-unsubscribe", { body: { email: leaver.email, mailingListRemove: true, changedMindConfirmation: false, token: unsubscribeToken("test-link-secret", leaver.email) } });
    expect([left.status, left.message]).toEqual([200, "You have been unsubscribed. You will not receive emails from Marquee hosts any more."]);

    t.nudges.length = 0;
    const answer = await send(owner.token, { subject: "Room change", message: "We meet in the big studio this week.", type_id: String(eventId), type: "event" });
    expect([answer.status, answer.data?.success, answer.data?.message]).toEqual([200, true, "Your email is on its way to 2 subscribers."]);
    expect(t.nudges).toContain("subscriber-mail");
    // Nothing is mailed until the job runs.
    expect(mailsOf(kept.email)).toEqual([]);
    await runJob();
    await runJob();

    for (const person of [kept, other]) {
      const mails = mailsOf(person.email);
      expect(mails, person.email).toHaveLength(1);
      expect(mails[0]).toMatchObject({ subject: "Room change" });
      expect(mails[0]!.text).toContain("We meet in the big studio this week.");
      const link = `http://localhost:3000/email-unsubscribe?email=${encodeURIComponent(person.email.toLowerCase())}&token=${unsubscribeToken("test-link-secret", person.email)}`;
      expect(mails[0]!.text).toContain(link);
      expect(mails[0]!.headers).toEqual({ "List-Unsubscribe": `<${link}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" });
    }
    expect(mailsOf(cancelled.email)).toEqual([]);
    expect(mailsOf(leaver.email)).toEqual([]);
    const [mailing] = await t.db.select().from(subscriberMailings).where(and(eq(subscriberMailings.type, "event"), eq(subscriberMailings.typeId, eventId)));
    expect(mailing).toMatchObject({ status: "done", sentCount: 2 });
  });

  it("mails a channel's active subscribers only", async () => {
    const owner = await host();
    const channelId = await createHostedChannel(t.db, owner.user.row);
    const active = await createUser(t);
    const gone = await createUser(t);
    await t.db.insert(channelSubscriptions).values([
      { channelId, userId: active.id, fromDate: new Date() },
      { channelId, userId: gone.id, fromDate: new Date(), status: "cancelled_by_host" },
    ]);
    expect((await send(owner.token, { subject: "New module", message: "Module 3 is live.", type_id: channelId, type: "channel" })).status).toBe(200);
    await runJob();
    expect(mailsOf(active.email).map((mail) => mail.subject)).toEqual(["New module"]);
    expect(mailsOf(gone.email)).toEqual([]);
  });

  it("allows 3 sends a day per event: the 4th is refused and records nothing; the next day sends again", async () => {
    const owner = await host();
    const { eventId } = await eventWithAttendees(owner.user, 1);
    t.setNow(new Date("2026-11-22T09:00:00Z"));
    try {
      for (let i = 1; i <= 3; i += 1) expect((await send(owner.token, { subject: `Note ${i}`, message: "Hello", type_id: eventId, type: "event" })).status).toBe(200);
      const fourth = await send(owner.token, { subject: "Note 4", message: "Hello", type_id: eventId, type: "event" });
      expect([fourth.status, fourth.message]).toEqual([400, "You have already emailed these subscribers 3 times today. Please try again tomorrow."]);
      expect(await t.db.select().from(subscriberMailings).where(and(eq(subscriberMailings.type, "event"), eq(subscriberMailings.typeId, eventId)))).toHaveLength(3);
      t.setNow(new Date("2026-11-23T00:30:00Z"));
      expect((await send(owner.token, { subject: "Next day", message: "Hello", type_id: eventId, type: "event" })).status).toBe(200);
    } finally {
      t.setNow(null as unknown as Date);
    }
  });

  it("sends in batches, and a run that fails halfway sends nobody twice", async () => {
    // Earlier tests' sends are mailed first, so the counts below are this send's.
    while ((await runJob()).mailed > 0);
    const owner = await host();
    const { eventId, attendees } = await eventWithAttendees(owner.user, 5);
    await send(owner.token, { subject: "Batches", message: "Hello all", type_id: eventId, type: "event" });
    // The first run dies while queueing the second mail of its batch: the whole batch is rolled back.
    const clock = t.services.now;
    let calls = 0;
    t.services.now = () => {
      calls += 1;
      if (calls === 2) throw new Error("the machine died");
      return clock();
    };
    try {
      await expect(sendSubscriberMailings(t.services, 2)).rejects.toThrow("the machine died");
    } finally {
      t.services.now = clock;
    }
    await deliverPendingMail(t.services);
    expect(attendees.flatMap((person) => mailsOf(person.email))).toEqual([]);

    expect((await runJob(2)).mailed).toBe(2);
    expect((await runJob(2)).mailed).toBe(2);
    expect((await runJob(2)).mailed).toBe(1);
    expect((await runJob(2)).mailed).toBe(0);
    for (const person of attendees) expect(mailsOf(person.email).filter((mail) => mail.subject === "Batches"), person.email).toHaveLength(1);
  });
});

describe("mailing-unsubscribe", () => {
  it("needs exactly one of the two options", async () => {
    const person = await createUser(t);
    const token = unsubscribeToken("test-link-secret", person.email);
    for (const flags of [{ mailingListRemove: false, changedMindConfirmation: false }, { mailingListRemove: true, changedMindConfirmation: true }]) {
      const answer = await t.call("POST", "mailing-unsubscribe", { body: { email: person.email, token, ...flags } });
      expect([answer.status, answer.errors]).toEqual([422, { mailingListRemove: ["You must select one of the above checkbox options"] }]);
    }
    const badEmail = await t.call("POST", "mailing-unsubscribe", { body: { email: "not-an-email", mailingListRemove: 1, changedMindConfirmation: 0 } });
    expect(badEmail.errors).toEqual({ email: ["Must be a valid email"] });
    expect(await t.db.select().from(mailingUnsubscribes).where(eq(mailingUnsubscribes.email, person.email.toLowerCase()))).toEqual([]);
  });

  it("refuses a forged or someone else's token, changing nothing", async () => {
    const victim = await createUser(t);
    const attacker = await createUser(t);
    for (const token of ["forged", unsubscribeToken("another-secret", victim.email), unsubscribeToken("test-link-secret", attacker.email)]) {
      const answer = await t.call("POST", "mailing-unsubscribe", { body: { email: victim.email, mailingListRemove: 1, changedMindConfirmation: 0, token } });
      expect([answer.status, answer.message]).toEqual([400, "This link is not valid any more. Enter your email address to get a new one."]);
    }
    expect(await t.db.select().from(mailingUnsubscribes).where(eq(mailingUnsubscribes.email, victim.email.toLowerCase()))).toEqual([]);
  });

  it("while SESSION_SECRET rotates, a link signed with an older secret still unsubscribes; one signed with a dropped secret does not", async () => {
    const reader = await createUser(t);
    const config = t.services.config;
    const refused = await t.call("POST", "mailing-unsubscribe", { body: { email: reader.email, mailingListRemove: 1, changedMindConfirmation: 0, token: unsubscribeToken("older-link-secret", reader.email) } });
    expect(refused.status).toBe(400);
    config.olderLinkSecrets = ["older-link-secret"];
    try {
      const answer = await t.call<{ applied: boolean }>("POST", "mailing-unsubscribe", { body: { email: reader.email, mailingListRemove: 1, changedMindConfirmation: 0, token: unsubscribeToken("older-link-secret", reader.email) } });
      expect([answer.status, answer.data?.applied]).toEqual([200, true]);
    } finally {
      delete config.olderLinkSecrets;
    }
    expect(await t.db.select().from(mailingUnsubscribes).where(eq(mailingUnsubscribes.email, reader.email.toLowerCase()))).toHaveLength(1);
  });

  it("a typed address gets a confirmation mail with a signed link (an unknown one gets the same answer and no mail); changing one's mind re-subscribes", async () => {
    const person = await createUser(t);
    const typed = await t.call<{ applied: boolean }>("POST", "mailing-unsubscribe", { body: { email: person.email.toUpperCase(), mailingListRemove: "on", changedMindConfirmation: "" } });
    expect([typed.status, typed.data?.applied, typed.message]).toEqual([200, false, "If this address receives our emails, we have sent it a link to confirm your choice."]);
    const confirmation = t.mails.find((mail) => mail.to === person.email.toLowerCase() && mail.kind === "unsubscribe-confirm");
    expect(confirmation?.text).toContain(`token=${unsubscribeToken("test-link-secret", person.email)}`);
    expect(await t.db.select().from(mailingUnsubscribes).where(eq(mailingUnsubscribes.email, person.email.toLowerCase()))).toEqual([]);

    const before = t.mails.length;
    const unknown = await t.call("POST", "mailing-unsubscribe", { body: { email: "nobody-at-all@example.com", mailingListRemove: 1, changedMindConfirmation: 0 } });
    expect([unknown.status, unknown.message]).toEqual([200, typed.message]);
    expect(t.mails.length).toBe(before);

    // Unsubscribed, then changed their mind: mailed again.
    const token = unsubscribeToken("test-link-secret", person.email);
    await t.call("POST", "mailing-unsubscribe", { body: { email: person.email, mailingListRemove: 1, changedMindConfirmation: 0, token } });
    const back = await t.call("POST", "mailing-unsubscribe", { body: { email: person.email, mailingListRemove: 0, changedMindConfirmation: 1, token } });
    expect(back.message).toBe("Thank you. You will keep receiving emails from Marquee hosts.");
    const owner = await host();
    const eventId = await createHostedEvent(t.db, owner.user.row);
    await createBooking(t.db, eventId, person.id);
    await send(owner.token, { subject: "Welcome back", message: "Hello", type_id: eventId, type: "event" });
    await runJob();
    expect(mailsOf(person.email).map((mail) => mail.subject)).toContain("Welcome back");
  });
});
