// The host's flows without dead ends (ADR 060), through the pages' own actions and loaders,
// which reach the API in-process on this file's database: where a saved event leads, bulk
// pre-recorded creation outside a channel with its ticket prices (spec 001 §2.1, §2.7), and the
// actions a page offers only when the server would take them.
import type { AppLoadContext } from "@remix-run/node";
import { asc, eq } from "drizzle-orm";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { HostCard } from "~/components/events/host-card";
import type { ChannelDetailData, MyChannelsData } from "~server/api/contract";
import { channels, events, packages, users } from "~server/db/schema";
import { createModules } from "~server/seed/channels";
import { channelActions, channelRowFacts } from "~shared/channel-status";
import { loginAs } from "~tests/api/auth-support";
import { useTestApi } from "~tests/support/api";
import { createChannelSubscription } from "~tests/support/channel-subscriptions";
import { createCategory, createHostedChannel, createPreRecordedEvent, createUpload, createUser, dateFromToday, type TestUser } from "~tests/support/factories";
import { render } from "~tests/support/render";
import { sessionCookieOf, useAppServices } from "~tests/support/web-app";

const t = useTestApi();

useAppServices(t);

type RouteFunction = (args: { request: Request; params: Record<string, string>; context: AppLoadContext }) => Promise<unknown>;

const eventCreate = await import("~/routes/event-create");
const preRecordedBulk = await import("~/routes/pre-recorded-bulk");
const createChannel = await import("~/routes/create-channel");
const preRecordedVideo = await import("~/routes/pre-recorded-video");

/** Runs a loader or action as Remix would; the answer, returned or thrown. */
async function run(fn: RouteFunction, request: Request, params: Record<string, string> = {}): Promise<unknown> {
  try {
    // A context per request, as the server makes one (it keeps the request's session user).
    return await fn({ request, params, context: { requestId: "host-flows", clientIp: "203.0.113.60", cspNonce: null } as AppLoadContext });
  } catch (thrown) {
    return thrown;
  }
}

async function post(fn: RouteFunction, path: string, host: TestUser, fields: Record<string, string | string[]>, params: Record<string, string> = {}) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) body.append(name, one);
  const request = new Request(`http://localhost${path}`, { method: "POST", headers: { cookie: await sessionCookieOf(t, host), origin: "http://localhost" }, body });
  return run(fn, request, params);
}

/** The redirect's location, or a description of what came back instead. */
function locationOf(outcome: unknown): string {
  if (outcome instanceof Response && outcome.status >= 300 && outcome.status < 400) return outcome.headers.get("location") ?? "";
  const value = outcome as { data?: unknown; init?: { status?: number } | null };
  return `not a redirect: ${value.init?.status ?? (outcome instanceof Response ? outcome.status : "?")} ${JSON.stringify((value.data as { errors?: unknown; formErrors?: unknown } | undefined)?.errors ?? value.data ?? null).slice(0, 400)}`;
}

async function eventForm(host: TestUser, overrides: Record<string, string | string[]> = {}): Promise<Record<string, string | string[]>> {
  const day = dateFromToday(5);
  return {
    intent: "save",
    event_type: "Online Event",
    title: "Evening flow",
    category_id: String(await createCategory(t.db, { kind: "event" })),
    description: "An hour of slow yoga before bed.",
    event_date: day,
    end_date: day,
    event_time: "19:00",
    end_time: "20:00",
    time_zone: "Europe/London",
    ticket_price: "12.50",
    photos: await createUpload(t.db, { userId: host.id, purpose: "event-image" }),
    ...overrides,
  };
}

/** A bulk of one pre-recorded video outside a channel, made through /event-create; its parent's id. */
async function bulkOfOne(host: TestUser, title: string): Promise<number> {
  const form = await eventForm(host, { event_type: "Pre Recorded", title, ticket_price: "6.00", is_bulk_event: "on", bulk_event: "1" });
  await post(eventCreate.action as RouteFunction, "/event-create", host, form);
  const [parent] = await t.db.select().from(events).where(eq(events.userId, host.id));
  return parent!.id;
}

/** The post of /pre-recorded-bulk/{id} with one row, its files stored. */
async function oneRow(host: TestUser, intent: string, row: { title: string; description: string; ticket_price: string }) {
  return {
    intent,
    rows: "1",
    in_channel: "0",
    has_modules: "0",
    "bulk.0.title": row.title,
    "bulk.0.description": row.description,
    "bulk.0.images": await createUpload(t.db, { userId: host.id, purpose: "event-image" }),
    "bulk.0.video": await createUpload(t.db, { userId: host.id, purpose: "full-video" }),
    "bulk.0.ticket_price": row.ticket_price,
  };
}

describe("after saving an event the host lands on it (001 §4, ADR 060)", () => {
  it("a new live event leads to its own page, not the marketplace home", async () => {
    const host = await createUser(t.db);
    const location = locationOf(await post(eventCreate.action as RouteFunction, "/event-create", host, await eventForm(host)));
    expect(location).toMatch(/^\/event-detail\//);
    const [saved] = await t.db.select().from(events).where(eq(events.userId, host.id));
    expect(location).toBe(`/event-detail/${saved!.id}/evening-flow`);
  });

  it("an update of a live event leads to its page too", async () => {
    const host = await createUser(t.db);
    await post(eventCreate.action as RouteFunction, "/event-create", host, await eventForm(host));
    const [saved] = await t.db.select().from(events).where(eq(events.userId, host.id));
    const form = await eventForm(host, { title: "Evening flow, longer", event_id: String(saved!.id) });
    const location = locationOf(await post(eventCreate.action as RouteFunction, `/event-create/${saved!.id}`, host, form, { id: String(saved!.id) }));
    expect(location).toBe(`/event-detail/${saved!.id}/evening-flow-longer`);
  });

  it("a single pre-recorded event continues to its video (001 §4)", async () => {
    const host = await createUser(t.db);
    const form = await eventForm(host, { event_type: "Pre Recorded", ticket_price: "6.00" });
    const location = locationOf(await post(eventCreate.action as RouteFunction, "/event-create", host, form));
    expect(location).toMatch(/^\/pre-recorded-video\//);
    const [saved] = await t.db.select().from(events).where(eq(events.userId, host.id));
    expect(saved!.isBulkEvent).toBe(false);
    expect(location).toBe(`/pre-recorded-video/${saved!.id}`);
  });
});

describe("spec 001 §2.1 and §2.7: bulk pre-recorded creation outside a channel, with its ticket price", () => {
  it("the bulk box on /event-create leads to the rows, each row's price is kept, and the host lands on their pre-recorded events", async () => {
    const host = await createUser(t.db);
    const form = await eventForm(host, { event_type: "Pre Recorded", title: "Mobility course", ticket_price: "6.00", is_bulk_event: "on", bulk_event: "2" });
    const location = locationOf(await post(eventCreate.action as RouteFunction, "/event-create", host, form));
    const [parent] = await t.db.select().from(events).where(eq(events.userId, host.id));
    expect(parent).toMatchObject({ isBulkEvent: true, bulkEventCount: 2, channelId: null });
    expect(location).toBe(`/pre-recorded-bulk/${parent!.id}`);

    const row = async (index: number, title: string, price: string) => ({
      [`bulk.${index}.title`]: title,
      [`bulk.${index}.description`]: "Ten minutes of joint circles.",
      [`bulk.${index}.images`]: await createUpload(t.db, { userId: host.id, purpose: "event-image" }),
      [`bulk.${index}.video`]: await createUpload(t.db, { userId: host.id, purpose: "full-video" }),
      [`bulk.${index}.ticket_price`]: price,
      [`bulk.${index}.pre_recorded_duration`]: "600",
    });
    const rows = { intent: "save", rows: "2", in_channel: "0", has_modules: "0", ...(await row(0, "Hips", "6.00")), ...(await row(1, "Shoulders", "9.50")) };
    const done = locationOf(await post(preRecordedBulk.action as RouteFunction, `/pre-recorded-bulk/${parent!.id}`, host, rows, { id: String(parent!.id) }));
    expect(done).toBe("/event-management?type=pre-recorded");
    const made = await t.db
      .select({ title: events.title, price: events.ticketPricePence, channel: events.channelId })
      .from(events)
      .where(eq(events.userId, host.id))
      .orderBy(asc(events.id));
    expect(made).toEqual([
      { title: "Hips", price: 600, channel: null },
      { title: "Shoulders", price: 950, channel: null },
    ]);
  });

  it("a bulk row outside a channel without a price is refused with the spec's message, and nothing is created", async () => {
    const host = await createUser(t.db);
    const parentId = await bulkOfOne(host, "Breath course");
    const rows = await oneRow(host, "save", { title: "Box breathing", description: "Four counts in, four counts out.", ticket_price: "" });
    const outcome = (await post(preRecordedBulk.action as RouteFunction, `/pre-recorded-bulk/${parentId}`, host, rows, { id: String(parentId) })) as {
      data: { errors: Record<string, string[]> };
      init: { status: number };
    };
    expect(outcome.init.status).toBe(422);
    expect(outcome.data.errors["bulk.0.ticket_price"]).toBeDefined();
    const [still] = await t.db.select().from(events).where(eq(events.id, parentId));
    expect(still!.title).toBe("Breath course");
  });

  it("without the box, a pre-recorded event on /event-create is not a bulk even when a number is posted", async () => {
    const host = await createUser(t.db);
    const form = await eventForm(host, { event_type: "Pre Recorded", ticket_price: "6.00", bulk_event: "3" });
    await post(eventCreate.action as RouteFunction, "/event-create", host, form);
    const [saved] = await t.db.select().from(events).where(eq(events.userId, host.id));
    expect(saved!.isBulkEvent).toBe(false);
  });
});

describe("an action the server would refuse is not offered", () => {
  it("Add Document shows on My Channels exactly while documentevent/create would take a document", async () => {
    const host = await createUser(t.db);
    const token = await loginAs(t, host);
    const channelId = await createHostedChannel(t.db, host.row, { title: "Watercolour course", eventType: "Pre Recorded Events", isModular: true });
    await t.db.update(channels).set({ isPublished: true, active: true }).where(eq(channels.id, channelId));
    const [moduleId] = await createModules(t.db, channelId, ["Basics"]);
    const offered = async () => {
      const answer = await t.call<MyChannelsData>("GET", "my-channels", { token });
      const row = answer.data!.channels.find((one) => one.id === channelId)!;
      return channelActions(channelRowFacts(row)).addDocument;
    };
    const create = async () =>
      t.call("POST", "documentevent/create", {
        token,
        body: {
          title: "Colour wheel handout",
          description: "Print it and keep it beside your palette.",
          use_channel_image: true,
          channel_id: channelId,
          channel_module_id: moduleId,
          document: await createUpload(t.db, { userId: host.id, purpose: "document" }),
        },
      });

    expect(await offered()).toBe(true);
    expect((await create()).status).toBe(200);

    const subscriber = await createUser(t.db);
    await createChannelSubscription(t.db, channelId, subscriber.id);
    expect(await offered()).toBe(false);
    expect(await create()).toMatchObject({ status: 409, message: "User has subscribed this channel so can't edit channel." });
  });
});

describe("the channel description: plain paragraphs without JavaScript, stored as sanitised HTML", () => {
  it("a post of typed text is stored as paragraphs, a list and a link, and the edit form shows the same text, not tags", async () => {
    const [plan] = await t.db.insert(packages).values({ name: "Channels for the description test", noOfChannel: 5, maxSubscriberInChannel: 40 }).returning({ id: packages.id });
    const host = await createUser(t.db, { packageId: plan!.id });
    const typed = "A calm course for beginners.\n\nYou will learn:\n\n- Breathing\n- Balance\n\nQuestions? [Write to me](https://example.com/contact) <script>alert(1)</script>";
    const outcome = await post(createChannel.action as RouteFunction, "/create-channel", host, {
      title: "Foundations of Calm",
      description: typed,
      event_type: "Pre Recorded Events",
      price: "19.99",
      is_monthly_subscription: "1",
      category_id: String(await createCategory(t.db, { kind: "channel" })),
      image: await createUpload(t.db, { userId: host.id, purpose: "channel-image" }),
    });
    expect(locationOf(outcome)).toBe("/my-channels");
    const [saved] = await t.db.select().from(channels).where(eq(channels.userId, host.id));
    expect(saved!.description).toBe(
      '<p>A calm course for beginners.</p><p>You will learn:</p><ul><li>Breathing</li><li>Balance</li></ul><p>Questions? <a href="https://example.com/contact">Write to me</a> &lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );

    const request = new Request(`http://localhost/create-channel/${saved!.id}`, { headers: { cookie: await sessionCookieOf(t, host) } });
    const page = (await run(createChannel.loader as RouteFunction, request, { id: String(saved!.id) })) as { saved: { defaults: { description: string } } };
    expect(page.saved.defaults.description).toBe(typed);
  });

  it("HTML posted to the API by another client is kept sanitised", async () => {
    const [plan] = await t.db.insert(packages).values({ name: "Channels for the API test", noOfChannel: 5, maxSubscriberInChannel: 40 }).returning({ id: packages.id });
    const host = await createUser(t.db, { packageId: plan!.id });
    const answer = await t.call<{ id: number }>("POST", "channels/create", {
      token: await loginAs(t, host),
      body: {
        title: "Hostile description",
        description: `<p onclick="alert(1)">Hello</p><script>alert(2)</script><a href="javascript:alert(3)">x</a>`,
        event_type: "Pre Recorded Events",
        price: "19.99",
        is_monthly_subscription: 1,
        category_id: await createCategory(t.db, { kind: "channel" }),
        image: await createUpload(t.db, { userId: host.id, purpose: "channel-image" }),
      },
    });
    expect(answer.status).toBe(200);
    const [saved] = await t.db.select().from(channels).where(eq(channels.id, answer.data!.id));
    expect(saved!.description).toBe("<p>Hello</p><a>x</a>");
  });
});

describe("spec 002 §3: the creator's short description and experience on channel pages", () => {
  it("the channel's answer carries them, and the creator card shows them", async () => {
    const host = await createUser(t.db);
    await t.db.update(users).set({ creatorShortDesc: "Yoga teacher in Leeds, ex-physio.", creatorExp: 12 }).where(eq(users.id, host.id));
    const channelId = await createHostedChannel(t.db, host.row, { title: "Calm course" });
    await t.db.update(channels).set({ isPublished: true, active: true }).where(eq(channels.id, channelId));
    const answer = await t.call<ChannelDetailData>("GET", `channel-detail/${channelId}`, { token: null });
    expect(answer.data!.user).toMatchObject({ creator_short_desc: "Yoga teacher in Leeds, ex-physio.", creator_exp: 12 });
    const html = await render(createElement(HostCard, { host: answer.data!.user, heading: "Creator" }));
    expect(html).toContain("Yoga teacher in Leeds, ex-physio.");
    expect(html).toContain("12 years of experience");
  });
});

describe("spec 001 §2.1, §2.7 and §4: the upload asks first, without JavaScript too", () => {
  it("Upload or Replace on a pre-recorded event asks 'Upload this video?' with the stored file, and changes nothing yet", async () => {
    const host = await createUser(t.db);
    const eventId = await createPreRecordedEvent(t.db, host.row, { title: "Morning stretch" });
    const [before] = await t.db.select({ fullVideo: events.fullVideo }).from(events).where(eq(events.id, eventId));
    const key = await createUpload(t.db, { userId: host.id, purpose: "full-video" });
    const fields = { intent: "confirm", title: "Morning stretch", current_video: before!.fullVideo ?? "", full_video: key, pre_recorded_duration: "" };
    const outcome = (await post(preRecordedVideo.action as RouteFunction, `/pre-recorded-video/${eventId}`, host, fields, { id: String(eventId) })) as {
      data: { confirm?: { key: string } };
    };
    expect(outcome.data.confirm).toEqual({ key, duration: "" });
    const [after] = await t.db.select({ fullVideo: events.fullVideo }).from(events).where(eq(events.id, eventId));
    expect(after!.fullVideo).toBe(before!.fullVideo);
  });

  it("'Upload Videos' checks the rows, then asks 'Upload these videos?' and creates nothing until the answer", async () => {
    const host = await createUser(t.db);
    const parentId = await bulkOfOne(host, "Neck course");
    const complete = await oneRow(host, "confirm", { title: "Neck rolls", description: "Slow circles, both ways.", ticket_price: "5.00" });
    const asked = (await post(preRecordedBulk.action as RouteFunction, `/pre-recorded-bulk/${parentId}`, host, complete, { id: String(parentId) })) as {
      data: { confirming?: boolean; rows: { video: string }[] };
    };
    expect(asked.data.confirming).toBe(true);
    expect(asked.data.rows[0]!.video).toBe(complete["bulk.0.video"]);
    const [still] = await t.db.select().from(events).where(eq(events.id, parentId));
    expect(still!.title).toBe("Neck course");

    const incomplete = (await post(preRecordedBulk.action as RouteFunction, `/pre-recorded-bulk/${parentId}`, host, { ...complete, "bulk.0.title": "" }, { id: String(parentId) })) as {
      data: { confirming?: boolean; missing: string[] };
      init: { status: number };
    };
    expect(incomplete.init.status).toBe(422);
    expect(incomplete.data.confirming).toBeUndefined();
    expect(incomplete.data.missing).toContain("Event title is required");
  });
});
