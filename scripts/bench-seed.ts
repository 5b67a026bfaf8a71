// The benchmark's database (npm run bench runs this once per database; not for real deployments):
// migrates, loads the demo data, then adds BENCH_HOSTS hosts, 200 attendees, BENCH_EVENTS published
// events from the word-list generator (scripts/bench-events.ts, seed BENCH_SEED) and a few bookings
// per live event, and BENCH_CHANNELS approved channels of those hosts (titles from word lists, /channels),
// each table in a handful of INSERT … SELECT statements. DATABASE_URL, else PGlite
// in DATA_DIR/db. Prints one JSON line: the paths to measure and what was written.
import path from "node:path";
import { sql } from "drizzle-orm";
import { openDatabase } from "../server/db/client";
import { seedDemoData } from "../server/seed";
import { isPublicKey } from "../server/domain/uploads/uploads";
import { getEnv } from "../server/env.server";
import { createStorage } from "../server/integrations/storage";
import { BENCH_CATEGORIES, generateBenchEvents, generateBenchHosts, type BenchEvent } from "./bench-events";

const eventCount = Number(process.env.BENCH_EVENTS ?? 10_000);
const channelCount = Number(process.env.BENCH_CHANNELS ?? 10_000);
const hostCount = Number(process.env.BENCH_HOSTS ?? 40);
const attendeeCount = 200;
const seed = Number(process.env.BENCH_SEED ?? 1);
const CHUNK = 2_000;

const started = Date.now();
const database = process.env.DATABASE_URL
  ? await openDatabase({ url: process.env.DATABASE_URL })
  : await openDatabase({ dataDir: path.join(process.env.DATA_DIR ?? "./data", "db") });
const { db } = database;

/** Rows go in as one JSON parameter per statement: the same SQL on PGlite and node-postgres. */
async function rowsOf<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

try {
  const now = new Date();
  await seedDemoData(db, { storage: createStorage(getEnv(), isPublicKey), now });

  const hosts = generateBenchHosts(hostCount, seed);
  const hostIds = (
    await rowsOf<{ id: number }>(sql`
      insert into users (first_name, last_name, email, password_hash, package_id, activated_at, creator_short_desc, plan_expires_on)
      select first_name, last_name, email, '!bench: no login', 2, now(), creator_short_desc, now() + interval '1 year'
      from json_to_recordset(${JSON.stringify(hosts.map((h) => ({ first_name: h.firstName, last_name: h.lastName, email: h.email, creator_short_desc: h.creatorShortDesc })))}::json)
        as r(first_name text, last_name text, email text, creator_short_desc text)
      returning id`)
  ).map((r) => Number(r.id));
  await db.execute(sql`
    insert into users (first_name, last_name, email, password_hash, activated_at)
    select 'Bench', 'Attendee ' || n, 'bench-attendee-' || n || '@bench.marquee.test', '!bench: no login', now()
    from generate_series(1, ${attendeeCount}::int) as n`);

  const categoryRows = await rowsOf<{ id: number; name: string }>(
    sql`select id, name from categories where parent_id is not null`,
  );
  const categoryId = new Map(categoryRows.map((r) => [r.name, Number(r.id)]));
  for (const name of BENCH_CATEGORIES) {
    if (!categoryId.has(name)) throw new Error(`The demo has no category "${name}"`);
  }

  const [{ next }] = await rowsOf<{ next: number }>(sql`select coalesce(max(id), 0) + 1 as next from events`);
  const today = now.toISOString().slice(0, 10);
  const events = generateBenchEvents({ count: eventCount, seed, firstId: Number(next), hostIds, today });
  for (let i = 0; i < events.length; i += CHUNK) {
    const chunk = events.slice(i, i + CHUNK).map((e) => ({ ...e, categoryId: categoryId.get(e.category)! }));
    await db.execute(sql`
      insert into events (
        id, user_id, category_id, title, slug, description, event_type, event_date, end_date, event_time,
        end_time, time_zone, ticket_price_pence, is_free, is_recurring_event, series_id, repeat_frequency,
        repeat_until_date, can_cancel, cancellation_title, cancellation_description, images, full_video,
        view_link, pre_recorded_duration, max_participants, is_published)
      select
        id, "userId", "categoryId", title, slug, description, "eventType"::event_type, "eventDate", "endDate",
        "eventTime", "endTime", "timeZone", "ticketPricePence", "isFree", "isRecurringEvent", "seriesId",
        "repeatFrequency"::repeat_frequency, "repeatUntilDate", "canCancel", "cancellationTitle",
        "cancellationDescription", array(select json_array_elements_text(images)), "fullVideo", "viewLink",
        "preRecordedDuration", "maxParticipants", true
      from json_to_recordset(${JSON.stringify(chunk)}::json) as r(
        id int, "userId" int, "categoryId" int, title text, slug text, description text, "eventType" text,
        "eventDate" date, "endDate" date, "eventTime" time, "endTime" time, "timeZone" text,
        "ticketPricePence" int, "isFree" boolean, "isRecurringEvent" boolean, "seriesId" int,
        "repeatFrequency" text, "repeatUntilDate" date, "canCancel" boolean, "cancellationTitle" text,
        "cancellationDescription" text, images json, "fullVideo" text, "viewLink" text,
        "preRecordedDuration" int, "maxParticipants" int)`);
  }
  await db.execute(sql`select setval(pg_get_serial_sequence('events', 'id'), (select max(id) from events))`);

  // 0–3 bookings per live event (id mod 4), by distinct attendees, at the event's price.
  await db.execute(sql`
    insert into bookings (booking_ref, event_id, user_id, amount_pence, created_at)
    select 'MQ-BENCH' || e.id || '-' || k, e.id,
      a.ids[1 + (e.id * 7 + k * 13) % array_length(a.ids, 1)], e.ticket_price_pence, now() - interval '1 day'
    from events e
    cross join generate_series(1, 3) as k
    cross join (select array_agg(id order by id) as ids from users where email like 'bench-attendee-%') as a
    where e.id >= ${Number(next)}::int and e.event_type = 'Online Event' and k <= e.id % 4`);
  // Approved channels for /channels: "{Adjective} {Topic} {Kind} {n}", a tenth pending, newest
  // first over the past year, in the channel categories, half monthly. Their search vectors are the
  // triggers' (migration 0018).
  await db.execute(sql`
    insert into channels (user_id, category_id, title, slug, description, price_pence, event_type, is_monthly_subscription, max_subscribers, is_published, created_at, updated_at)
    select h.ids[1 + g % array_length(h.ids, 1)], c.ids[1 + g % array_length(c.ids, 1)],
      t.title, lower(replace(t.title, ' ', '-')),
      '<p>' || t.title || ': ' || (array['weekly live classes and a library of recordings', 'a self-paced course with worksheets', 'a members club with monthly challenges', 'short lessons for busy people'])[1 + g % 4] || '.</p>',
      499 + (g % 40) * 100, (array['Pre Recorded Events', 'Live Events', 'Pre Recorded and Live'])[1 + g % 3]::channel_event_type,
      g % 2 = 0, 50, g % 10 <> 3, now() - g * interval '50 minutes', now()
    from generate_series(1, ${channelCount}::int) as g
    cross join lateral (
      select (array['Morning', 'Evening', 'Weekend', 'Beginner', 'Advanced', 'Daily', 'Mindful', 'Strong'])[1 + g % 8] || ' ' ||
        (array['Yoga', 'Pilates', 'Strength', 'Running', 'Business', 'Watercolour', 'Breathwork', 'Dance', 'Cooking', 'Guitar'])[1 + (g / 8) % 10] || ' ' ||
        (array['Club', 'Course', 'Studio', 'Academy', 'Circle'])[1 + (g / 80) % 5] || ' ' || g as title
    ) as t
    cross join (select array_agg(id order by id) as ids from users where password_hash = '!bench: no login' and email not like 'bench-attendee-%') as h
    cross join (select array_agg(id order by id) as ids from categories where kind <> 'event') as c`);
  await db.execute(sql`analyze`);

  const [{ bookings }] = await rowsOf<{ bookings: number }>(
    sql`select count(*)::int as bookings from bookings where booking_ref like 'MQ-BENCH%'`,
  );
  const detail = pickDetailEvent(events, today);
  console.log(
    JSON.stringify({
      driver: database.driver,
      events: events.length,
      channels: channelCount,
      hosts: hostIds.length,
      bookings: Number(bookings),
      detailPath: `/event-detail/${detail.id}/${detail.slug}`,
      seconds: (Date.now() - started) / 1000,
    }),
  );
} finally {
  await database.close();
}

/** A live, upcoming, non-recurring bench event with a few bookings: what a detail page usually shows. */
function pickDetailEvent(events: BenchEvent[], today: string): BenchEvent {
  const found = events.find(
    (e) => e.eventType === "Online Event" && !e.isRecurringEvent && e.eventDate! > today && e.id % 4 === 2,
  );
  if (!found) throw new Error("No upcoming live event among the bench events");
  return found;
}
