// The plans of every list a page or call runs whose size grows with the catalogue or the user base,
// at 100,000 events, 10,000 channels, 20,000 users, 200,000 bookings, 100,000 payments: the home
// page's other carousels and cards, the category listing, a host's lists (hosted events, profile,
// My Channels), an attendee's (booked, favourites, transaction history, subscribed channels), a
// channel's content and subscribers, and the admin console's lists. Each function runs as the page
// calls it, and each statement it sends is EXPLAINed (plansOf): none reads a big table whole, and
// each reads the index its order or filter needs. What must read the whole set by nature (an admin
// list's count and sum of everything, the trending ranking) is named where it is allowed.
// PostgreSQL only: PGlite's planner and statistics prove nothing about production.
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { approvalQueues } from "~server/domain/admin/approvals";
import { listAuditLog } from "~server/domain/admin/audit";
import { listPayments, listRefunds } from "~server/domain/admin/money";
import { listUsers } from "~server/domain/admin/people";
import { bookedEventIds, favouriteEventIds, transactionHistory } from "~server/domain/bookings/lists";
import { loadChannelCards } from "~server/domain/channels/catalogue";
import { channelContent } from "~server/domain/channels/content";
import { subscriberCounts } from "~server/domain/channels/documents";
import { listMyChannels } from "~server/domain/channels/listing";
import { publicChannelContent } from "~server/domain/channels/public-detail";
import { listSubscribedChannels } from "~server/domain/channels/subscribed";
import { loadEventCards } from "~server/domain/discovery/cards";
import { categoryTabs, featuredEventId, trendingChannels, trendingEvents, upcomingEventIds } from "~server/domain/discovery/home";
import { parseSearchFilters, searchQueries } from "~server/domain/discovery/search";
import { listHostedEvents } from "~server/domain/events/hosted";
import { loadHostProfile } from "~server/domain/profiles/host-profile";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { plan, plansOf, seqScans, type StatementPlan } from "~tests/support/query-plan";

const EVENTS = 100_000;
const CHANNELS = 10_000;
const USERS = 20_000;
const HOSTS = 2_000;
const BOOKINGS = 200_000;
const BIG_TABLES = ["events", "channels", "users", "bookings", "transactions", "refunds", "favourites", "channel_subscriptions", "document_events", "admin_audit_log"];

/** Every statement's plan, none reading a big table whole (the plans are the message when one does). */
function expectNoSeqScan(plans: StatementPlan[], allowed: (statement: StatementPlan) => boolean = () => false): void {
  expect(plans.length).toBeGreaterThan(0);
  for (const statement of plans) {
    if (allowed(statement)) continue;
    expect(seqScans(statement.plan, BIG_TABLES), `${statement.sql}\n${statement.plan}`).toEqual([]);
  }
}

/** The plans' text, all statements together (to look for an index any of them reads). */
const allText = (plans: StatementPlan[]) => plans.map((statement) => statement.plan).join("\n");

describeOnPostgres("list query plans at 100,000 events and 10,000 channels (PostgreSQL)", () => {
  const t = useTestApi();
  const now = new Date();
  // Ids of the generated rows: the first of each table's series (a fresh database, one statement each).
  let user0 = 0;
  let event0 = 0;
  let channel0 = 0;
  let parentCategory = 0;

  beforeAll(async () => {
    const first = async (table: string, where: string) =>
      Number(((await t.db.execute(sql.raw(`select min(id) as id from ${table} where ${where}`))) as unknown as { rows: { id: number }[] }).rows[0]!.id);
    await t.db.execute(sql`insert into categories (name, kind, sort_order) select 'Plan parent ' || g, 'both', g from generate_series(1, 10) as g`);
    parentCategory = await first("categories", "name like 'Plan parent %'");
    await t.db.execute(sql`
      insert into categories (name, parent_id, kind) select 'Plan child ' || g, ${parentCategory} + g % 10, 'both' from generate_series(1, 40) as g`);
    const category0 = parentCategory;
    // 20,000 users, the first 2,000 of them hosts; joined over the past two weeks.
    await t.db.execute(sql`
      insert into users (first_name, last_name, email, password_hash, activated_at, created_at)
      select 'Person', 'Number ' || g, 'plan-' || g || '@example.test', 'not-a-hash', now(), now() - g * interval '1 minute'
      from generate_series(0, ${USERS - 1}) as g`);
    user0 = await first("users", "email like 'plan-%@example.test'");
    // 10,000 channels, five a host; 1 in 50 waiting for approval.
    await t.db.execute(sql`
      insert into channels (user_id, category_id, title, slug, description, price_pence, event_type, is_monthly_subscription, max_subscribers, is_published, created_at)
      select ${user0} + g % ${HOSTS}, ${category0} + g % 50, 'Channel ' || g, 'channel-' || g, 'about channel ' || g, 999,
             'Live Events'::channel_event_type, g % 2 = 0, 50, g % 50 <> 1, now() - g * interval '5 minutes'
      from generate_series(0, ${CHANNELS - 1}) as g`);
    channel0 = await first("channels", "slug like 'channel-%'");
    // 100,000 events, fifty a host: a tenth inside channels, a fifth pre-recorded, half paid, live ones
    // over the past month and the next year, 1 in 50 waiting for approval, 1 in 100 cancelled.
    await t.db.execute(sql`
      insert into events (user_id, category_id, channel_id, title, slug, description, event_type, event_date, event_time, end_time,
                          ticket_price_pence, is_free, max_participants, is_published, is_cancelled, created_at)
      select ${user0} + g % ${HOSTS}, ${category0} + g % 50, case when g % 10 = 0 then ${channel0} + (g / 10) % ${CHANNELS} end,
             'Session ' || g, 'session-' || g, 'gentle yoga with teacher ' || (g % 97),
             (case when g % 5 = 0 then 'Pre Recorded' else 'Online Event' end)::event_type,
             case when g % 5 = 0 then null else current_date + ((g % 400) - 30) end,
             case when g % 5 = 0 then null else time '07:00' + ((g % 48) * interval '15 minutes') end,
             case when g % 5 = 0 then null else time '07:00' + ((g % 48) * interval '15 minutes') + interval '1 hour' end,
             case when g % 2 = 0 then 1000 else 0 end, g % 2 = 1, 20, g % 50 <> 1, g % 100 = 7, now() - g * interval '1 minute'
      from generate_series(0, ${EVENTS - 1}) as g`);
    event0 = await first("events", "slug like 'session-%'");
    // 200,000 bookings: two an event, ten a user, over the past two years; 1 in 10 cancelled.
    await t.db.execute(sql`
      insert into bookings (booking_ref, event_id, user_id, status, amount_pence, created_at, cancelled_at)
      select 'PL-' || g, ${event0} + g % ${EVENTS}, ${user0} + (g / 10) % ${USERS},
             (case when g % 10 = 4 then 'cancelled' else 'booked' end)::booking_status,
             case when g % 2 = 0 then 1000 else 0 end, now() - (g % 730) * interval '1 day', case when g % 10 = 4 then now() end
      from generate_series(0, ${BOOKINGS - 1}) as g`);
    // A payment for each paid booking (refunded when the booking was cancelled), and a few checkouts in progress.
    await t.db.execute(sql`
      insert into transactions (user_id, transaction_type, amount_pence, subtotal_pence, status, provider, idempotency_key, event_id, booking_id, seller_id, created_at)
      select b.user_id, 'event_booking', b.amount_pence, b.amount_pence,
             (case when b.status = 'cancelled' then 'refunded' else 'succeeded' end)::transaction_status,
             'sandbox', 'plan-' || b.id, b.event_id, b.id, e.user_id, b.created_at
      from bookings b join events e on e.id = b.event_id where b.amount_pence > 0`);
    await t.db.execute(sql`
      insert into transactions (user_id, transaction_type, amount_pence, status, provider, idempotency_key, event_id, reservation_expires_at)
      select ${user0} + g, 'event_booking', 1000, 'pending', 'sandbox', 'plan-hold-' || g, ${event0} + g * 97, now() + interval '10 minutes'
      from generate_series(0, 999) as g`);
    await t.db.execute(sql`
      insert into refunds (booking_id, transaction_id, user_id, event_id, amount_pence, reason, status, created_at, refunded_at)
      select b.id, t.id, b.user_id, b.event_id, t.amount_pence, 'booking_cancelled', 'refunded', b.cancelled_at, b.cancelled_at
      from bookings b join transactions t on t.booking_id = b.id where b.status = 'cancelled'`);
    // 100,000 favourites (five a user), 50,000 channel subscriptions over two years, 10,000 documents, 50,000 audit rows.
    await t.db.execute(sql`
      insert into favourites (user_id, event_id, created_at)
      select ${user0} + g % ${USERS}, ${event0} + (g * 13) % ${EVENTS}, now() - g * interval '1 minute' from generate_series(0, 99999) as g`);
    await t.db.execute(sql`
      insert into channel_subscriptions (channel_id, user_id, status, from_date, to_date)
      select ${channel0} + g % ${CHANNELS}, ${user0} + (g / 5) % ${USERS}, 'active', now() - (g % 730) * interval '1 day', now() + interval '20 days'
      from generate_series(0, 49999) as g`);
    await t.db.execute(sql`
      insert into document_events (user_id, channel_id, title, document)
      select ${user0} + g % ${HOSTS}, ${channel0} + g, 'Notes ' || g, 'documents/notes-' || g || '.pdf' from generate_series(0, ${CHANNELS - 1}) as g`);
    await t.db.execute(sql`
      insert into admin_audit_log (admin_id, admin_email, action, object_type, object_id, ip, created_at)
      select ${user0}, 'admin@example.test', (array['approve-event', 'reject-event', 'deactivate-user', 'refund'])[1 + g % 4],
             (array['event', 'event', 'user', 'transaction'])[1 + g % 4], g::text, '127.0.0.1', now() - g * interval '1 minute'
      from generate_series(0, 49999) as g`);
    await t.db.execute(sql`analyze`);
  }, 600_000);

  const host = () => user0 + 5;
  const attendee = () => user0 + 1234;

  it("reads the home page's other carousels from indexes: the featured event, pre-recorded, the category tabs, the cards", async () => {
    const featured = await plansOf(t.db, (db) => featuredEventId(db, now));
    expectNoSeqScan(featured);
    expect(allText(featured)).toContain("events_upcoming_idx");

    const recorded = await plansOf(t.db, (db) => upcomingEventIds(db, { type: "Pre Recorded", categoryId: null, now }));
    expectNoSeqScan(recorded);
    expect(allText(recorded)).toContain("events_newest_idx");
    expect((await upcomingEventIds(t.db, { type: "Pre Recorded", categoryId: null, now })).length).toBe(12);

    for (const type of ["Online Event", "Pre Recorded"] as const) expectNoSeqScan(await plansOf(t.db, (db) => categoryTabs(db, type, now)));
    // The first parent has upcoming live events only in its sub-categories.
    expect((await categoryTabs(t.db, "Online Event", now)).map((tab) => tab.id)).toContain(parentCategory);

    const ids = await upcomingEventIds(t.db, { type: "Online Event", categoryId: null, now });
    const cards = await plansOf(t.db, (db) => loadEventCards(db, ids, { id: attendee() }, now));
    expectNoSeqScan(cards);
    const channelCards = await plansOf(t.db, (db) => loadChannelCards(db, [channel0, channel0 + 1, channel0 + 2], { id: attendee() }, now));
    expectNoSeqScan(channelCards);
  });

  it("ranks trending events and channels from the window's bookings and subscriptions and the newest", async () => {
    // The window's bookings and subscriptions come through their indexes; the events and channels
    // they name are then checked against the listing rule: a share of the catalogue that grows with
    // the month's activity, not with the catalogue, which the planner may read whole at these figures.
    const counted = (statement: StatementPlan) => statement.sql.includes('"recent"');
    const trending = await plansOf(t.db, (db) => trendingEvents(db, now));
    expectNoSeqScan(trending, counted);
    for (const statement of trending.filter(counted)) expect(seqScans(statement.plan, ["bookings", "users"]), statement.plan).toEqual([]);
    expect(allText(trending)).toContain("bookings_recent_idx");
    expect(allText(trending)).toContain("events_newest_idx");
    expect(await trendingEvents(t.db, now)).toHaveLength(6);

    const channelsTrending = await plansOf(t.db, (db) => trendingChannels(db, now));
    expectNoSeqScan(channelsTrending, counted);
    for (const statement of channelsTrending.filter(counted)) expect(seqScans(statement.plan, ["channel_subscriptions", "users"]), statement.plan).toEqual([]);
    expect(allText(channelsTrending)).toContain("channel_subscriptions_from_date_idx");
    expect(allText(channelsTrending)).toContain("channels_public_idx");
  });

  it("lists a category's events (a parent category and its sub-categories) without reading every event", async () => {
    const { page } = searchQueries(t.db, parseSearchFilters({ category: String(parentCategory) }), now);
    const pagePlan = await plan(t.db, page);
    expect(seqScans(pagePlan, BIG_TABLES), pagePlan).toEqual([]);
    expect(pagePlan, pagePlan).toContain("events_public_idx");
    expect((await page).length).toBe(9);
    // The count reads the category's events: a sub-category's (a fiftieth of these) through its index.
    // A parent's here is a tenth of the catalogue, which the planner rightly reads whole.
    const { count } = searchQueries(t.db, parseSearchFilters({ category: String(parentCategory + 10) }), now);
    const countPlan = await plan(t.db, count);
    expect(seqScans(countPlan, BIG_TABLES), countPlan).toEqual([]);
    expect(countPlan, countPlan).toContain("events_category_idx");
  });

  it("lists a host's hosted events, profile and channels through the host's indexes", async () => {
    const hosted = await plansOf(t.db, (db) => listHostedEvents(db, host(), "all", now));
    expectNoSeqScan(hosted);
    expect(allText(hosted)).toContain("events_user_idx");
    expect(allText(hosted)).toContain("bookings_event_idx");
    expect((await listHostedEvents(t.db, host(), "all", now)).length).toBe(EVENTS / HOSTS);

    const profile = await plansOf(t.db, (db) => loadHostProfile(db, host(), now));
    expectNoSeqScan(profile);
    expect(allText(profile)).toContain("events_user_idx");
    expect(allText(profile)).toContain("channels_user_idx");

    const mine = await plansOf(t.db, (db) => listMyChannels(db, host(), 1));
    expectNoSeqScan(mine);
    expect(allText(mine)).toContain("channels_user_idx");
    expect(allText(mine)).toContain("events_channel_idx");
    expect((await listMyChannels(t.db, host(), 1)).total).toBe(CHANNELS / HOSTS);
  });

  it("lists an attendee's booked events, favourites, transaction history and subscribed channels through the user's indexes", async () => {
    const booked = await plansOf(t.db, (db) => bookedEventIds(db, attendee(), "all"));
    expectNoSeqScan(booked);
    expect(allText(booked)).toContain("bookings_user_idx");

    const favourite = await plansOf(t.db, (db) => favouriteEventIds(db, attendee(), "online"));
    expectNoSeqScan(favourite);
    expect(allText(favourite)).toContain("favourites_user_id_event_id_pk");

    const history = await plansOf(t.db, (db) => transactionHistory(db, attendee(), 1, now));
    expectNoSeqScan(history);
    expect(allText(history)).toContain("transactions_user_idx");
    expect(allText(history)).toContain("refunds_user_idx");
    expect((await transactionHistory(t.db, attendee(), 1, now)).total).toBeGreaterThan(0);

    const subscribed = await plansOf(t.db, (db) => listSubscribedChannels(db, attendee(), now));
    expectNoSeqScan(subscribed);
    expect(allText(subscribed)).toContain("channel_subscriptions_user_idx");
  });

  it("reads a channel's content and its subscribers' count through the channel's indexes", async () => {
    const content = await plansOf(t.db, (db) => channelContent(db, channel0 + 3));
    expectNoSeqScan(content);
    expect(allText(content)).toContain("events_channel_idx");
    expect(allText(content)).toContain("document_events_channel_idx");
    expectNoSeqScan(await plansOf(t.db, (db) => publicChannelContent(db, channel0 + 3)));
    const counts = await plansOf(t.db, (db) => subscriberCounts(db, [channel0 + 3, channel0 + 4]));
    expectNoSeqScan(counts);
    expect(allText(counts)).toContain("channel_subscriptions_one_active");
  });

  it("pages the admin console's lists from indexes: approvals, users, payments, refunds, audit", async () => {
    // A list's count (and sum) of everything it holds reads the whole set: the console shows them.
    const wholeSet = (statement: StatementPlan) => /^select count\(\*\)/.test(statement.sql) || /^select distinct/.test(statement.sql);

    const approvals = await plansOf(t.db, (db) => approvalQueues(db));
    expectNoSeqScan(approvals);
    expect(allText(approvals)).toContain("events_waiting_idx");
    expect(allText(approvals)).toContain("channels_waiting_idx");

    const people = await plansOf(t.db, (db) => listUsers(db, null, 3));
    expectNoSeqScan(people, wholeSet);
    expect(allText(people)).toContain("users_newest_idx");

    const payments = await plansOf(t.db, (db) => listPayments(db, { type: null, from: null, to: null, page: 2 }));
    expectNoSeqScan(payments, wholeSet);
    expect(allText(payments)).toContain("transactions_taken_idx");

    const refunded = await plansOf(t.db, (db) => listRefunds(db, { status: null, page: 2 }));
    expectNoSeqScan(refunded, wholeSet);
    expect(allText(refunded)).toContain("refunds_created_idx");
    expectNoSeqScan(await plansOf(t.db, (db) => listRefunds(db, { status: "owed", page: 1 })));

    const audit = await plansOf(t.db, (db) => listAuditLog(db, { page: 2 }));
    expectNoSeqScan(audit, wholeSet);
    expect(allText(audit)).toContain("admin_audit_log_created_idx");
  });
});
