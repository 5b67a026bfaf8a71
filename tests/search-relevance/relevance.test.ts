// Search relevance on the demo catalogue: the demo is seeded on a fresh PGlite, every judged search
// (judgements.ts) goes through the real events search (searchEvents, page after page until ten
// distinct events), and the means of recall@10 and nDCG@10 must stay at or above their floors
// (docs/performance.md has the figures and how they were measured). A search by meaning that gets
// worse on these fails here.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "~server/db/client";
import { seedDemoData } from "~server/seed";
import { parseSearchFilters, searchEvents } from "~server/domain/discovery/search";
import { isPublicKey } from "~server/domain/uploads/uploads";
import { createLocalStorage } from "~server/integrations/storage/local";
import { openTestDatabase } from "~tests/support/database";
import { JUDGEMENTS, NOT_IN_TOP } from "./judgements";
import { CUT_OFF, measureRelevance, reportLines, type RelevanceReport } from "./runner";

/** The aim: nine in ten of the judged events among each search's first ten. */
const RECALL_FLOOR = 0.9;
/** Just under what the ranking measured when it was set (docs/performance.md), so a worse order fails. */
const NDCG_FLOOR = 0.95;
/** Pages read at most for ten distinct events. */
const MAX_PAGES = 12;

let database: Database;
let storageDir: string;
const now = new Date();

/** A search's titles in the order the search gives them, page after page until ten distinct ones. */
async function rankedTitles(text: string): Promise<string[]> {
  const titles: string[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const result = await searchEvents(database.db, parseSearchFilters({ search: text, page: String(page) }), null, now);
    titles.push(...result.cards.map((card) => card.title));
    if (page >= result.pageCount || new Set(titles).size >= CUT_OFF) break;
  }
  return titles;
}

describe("search relevance on the demo catalogue", () => {
  let report: RelevanceReport;

  beforeAll(async () => {
    database = await openTestDatabase();
    storageDir = mkdtempSync(path.join(tmpdir(), "marquee-relevance-"));
    const storage = createLocalStorage({ dir: storageDir, secrets: ["relevance-secret"], isPublic: isPublicKey });
    expect(await seedDemoData(database.db, { storage, now })).toEqual({ created: true });
    report = await measureRelevance(rankedTitles);
    console.log(reportLines(report).join("\n"));
  }, 180_000);

  afterAll(async () => {
    await database?.close();
    if (storageDir) rmSync(storageDir, { recursive: true, force: true });
  });

  it("judges at least 40 searches, each with events the demo lists", async () => {
    expect(report.scores.length).toBeGreaterThanOrEqual(40);
    const listed = new Set<string>();
    for (let page = 1, last = 1; page <= last; page += 1) {
      const result = await searchEvents(database.db, parseSearchFilters({ page: String(page) }), null, now);
      for (const card of result.cards) listed.add(card.title);
      last = result.pageCount;
    }
    for (const { query, relevant } of JUDGEMENTS) {
      expect(relevant.length, query).toBeGreaterThan(0);
      for (const title of relevant) expect(listed.has(title), `${query}: ${title}`).toBe(true);
    }
  });

  it(`finds at least ${RECALL_FLOOR} of the judged events in the first ${CUT_OFF} (recall@${CUT_OFF})`, () => {
    expect(report.recall).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });

  it(`ranks them first (nDCG@${CUT_OFF} at least ${NDCG_FLOOR})`, () => {
    expect(report.ndcg).toBeGreaterThanOrEqual(NDCG_FLOOR);
  });

  it("does not rank an event in the first ten for a word its text only shares a stem with", async () => {
    for (const { query, title } of NOT_IN_TOP) {
      const top = [...new Set(await rankedTitles(query))].slice(0, CUT_OFF);
      expect(top, query).not.toContain(title);
    }
  });
});
