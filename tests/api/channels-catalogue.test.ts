// GET channels (002 §7), the channels catalogue: only listed channels (published, not rejected,
// active, host's account there), the text through the search vector (title > category > description >
// host name, kept by triggers on renames), the category (with its sub-categories) and subscription type
// filters, 9 a page, "Did you mean", the cards' fields, bad input refused with 422 (400 for a NUL),
// and the demo's channels. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ChannelCardData, PaginationMeta, SearchCategoryData, SearchSuggestionData } from "~server/api/contract";
import { categories, channels, packages, users } from "~server/db/schema";
import { seedDemoData } from "~server/seed";
import { FREE_PACKAGE_ID } from "~shared/package-buttons";
import { allInPrice } from "~shared/pricing";
import { useTestApi, type TestApi } from "~tests/support/api";
import { createChannelSubscription } from "~tests/support/channel-subscriptions";
import { createCategory, createHostedChannel, createHostedEvent, createPreRecordedEvent } from "~tests/support/factories";
import { createUser, loginAs } from "./auth-support";

const t = useTestApi();

type CatalogueAnswer = Awaited<ReturnType<TestApi["call"]>> & {
  data: ChannelCardData[];
  pagination: PaginationMeta;
  suggestions: SearchSuggestionData[];
  categories: SearchCategoryData[];
  errors?: Record<string, string[]>;
};

async function catalogue(query: Record<string, string | number> = {}, token?: string): Promise<CatalogueAnswer> {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  return (await t.call<ChannelCardData[]>("GET", qs ? `channels?${qs}` : "channels", { token })) as CatalogueAnswer;
}

const ids = (answer: CatalogueAnswer) => answer.data.map((channel) => channel.id);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("GET channels: what is listed", () => {
  it("lists approved active channels only: not pending, rejected, deactivated or of a deleted host", async () => {
    const host = await createUser(t);
    const gone = await createUser(t);
    const listed = await createHostedChannel(t.db, host.row, { title: "Quillostar approved" });
    await createHostedChannel(t.db, host.row, { title: "Quillostar pending", isPublished: false });
    await createHostedChannel(t.db, host.row, { title: "Quillostar rejected", isPublished: false, isRejected: true });
    const deactivated = await createHostedChannel(t.db, host.row, { title: "Quillostar deactivated" });
    await t.db.update(channels).set({ active: false }).where(eq(channels.id, deactivated));
    await createHostedChannel(t.db, gone.row, { title: "Quillostar of a deleted host" });
    await t.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));

    const answer = await catalogue({ title: "quillostar" });
    expect(answer.status).toBe(200);
    expect(ids(answer)).toEqual([listed]);
    expect(answer.pagination).toEqual({ current_page: 1, per_page: 9, total: 1, last_page: 1 });
    // Nor without text.
    const all = await catalogue();
    expect(ids(all)).toContain(listed);
    for (const title of ["pending", "rejected", "deactivated", "of a deleted host"]) {
      expect(all.data.some((channel) => channel.title === `Quillostar ${title}`)).toBe(false);
    }
    // Reactivated, it is listed again.
    await t.db.update(channels).set({ active: true }).where(eq(channels.id, deactivated));
    expect(ids(await catalogue({ title: "quillostar" })).sort()).toEqual([listed, deactivated].sort());
  });

  it("gives each card what 002 §3 shows: price all-in, type, category, host, event counts and places left", async () => {
    const host = await createUser(t, { firstName: "Odalys", lastName: "Fernhall" });
    const parent = await createCategory(t.db, { name: "Cardparentia", kind: "channel" });
    const child = await createCategory(t.db, { name: "Cardchildia", parentId: parent, kind: "channel" });
    const channel = await createHostedChannel(t.db, host.row, {
      title: "Cardmaker monthly club",
      description: "<p>Three <b>live</b> sessions a week.</p>",
      pricePence: 1499,
      categoryId: child,
      isMonthlySubscription: true,
    });
    await createHostedEvent(t.db, host.row, { title: "Club live one", channelId: channel });
    await createPreRecordedEvent(t.db, host.row, { title: "Club recorded one", channelId: channel });
    await createPreRecordedEvent(t.db, host.row, { title: "Club recorded two", channelId: channel });
    // An unpublished event is not counted.
    await createPreRecordedEvent(t.db, host.row, { title: "Club recorded draft", channelId: channel, isPublished: false });
    const subscriber = await createUser(t);
    await createChannelSubscription(t.db, channel, subscriber.id);
    const [row] = await t.db.select({ max: channels.maxSubscribers }).from(channels).where(eq(channels.id, channel));
    const [fees] = await t.db.select().from(packages).where(eq(packages.id, FREE_PACKAGE_ID));

    const [card] = (await catalogue({ title: "cardmaker" })).data;
    expect(card).toEqual({
      id: channel,
      title: "Cardmaker monthly club",
      channel_slug: "cardmaker-monthly-club",
      short_description: "Three live sessions a week.",
      image: null,
      price: 1499,
      price_all_in: allInPrice(1499, { taxBasisPoints: fees!.taxationFeeBp, handlingBasisPoints: fees!.paymentHandlingFeeBp }),
      is_monthly_subscription: 1,
      event_type: "Live Events",
      category: { id: child, name: "Cardchildia", parent_name: "Cardparentia" },
      user: { id: host.id, full_name: "Odalys Fernhall" },
      event_count: 3,
      no_of_pre_recorded_events: 2,
      no_of_onlive_events: 1,
      no_of_documents: 0,
      subscribers_count: 1,
      remaining_subscriber: row!.max - 1,
    });
    // A logged-in viewer gets the same card (their own package's fees: the free one here).
    const token = await loginAs(t, subscriber);
    expect((await catalogue({ title: "cardmaker" }, token)).data).toEqual([card]);
  });
});

describe("GET channels: text, filters and pages", () => {
  it("ranks a title match above category, description and host-name matches", async () => {
    const host = await createUser(t);
    const named = await createUser(t, { firstName: "Ivo", lastName: "Brontavia" });
    const category = await createCategory(t.db, { name: "Brontavia", kind: "channel" });
    const other = await createCategory(t.db, { name: "Plain channel topics", kind: "channel" });
    // Created oldest first, so that newest-first alone would give the reverse order.
    const byHost = await createHostedChannel(t.db, named.row, { title: "Evening circle", categoryId: other, createdAt: minutesAgo(1) });
    const inDescription = await createHostedChannel(t.db, host.row, {
      title: "Morning circle",
      description: "<p>We practise brontavia together.</p>",
      categoryId: other,
      createdAt: minutesAgo(2),
    });
    const inCategory = await createHostedChannel(t.db, host.row, { title: "Weekend circle", categoryId: category, createdAt: minutesAgo(3) });
    const inTitle = await createHostedChannel(t.db, host.row, { title: "Brontavia for beginners", categoryId: other, createdAt: minutesAgo(4) });
    expect(ids(await catalogue({ title: "brontavia" }))).toEqual([inTitle, inCategory, inDescription, byHost]);
  });

  it("follows a renamed category and a renamed host (the triggers keep the vector)", async () => {
    const host = await createUser(t, { firstName: "Rhiannon", lastName: "Oldsurnamia" });
    const category = await createCategory(t.db, { name: "Firstchannelnamia", kind: "channel" });
    const channel = await createHostedChannel(t.db, host.row, { title: "Weekly channel", categoryId: category });
    await t.db.update(categories).set({ name: "Secondchannelnamia" }).where(eq(categories.id, category));
    expect(ids(await catalogue({ title: "firstchannelnamia" }))).toEqual([]);
    expect(ids(await catalogue({ title: "secondchannelnamia" }))).toEqual([channel]);
    await t.db.update(users).set({ lastName: "Newsurnamia" }).where(eq(users.id, host.id));
    expect(ids(await catalogue({ title: "oldsurnamia" }))).toEqual([]);
    expect(ids(await catalogue({ title: "newsurnamia" }))).toEqual([channel]);
    // A writer cannot set the vector to anything else.
    await t.db.update(channels).set({ searchVector: sql`to_tsvector('english', 'forgedvectoria')` }).where(eq(channels.id, channel));
    expect(ids(await catalogue({ title: "forgedvectoria" }))).toEqual([]);
    expect(ids(await catalogue({ title: "weekly newsurnamia" }))).toEqual([channel]);
  });

  it("filters by category (with its sub-categories) and by subscription type", async () => {
    const host = await createUser(t);
    const parent = await createCategory(t.db, { name: "Filterparentia", kind: "channel" });
    const child = await createCategory(t.db, { name: "Filterchildia", parentId: parent, kind: "channel" });
    const elsewhere = await createCategory(t.db, { name: "Filterelsewhere", kind: "channel" });
    const monthlyInParent = await createHostedChannel(t.db, host.row, { title: "Zephyrine monthly", categoryId: parent, isMonthlySubscription: true });
    const fixedInChild = await createHostedChannel(t.db, host.row, { title: "Zephyrine fixed", categoryId: child, isMonthlySubscription: false });
    const monthlyElsewhere = await createHostedChannel(t.db, host.row, { title: "Zephyrine elsewhere", categoryId: elsewhere, isMonthlySubscription: true });

    const sorted = (answer: CatalogueAnswer) => ids(answer).sort((a, b) => a - b);
    expect(sorted(await catalogue({ title: "zephyrine", category: parent }))).toEqual([monthlyInParent, fixedInChild]);
    expect(sorted(await catalogue({ title: "zephyrine", category: child }))).toEqual([fixedInChild]);
    expect(sorted(await catalogue({ title: "zephyrine", subscriptionType: 1 }))).toEqual([monthlyInParent, monthlyElsewhere]);
    expect(sorted(await catalogue({ title: "zephyrine", subscriptionType: 0 }))).toEqual([fixedInChild]);
    expect(sorted(await catalogue({ title: "zephyrine", subscriptionType: "" }))).toEqual([monthlyInParent, fixedInChild, monthlyElsewhere]);
    expect(sorted(await catalogue({ title: "zephyrine", category: parent, subscriptionType: 1 }))).toEqual([monthlyInParent]);
    // Filters alone, without text.
    expect(sorted(await catalogue({ category: elsewhere }))).toEqual([monthlyElsewhere]);
    // A category no channel has (or that does not exist) lists nothing.
    expect(ids(await catalogue({ category: 2_000_000_000 }))).toEqual([]);
    // The select offers channel categories, each parent followed by its sub-categories, and no event-only one.
    const eventOnly = await createCategory(t.db, { name: "Eventonlyia", kind: "event" });
    const offered = (await catalogue()).categories;
    const at = offered.findIndex((category) => category.id === parent);
    expect(offered.slice(at, at + 2)).toEqual([
      { id: parent, name: "Filterparentia", parent_id: null },
      { id: child, name: "Filterchildia", parent_id: parent },
    ]);
    expect(offered.some((category) => category.id === eventOnly)).toBe(false);
  });

  it("pages 9 at a time, newest first without text, and answers a page past the end empty", async () => {
    const host = await createUser(t);
    const made: number[] = [];
    for (let i = 0; i < 11; i++) made.push(await createHostedChannel(t.db, host.row, { title: `Paginaria ${i}`, createdAt: minutesAgo(100 - i) }));
    const newestFirst = [...made].reverse();
    const first = await catalogue({ title: "paginaria" });
    expect(first.pagination).toEqual({ current_page: 1, per_page: 9, total: 11, last_page: 2 });
    const second = await catalogue({ title: "paginaria", page: 2 });
    expect(second.pagination.current_page).toBe(2);
    // Equal ranks: newest first.
    expect([...ids(first), ...ids(second)]).toEqual(newestFirst);
    const past = await catalogue({ title: "paginaria", page: 3 });
    expect(ids(past)).toEqual([]);
    // Past the end, the total is still told (the pager's last page).
    expect(past.pagination).toEqual({ current_page: 3, per_page: 9, total: 11, last_page: 2 });
    expect((await catalogue({ title: "paginaria", page: 100_000 })).status).toBe(200);
    // Without text, the newest listed channels come first too.
    const all = await catalogue();
    const created = await t.db.select({ id: channels.id }).from(channels).orderBy(sql`created_at desc, id desc`);
    expect(ids(all)).toEqual(created.map((row) => row.id).filter((id) => all.data.some((card) => card.id === id)).slice(0, 9));
  });

  it('offers "Did you mean" for text that finds nothing: listed titles and channel categories only', async () => {
    const host = await createUser(t);
    await createCategory(t.db, { name: "Calligraphica", kind: "channel" }).then((id) =>
      createHostedChannel(t.db, host.row, { title: "Lettering at home", categoryId: id }),
    );
    await createHostedChannel(t.db, host.row, { title: "Marzipanthea masterclass" });
    await createHostedChannel(t.db, host.row, { title: "Nougatellia secrets", isPublished: false });
    await createCategory(t.db, { name: "Toffeemancia", kind: "event" });

    const title = await catalogue({ title: "marzipantheaa" });
    expect(title.data).toEqual([]);
    expect(title.suggestions).toEqual([{ text: "Marzipanthea masterclass", kind: "title" }]);
    expect((await catalogue({ title: "calligraphicaa" })).suggestions).toEqual([{ text: "Calligraphica", kind: "category" }]);
    // A pending channel's title and an event-only category are never offered.
    expect((await catalogue({ title: "nougatelliaa" })).suggestions).toEqual([]);
    expect((await catalogue({ title: "toffeemanciaa" })).suggestions).toEqual([]);
    // Under a filter that excludes it, nothing is offered (a suggestion always finds something).
    expect((await catalogue({ title: "marzipantheaa", subscriptionType: 0 })).suggestions).toEqual([]);
    // Text that finds something has none.
    expect((await catalogue({ title: "marzipanthea" })).suggestions).toEqual([]);
  });
});

describe("GET channels: bad input", () => {
  it("refuses bad input with 422 and the field's message, and survives odd text", async () => {
    const pageMessage = "Page must be a whole number from 1 to 100000.";
    const typeMessage = "Subscription type must be 1 (Monthly) or 0 (Fixed).";
    const refusals: [Record<string, string>, string, string][] = [
      [{ page: "0" }, "page", pageMessage],
      [{ page: "-1" }, "page", pageMessage],
      [{ page: "1.5" }, "page", pageMessage],
      [{ page: "100001" }, "page", pageMessage],
      [{ page: "99999999999999999999" }, "page", pageMessage],
      [{ subscriptionType: "2" }, "subscriptionType", typeMessage],
      [{ subscriptionType: "monthly" }, "subscriptionType", typeMessage],
      [{ subscriptionType: "-1" }, "subscriptionType", typeMessage],
      [{ subscriptionType: "1; drop table channels" }, "subscriptionType", typeMessage],
      [{ category: "yoga" }, "category", "Category must be a category id."],
      [{ category: "99999999999" }, "category", "Category must be a category id."],
      [{ title: "yoga ".repeat(100) }, "title", "Search text must be at most 200 characters."],
    ];
    for (const [query, field, message] of refusals) {
      const answer = await catalogue(query);
      expect(answer.status, JSON.stringify(query).slice(0, 60)).toBe(422);
      expect(answer.success).toBe(false);
      expect(answer.message).toBe(message);
      expect(answer.errors?.[field]).toEqual([message]);
    }
    const nul = await t.call("GET", "channels?title=yo%00ga");
    expect(nul.status).toBe(400);
    expect(nul.message).toBe("The request contains characters that are not allowed.");
    const before = await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(channels);
    for (const text of ["'); drop table channels; --", '"unclosed', "-", "OR OR", "!!!", "the", "a:*", "(yoga & | pilates)", "李 ☃", "%", "_"]) {
      const answer = await catalogue({ title: text });
      expect(answer.status, text).toBe(200);
    }
    expect(await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(channels)).toEqual(before);
    // A repeated parameter reads its first value; unknown parameters are ignored.
    expect((await t.call("GET", "channels?page=1&page=x&colour=blue")).status).toBe(200);
  });
});

describe("GET channels on the demo data", () => {
  it("lists the seeded approved channels by text and type, and never the pending course", async () => {
    expect(await seedDemoData(t.db, { storage: t.storage })).toEqual({ created: true });
    // Every page's titles (this file's other channels are listed too).
    const titles = async (query: Record<string, string | number>) => {
      const first = await catalogue(query);
      const rest = await Promise.all(Array.from({ length: Math.max(0, first.pagination.last_page - 1) }, (_, i) => catalogue({ ...query, page: i + 2 })));
      return [first, ...rest].flatMap((answer) => answer.data.map((channel) => channel.title));
    };
    expect(await titles({ title: "launch" })).toEqual(["Launch Your Online Business"]);
    const monthly = await titles({ subscriptionType: 1 });
    expect(monthly).toEqual(expect.arrayContaining(["Hannah's Yoga Studio", "Marcus Moves Training Club"]));
    expect(monthly).not.toContain("Launch Your Online Business");
    const fixed = await titles({ subscriptionType: 0 });
    expect(fixed).toEqual(expect.arrayContaining(["Launch Your Online Business", "Foundations of Yoga: A Four-Week Course"]));
    expect(fixed).not.toContain("Marcus Moves Training Club");
    expect(await titles({ title: "mobility runners" })).toEqual([]);
    // The demo's photos are generated covers: each card has its public URL.
    const [launch] = (await catalogue({ title: "launch" })).data;
    expect(launch!.image).toMatch(/^\/|^https?:/);
    expect(launch!.user.full_name).toMatch(/^Priya /);
    // Also found by the host's name and the category.
    expect(await titles({ title: "entrepreneurship" })).toEqual(["Launch Your Online Business"]);
  });

});
