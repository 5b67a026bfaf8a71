// The benchmark's word-list catalogue (scripts/bench-events.ts): the same rows for a seed, valid
// rows for the events table, and the mix the benchmark relies on.
import { describe, expect, it } from "vitest";
import { BENCH_CATEGORIES, generateBenchEvents, generateBenchHosts, seededRandom } from "../../scripts/bench-events";

const options = { count: 2_000, seed: 7, firstId: 101, hostIds: [3, 5, 8], today: "2026-11-22" };

describe("the benchmark's event generator", () => {
  it("gives the same events for the same seed and other events for another seed", () => {
    expect(generateBenchEvents(options)).toEqual(generateBenchEvents(options));
    const other = generateBenchEvents({ ...options, seed: 8 });
    expect(other.map((e) => e.title)).not.toEqual(generateBenchEvents(options).map((e) => e.title));
  });

  it("writes exactly count rows with consecutive ids from firstId", () => {
    for (const count of [1, 2, 3, 997]) {
      const rows = generateBenchEvents({ ...options, count });
      expect(rows).toHaveLength(count);
      expect(rows.map((e) => e.id)).toEqual(Array.from({ length: count }, (_, i) => 101 + i));
    }
  });

  it("writes rows the events table accepts: hosts, categories, prices, times and slugs", () => {
    for (const e of generateBenchEvents(options)) {
      expect(options.hostIds).toContain(e.userId);
      expect(BENCH_CATEGORIES).toContain(e.category);
      expect(e.isFree ? e.ticketPricePence === 0 : e.ticketPricePence >= 500 && e.ticketPricePence <= 5000).toBe(true);
      expect(e.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(e.description.length).toBeGreaterThan(100);
      expect(e.maxParticipants).toBeGreaterThan(0);
      if (e.eventType === "Pre Recorded") {
        expect([e.eventDate, e.eventTime, e.viewLink, e.seriesId]).toEqual([null, null, null, null]);
        expect(e.preRecordedDuration).toBeGreaterThan(0);
      } else {
        expect(e.eventDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(e.endDate).toBe(e.eventDate);
        expect(e.eventTime! < e.endTime!).toBe(true);
        expect(e.fullVideo).toBeNull();
      }
    }
  });

  it("mixes live and pre-recorded events, free and paid, past and future dates, over every category", () => {
    const rows = generateBenchEvents(options);
    const share = (test: (e: (typeof rows)[number]) => boolean) => rows.filter(test).length / rows.length;
    expect(share((e) => e.eventType === "Pre Recorded")).toBeGreaterThan(0.15);
    expect(share((e) => e.eventType === "Pre Recorded")).toBeLessThan(0.35);
    expect(share((e) => e.isFree)).toBeGreaterThan(0.3);
    expect(share((e) => e.isFree)).toBeLessThan(0.5);
    expect(share((e) => e.eventDate !== null && e.eventDate < options.today)).toBeGreaterThan(0.02);
    expect(share((e) => e.eventDate !== null && e.eventDate > "2027-06-01")).toBeGreaterThan(0.1);
    expect(new Set(rows.map((e) => e.category))).toEqual(new Set(BENCH_CATEGORIES));
    expect(new Set(rows.map((e) => e.title)).size).toBeGreaterThan(500);
  });

  it("writes a recurring series as one row per occurrence pointing at the first, spaced by its frequency", () => {
    const rows = generateBenchEvents(options);
    const series = new Map<number, typeof rows>();
    for (const e of rows.filter((row) => row.seriesId !== null)) series.set(e.seriesId!, [...(series.get(e.seriesId!) ?? []), e]);
    expect(series.size).toBeGreaterThan(10);
    const step = { daily: 1, weekly: 7, fortnightly: 14 };
    for (const [firstId, occurrences] of series) {
      expect(occurrences[0]!.id).toBe(firstId);
      expect(occurrences.length).toBeGreaterThanOrEqual(2);
      expect(new Set(occurrences.map((e) => e.title)).size).toBe(1);
      for (const [n, e] of occurrences.entries()) {
        expect(e.isRecurringEvent).toBe(true);
        const days = (Date.parse(e.eventDate!) - Date.parse(occurrences[0]!.eventDate!)) / 86_400_000;
        expect(days).toBe(n * step[e.repeatFrequency!]);
        expect(e.repeatUntilDate).toBe(occurrences.at(-1)!.eventDate);
      }
    }
  });

  it("gives searchable words: a common search word matches a share of titles, not all of them", () => {
    const rows = generateBenchEvents(options);
    const yoga = rows.filter((e) => /\byoga\b/i.test(`${e.title} ${e.description}`)).length / rows.length;
    expect(yoga).toBeGreaterThan(0.03);
    expect(yoga).toBeLessThan(0.3);
  });

  it("needs a host", () => {
    expect(() => generateBenchEvents({ ...options, hostIds: [] })).toThrow(/host/);
  });
});

describe("the benchmark's hosts and random numbers", () => {
  it("gives the same hosts for a seed, with unique emails", () => {
    const hosts = generateBenchHosts(40, 1);
    expect(hosts).toEqual(generateBenchHosts(40, 1));
    expect(new Set(hosts.map((h) => h.email)).size).toBe(40);
    expect(generateBenchHosts(40, 2).map((h) => h.lastName)).not.toEqual(hosts.map((h) => h.lastName));
  });

  it("draws numbers in [0, 1), the same sequence for the same seed", () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const draws = Array.from({ length: 1000 }, () => a());
    expect(draws).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(new Set(draws).size).toBe(1000);
  });
});
