// The search's query plans at 100,000 events (one live event in ten in a series, shown once, ADR 063): text search goes through the
// GIN index events_search_idx (a Bitmap Index Scan) and the no-text page through the partial index
// events_public_idx, never a Seq Scan on events; the home page's live carousel reads
// events_upcoming_idx (the generated starts_at) and stops after its 12; "Did you mean" reads the nearest
// titles from the trigram index events_title_trgm_idx. PostgreSQL only: PGlite's planner and statistics
// prove nothing about production (only api-postgres runs it).
import { inArray, sql } from "drizzle-orm";
import { events } from "~server/db/schema";
import { beforeAll, expect, it } from "vitest";
import { upcomingQuery } from "~server/domain/discovery/home";
import { parseSearchFilters, searchQueries, whereOf } from "~server/domain/discovery/search";
import { suggestionQueries } from "~server/domain/discovery/suggestions";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { plan } from "~tests/support/query-plan";
import { createUser } from "./auth-support";

const EVENTS = 100_000;

describeOnPostgres("events search query plans at 100,000 events (PostgreSQL)", () => {
  const t = useTestApi();
  const now = new Date();

  beforeAll(async () => {
    const host = await createUser(t);
    // One statement: live events over the past month and the next year (a tenth in the past),
    // a fifth pre-recorded, some unpublished or cancelled, 1 in 500 about kayaking.
    await t.db.execute(sql`
      insert into events (user_id, title, slug, description, event_type, event_date, event_time, end_time, max_participants, is_published, is_cancelled)
      select ${host.id},
             'Session ' || g || case when g % 500 = 0 then ' kayaking' else '' end,
             'session-' || g,
             (array['gentle yoga for mornings', 'pilates core strength', 'breathwork and meditation', 'strength training basics', 'dance cardio party'])[1 + g % 5]
               || ' with teacher ' || (g % 97),
             (case when g % 5 = 0 then 'Pre Recorded' else 'Online Event' end)::event_type,
             case when g % 5 = 0 then null else current_date + ((g % 400) - 30) end,
             case when g % 5 = 0 then null else time '07:00' + ((g % 48) * interval '15 minutes') end,
             case when g % 5 = 0 then null else time '07:00' + ((g % 48) * interval '15 minutes') + interval '1 hour' end,
             20,
             g % 50 <> 1,
             g % 100 = 7
      from generate_series(1, ${EVENTS}) as g`);
    // One live event in ten is in a weekly series of four (one row per date, the first its series' id).
    await t.db.execute(sql`
      with numbered as (select id, id - (select min(id) from events) as n from events)
      update events set series_id = events.id - numbered.n % 4, is_recurring_event = true, repeat_frequency = 'weekly'
      from numbered where numbered.id = events.id and numbered.n % 40 < 4 and events.event_type = 'Online Event'`);
    await t.db.execute(sql`analyze events`);
  }, 240_000);

  it("searches text through the GIN index (a Bitmap Index Scan on events_search_idx)", async () => {
    const { page, count } = searchQueries(t.db, parseSearchFilters({ search: "kayaking" }), now);
    const pagePlan = await plan(t.db, page);
    expect(pagePlan, pagePlan).toContain("Bitmap Index Scan on events_search_idx");
    expect(pagePlan, pagePlan).not.toContain("Seq Scan on events");
    const countPlan = await plan(t.db, count);
    expect(countPlan, countPlan).toContain("events_search_idx");

    const [{ n } = { n: 0 }] = await count;
    expect(n).toBeGreaterThan(100);
    expect(n).toBeLessThanOrEqual(EVENTS / 500);
    expect((await page).length).toBe(9);
  });

  it("suggests titles for text that finds nothing, nearest first from the trigram index (events_title_trgm_idx)", async () => {
    const filters = parseSearchFilters({ search: "kayakingg" });
    const { count } = searchQueries(t.db, filters, now);
    expect((await count)[0]?.n).toBe(0);
    const { titles } = suggestionQueries(t.db, filters.text!, whereOf(filters, now, null));
    const titlePlan = await plan(t.db, titles);
    expect(titlePlan, titlePlan).toContain("Index Scan using events_title_trgm_idx");
    expect(titlePlan, titlePlan).not.toContain("Seq Scan on events");
    const rows = await titles;
    expect(rows).toHaveLength(50);
    for (const row of rows) expect(row.text).toMatch(/^Session \d+ kayaking$/);
  });

  it("pages without text through events_public_idx, on page 1 and page 50", async () => {
    for (const pageNumber of ["1", "50"]) {
      const { page } = searchQueries(t.db, parseSearchFilters({ page: pageNumber }), now);
      const pagePlan = await plan(t.db, page);
      expect(pagePlan, pagePlan).toContain("events_public_idx");
      expect(pagePlan, pagePlan).not.toContain("Seq Scan on events");
      // One row a series: no two rows of a page share one.
      const rows = await page;
      expect(rows.length).toBe(9);
      const seriesOf = await t.db.select({ id: events.id, seriesId: events.seriesId }).from(events).where(inArray(events.id, rows.map((row) => row.id)));
      const series = seriesOf.flatMap((row) => (row.seriesId === null ? [] : [row.seriesId]));
      expect(new Set(series).size).toBe(series.length);
    }
    const { page: typed } = searchQueries(t.db, parseSearchFilters({ event_type: "Online Event", page: "3" }), now);
    const typedPlan = await plan(t.db, typed);
    expect(typedPlan, typedPlan).not.toContain("Seq Scan on events");
  });

  it("reads the home page's upcoming live events from events_upcoming_idx", async () => {
    const [{ categoryId } = { categoryId: null }] = (
      (await t.db.execute(sql`select id as "categoryId" from categories where parent_id is null and kind <> 'channel' order by id limit 1`)) as unknown as {
        rows: { categoryId: number }[];
      }
    ).rows;
    const livePlan = await plan(t.db, upcomingQuery(t.db, { type: "Online Event", categoryId: null, now }));
    expect(livePlan, livePlan).toContain("Index Scan using events_upcoming_idx");
    expect(livePlan, livePlan).not.toContain("Seq Scan on events");
    // With a category the planner may as well start from events_category_idx; never from the whole table.
    const tabPlan = await plan(t.db, upcomingQuery(t.db, { type: "Online Event", categoryId, now }));
    expect(tabPlan, tabPlan).not.toContain("Seq Scan on events");
    const ids = await upcomingQuery(t.db, { type: "Online Event", categoryId: null, now });
    expect(ids).toHaveLength(12);
  });
});
