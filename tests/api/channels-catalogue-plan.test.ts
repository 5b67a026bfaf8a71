// The channels catalogue's query plans at 100,000 channels: text search goes through the GIN index
// channels_search_idx (a Bitmap Index Scan), the page without text through the partial index
// channels_public_idx, and "Did you mean" reads the nearest titles from channels_title_trgm_idx; never
// a Seq Scan on channels. PostgreSQL only: PGlite's planner and statistics prove nothing about
// production (only api-postgres runs it).
import { sql } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { catalogueQueries, catalogueWhere, parseCatalogueFilters } from "~server/domain/channels/catalogue";
import { CHANNEL_SUGGESTIONS, suggestionQueries } from "~server/domain/discovery/suggestions";
import { useTestApi } from "~tests/support/api";
import { describeOnPostgres } from "~tests/support/database";
import { plan } from "~tests/support/query-plan";
import { createUser } from "./auth-support";

const CHANNELS = 100_000;

describeOnPostgres("channels catalogue query plans at 100,000 channels (PostgreSQL)", () => {
  const t = useTestApi();

  beforeAll(async () => {
    const hosts = await Promise.all([createUser(t), createUser(t), createUser(t)]);
    // One statement: 100,000 channels of three hosts over the past year, half monthly, 1 in 50
    // pending, 1 in 100 deactivated, 1 in 500 about kayaking.
    await t.db.execute(sql`
      insert into channels (user_id, title, slug, description, price_pence, event_type, is_monthly_subscription, max_subscribers, is_published, active, created_at, updated_at)
      select (array[${hosts[0]!.id}, ${hosts[1]!.id}, ${hosts[2]!.id}]::int[])[1 + g % 3],
             'Channel ' || g || case when g % 500 = 0 then ' kayaking' else '' end,
             'channel-' || g,
             (array['gentle yoga for mornings', 'pilates core strength', 'breathwork and meditation', 'strength training basics', 'dance cardio party'])[1 + g % 5]
               || ' with teacher ' || (g % 97),
             999,
             'Live Events'::channel_event_type,
             g % 2 = 0,
             50,
             g % 50 <> 1,
             g % 100 <> 7,
             now() - g * interval '5 minutes',
             now()
      from generate_series(1, ${CHANNELS}) as g`);
    await t.db.execute(sql`analyze channels`);
  }, 300_000);

  it("searches text through the GIN index (a Bitmap Index Scan on channels_search_idx)", async () => {
    const { page, count } = catalogueQueries(t.db, parseCatalogueFilters({ title: "kayaking" }));
    const pagePlan = await plan(t.db, page);
    expect(pagePlan, pagePlan).toContain("Bitmap Index Scan on channels_search_idx");
    expect(pagePlan, pagePlan).not.toContain("Seq Scan on channels");
    const countPlan = await plan(t.db, count);
    expect(countPlan, countPlan).toContain("channels_search_idx");
    const [{ n } = { n: 0 }] = await count;
    expect(n).toBeGreaterThan(150);
    expect(n).toBeLessThanOrEqual(CHANNELS / 500);
    expect((await page).length).toBe(9);
    // With the type filter too.
    const typed = catalogueQueries(t.db, parseCatalogueFilters({ title: "kayaking", subscriptionType: "1" }));
    const typedPlan = await plan(t.db, typed.page);
    expect(typedPlan, typedPlan).toContain("channels_search_idx");
    expect(typedPlan, typedPlan).not.toContain("Seq Scan on channels");
  });

  it("pages without text through channels_public_idx, on page 1 and page 50", async () => {
    for (const pageNumber of ["1", "50"]) {
      const { page } = catalogueQueries(t.db, parseCatalogueFilters({ page: pageNumber }));
      const pagePlan = await plan(t.db, page);
      expect(pagePlan, pagePlan).toContain("channels_public_idx");
      expect(pagePlan, pagePlan).not.toContain("Seq Scan on channels");
      expect((await page).length).toBe(9);
    }
  });

  it("suggests titles for text that finds nothing, nearest first from the trigram index (channels_title_trgm_idx)", async () => {
    const filters = parseCatalogueFilters({ title: "kayakingg" });
    const { count } = catalogueQueries(t.db, filters);
    expect((await count)[0]?.n).toBe(0);
    const { titles } = suggestionQueries(t.db, filters.text!, catalogueWhere(filters, null), CHANNEL_SUGGESTIONS);
    const titlePlan = await plan(t.db, titles);
    expect(titlePlan, titlePlan).toContain("Index Scan using channels_title_trgm_idx");
    expect(titlePlan, titlePlan).not.toContain("Seq Scan on channels");
    const rows = await titles;
    expect(rows).toHaveLength(50);
    for (const row of rows) expect(row.text).toMatch(/^Channel \d+ kayaking$/);
  });
});
