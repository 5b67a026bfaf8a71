// A course's previous and next (002 §3 "Event in channel": previous/next event id, type and slug;
// 001 §2.3: a channel's subscribers open /doc-event-details/{id} with previous/next): in
// GET pre-recorded-event/{id} and GET documentevent/{id}, in the host's order across the channel's
// modules, lessons and documents alike (live events are not stepped through). The subscriber, the
// host and an administrator get them; anyone else gets nothing private: null fields on the lesson's
// public page, 404 for the document. Also: may_watch says the player (or its empty state) is theirs
// even before the host uploads the video. Then the pages as the server sends them (what a browser
// without JavaScript gets): the steps as plain links, the player's empty state, and the document's
// download, whose missing file is the site's error page. Runs on PGlite and PostgreSQL.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ChannelNeighbourFields, DocEventDetailData, PreRecordedEventData } from "~server/api/contract";
import { channelSubscriptions, documentEvents, events } from "~server/db/schema";
import { createDocumentEvents, createModules, subscribe } from "~server/seed/channels";
import { useTestApi } from "~tests/support/api";
import { bookEvent, createHostedChannel, createHostedEvent, createPreRecordedEvent, createUpload } from "~tests/support/factories";
import { pageHtml, sessionCookieOf, useWebApp } from "~tests/support/web-app";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();
const web = useWebApp(t);
const get = (path: string, cookie: string) => web.fetch(new Request(`http://localhost${path}`, { headers: { cookie } }));

const lessonPage = (token: string, id: number) => t.call<PreRecordedEventData>("GET", `pre-recorded-event/${id}`, { token });
const documentPage = (token: string, id: number) => t.call<DocEventDetailData>("GET", `documentevent/${id}`, { token });

type Step = ["Pre Recorded" | "Document", number] | null;
/** The previous and next an answer names, as [type, id] or null. */
function steps(fields: ChannelNeighbourFields): { previous: Step; next: Step } {
  return {
    previous: fields.preveventid === null ? null : [fields.preveventtype!, fields.preveventid],
    next: fields.nexteventid === null ? null : [fields.nexteventtype!, fields.nexteventid],
  };
}

const NO_STEPS = { preveventid: null, preveventtype: null, preveventslug: null, preveventtitle: null, nexteventid: null, nexteventtype: null, nexteventslug: null, nexteventtitle: null };

/**
 * A published fixed course of two modules, in the host's order (chan_sort_order):
 *   Week 1: lesson A (1), handout (2) — Week 2: lesson B (3), a live clinic (4), lesson C (5), checklist (6).
 * Lesson C has no file yet. Plus a draft lesson (inactive) and a withdrawn document at the end.
 */
async function course() {
  const host = await createUser(t);
  const channelId = await createHostedChannel(t.db, host.row, { title: "Watercolour course", eventType: "Pre Recorded and Live", isMonthlySubscription: false, isModular: true });
  const [week1, week2] = await createModules(t.db, channelId, ["Week 1", "Week 2"]);
  const video = async (title: string, moduleId: number, order: number, withFile = true) =>
    createPreRecordedEvent(t.db, host.row, {
      title,
      channelId,
      channelModuleId: moduleId,
      chanSortOrder: order,
      fullVideo: withFile ? await createUpload(t.db, { userId: host.id, purpose: "full-video", status: "attached" }) : null,
    });
  const lessonA = await video("Mixing greens", week1!, 1);
  const lessonB = await video("Wet on wet", week2!, 3);
  const lessonC = await video("Skies", week2!, 5, false);
  const draft = await video("Unfinished lesson", week2!, 7);
  await t.db.update(events).set({ active: false }).where(eq(events.id, draft));
  await createHostedEvent(t.db, host.row, { title: "Live clinic", channelId, channelModuleId: week2, chanSortOrder: 4 });
  const document = async (title: string, moduleId: number, order: number, active = true) => {
    await createDocumentEvents(t.db, host.row, channelId, [{ title, description: "<p>Print it.</p>", document: await createUpload(t.db, { userId: host.id, purpose: "document", status: "attached" }), channelModuleId: moduleId, chanSortOrder: order, active }]);
    const [row] = await t.db.select({ id: documentEvents.id }).from(documentEvents).where(and(eq(documentEvents.channelId, channelId), eq(documentEvents.title, title)));
    return row!.id;
  };
  const handout = await document("Colour wheel handout", week1!, 2);
  const checklist = await document("Kit checklist", week2!, 6);
  const withdrawn = await document("Old handout", week2!, 8, false);
  const subscriber = await createUser(t);
  await subscribe(t.db, subscriber.id, channelId, { monthly: false });
  return { host, channelId, lessonA, lessonB, lessonC, draft, handout, checklist, withdrawn, subscriber };
}

describe("previous and next in a course", () => {
  it("leads a subscriber through lessons and documents in the host's order across modules, from the first to the last", async () => {
    const c = await course();
    const token = await loginAs(t, c.subscriber);
    const first = await lessonPage(token, c.lessonA);
    expect(first.status).toBe(200);
    // The first lesson: nothing before it.
    expect(steps(first.data!)).toEqual({ previous: null, next: ["Document", c.handout] });
    expect(first.data).toMatchObject({ may_watch: true, video_available: true, nexteventtitle: "Colour wheel handout", nexteventslug: null });

    // The last item of Week 1 leads into Week 2.
    const handout = await documentPage(token, c.handout);
    expect(handout.status).toBe(200);
    expect(steps(handout.data!.docevent)).toEqual({ previous: ["Pre Recorded", c.lessonA], next: ["Pre Recorded", c.lessonB] });
    expect(handout.data!.docevent).toMatchObject({ preveventtitle: "Mixing greens", preveventslug: "mixing-greens", nexteventtitle: "Wet on wet", nexteventslug: "wet-on-wet" });

    // The live clinic between lessons B and C is stepped over.
    expect(steps((await lessonPage(token, c.lessonB)).data!)).toEqual({ previous: ["Document", c.handout], next: ["Pre Recorded", c.lessonC] });
    expect(steps((await lessonPage(token, c.lessonC)).data!)).toEqual({ previous: ["Pre Recorded", c.lessonB], next: ["Document", c.checklist] });
    // The last: the draft lesson and the withdrawn document are not the subscriber's.
    const last = await documentPage(token, c.checklist);
    expect(steps(last.data!.docevent)).toEqual({ previous: ["Pre Recorded", c.lessonC], next: null });
  });

  it("shows the host their inactive items too, and an administrator what subscribers see", async () => {
    const c = await course();
    const host = await loginAs(t, c.host);
    expect(steps((await documentPage(host, c.checklist)).data!.docevent)).toEqual({ previous: ["Pre Recorded", c.lessonC], next: ["Pre Recorded", c.draft] });
    expect(steps((await lessonPage(host, c.draft)).data!)).toEqual({ previous: ["Document", c.checklist], next: ["Document", c.withdrawn] });
    const admin = await loginAs(t, await createUser(t, { role: "admin" }));
    expect(steps((await documentPage(admin, c.checklist)).data!.docevent)).toEqual({ previous: ["Pre Recorded", c.lessonC], next: null });
  });

  it("gives a subscriber the document's page without its storage key or Edit; the host gets both", async () => {
    const c = await course();
    const [row] = await t.db.select().from(documentEvents).where(eq(documentEvents.id, c.handout));
    const asSubscriber = await documentPage(await loginAs(t, c.subscriber), c.handout);
    expect(asSubscriber.data!.docevent).toMatchObject({ id: c.handout, title: "Colour wheel handout", document: null, can_edit: false, channel: { has_subscribers: false } });
    expect(JSON.stringify(asSubscriber)).not.toContain(row!.document);
    const asHost = await documentPage(await loginAs(t, c.host), c.handout);
    expect(asHost.data!.docevent).toMatchObject({ document: row!.document, can_edit: true, channel: { has_subscribers: true } });
  });

  it("gives anyone else nothing private: no steps on the lesson's page, 404 for the document, and no player", async () => {
    const c = await course();
    const stranger = await loginAs(t, await createUser(t));
    const lesson = await lessonPage(stranger, c.lessonA);
    expect(lesson.status).toBe(200);
    expect(lesson.data).toMatchObject({ may_watch: false, video_available: false, ...NO_STEPS });
    expect(JSON.stringify(lesson.data)).not.toContain("Colour wheel handout");
    expect(await documentPage(stranger, c.handout)).toMatchObject({ status: 404, success: false, data: null, message: "Document event not found" });
    // A subscriber does not get an item the host withdrew, nor one after their subscription ended.
    const subscriber = await loginAs(t, c.subscriber);
    expect(await documentPage(subscriber, c.withdrawn)).toMatchObject({ status: 404, data: null });
    await t.db.update(channelSubscriptions).set({ status: "cancelled" }).where(eq(channelSubscriptions.userId, c.subscriber.id));
    expect(await documentPage(subscriber, c.handout)).toMatchObject({ status: 404, data: null });
    expect((await lessonPage(subscriber, c.lessonA)).data).toMatchObject({ may_watch: false, ...NO_STEPS });
  });

  it("says a viewer may watch before the host uploads the video (the player's empty state), and gives a lesson bought on its own no steps", async () => {
    const c = await course();
    const watched = await lessonPage(await loginAs(t, c.subscriber), c.lessonC);
    expect(watched.data).toMatchObject({ may_watch: true, video_available: false });
    // A recorded event outside any channel: a buyer may watch it, with no previous or next.
    const solo = await createPreRecordedEvent(t.db, c.host.row, { title: "Quick sketch" });
    const buyer = await createUser(t);
    await bookEvent(t.db, { eventId: solo, userId: buyer.id });
    expect((await lessonPage(await loginAs(t, buyer), solo)).data).toMatchObject({ may_watch: true, video_available: false, ...NO_STEPS });
  });
});

describe("the course's pages as the server sends them", () => {
  it("draw the steps as plain links, and the player's empty state when the lesson has no file yet", async () => {
    const c = await course();
    const cookie = await sessionCookieOf(t, c.subscriber);
    const lesson = await pageHtml(web, `/pre-recorded-event/${c.lessonC}/skies`, cookie);
    expect(lesson).toContain('data-testid="player-empty"');
    expect(lesson).toContain("The host has not uploaded the video yet.");
    expect(lesson).not.toContain('data-testid="full-video"');
    expect(lesson).toMatch(new RegExp(`<a[^>]*href="/pre-recorded-event/${c.lessonB}/wet-on-wet"[^>]*rel="prev"|<a[^>]*rel="prev"[^>]*href="/pre-recorded-event/${c.lessonB}/wet-on-wet"`));
    expect(lesson).toMatch(new RegExp(`<a[^>]*href="/doc-event-details/${c.checklist}"[^>]*rel="next"|<a[^>]*rel="next"[^>]*href="/doc-event-details/${c.checklist}"`));
    // Only its host is offered the upload page from there.
    expect(lesson).not.toContain(`href="/pre-recorded-video/${c.lessonC}"`);
    const asHost = await pageHtml(web, `/pre-recorded-event/${c.lessonC}/skies`, await sessionCookieOf(t, c.host));
    expect(asHost).toContain('data-testid="player-empty"');
    expect(asHost).toContain(`href="/pre-recorded-video/${c.lessonC}"`);
    // With a file: the player, and no empty state.
    const playing = await pageHtml(web, `/pre-recorded-event/${c.lessonA}/mixing-greens`, cookie);
    expect(playing).toContain('data-testid="full-video"');
    expect(playing).not.toContain('data-testid="player-empty"');
    // The document's page: Download, the steps, and no Edit for a subscriber.
    const handout = await pageHtml(web, `/doc-event-details/${c.handout}`, cookie);
    expect(handout).toContain(`href="/doc-event-details/${c.handout}/download"`);
    expect(handout).toContain(`href="/pre-recorded-event/${c.lessonA}/mixing-greens"`);
    expect(handout).not.toContain(`/doc-event-create/`);
  });

  it("sends the subscriber to the file; a missing file is the site's error page with the spec's text; anyone else the 404 page", async () => {
    const c = await course();
    const cookie = await sessionCookieOf(t, c.subscriber);
    const download = await get(`/doc-event-details/${c.handout}/download`, cookie);
    expect(download.status).toBe(302);
    expect(download.headers.get("location")).toMatch(/^\/storage\/files\/documents\/[0-9a-f-]+\.pdf\?.*signature=/);
    expect(download.headers.get("cache-control")).toContain("no-store");

    // A stored name that is no file (old or hand-made data): the error page inside the site's layout.
    await t.db.update(documentEvents).set({ document: "demo/documents/handout.pdf" }).where(eq(documentEvents.id, c.handout));
    const missing = await get(`/doc-event-details/${c.handout}/download`, cookie);
    expect(missing.status).toBe(503);
    expect(missing.headers.get("content-type")).toContain("text/html");
    const page = await missing.text();
    expect(page).toContain("Unable to fetch document event details, Please contact admin.");
    expect(page).toContain('<main id="main"');
    expect(page).toContain('href="/my-account"');

    const stranger = await get(`/doc-event-details/${c.checklist}/download`, await sessionCookieOf(t, await createUser(t)));
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).toContain("404 Page Not Found");
  });
});
