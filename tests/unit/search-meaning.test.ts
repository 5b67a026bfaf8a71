// The rules that turn a search's text into word groups (server/domain/discovery/meaning.ts): synonyms
// by concept, phrases as one group, filler words that only rank, stop words dropped, words whose stem
// an unrelated word shares limited to titles and categories, and hostile text reduced to letters and
// digits before it can reach to_tsquery.
import { describe, expect, it } from "vitest";
import { MEANING_MAX_GROUPS, meaningOf, meaningQueries, wordsOf } from "~server/domain/discovery/meaning";

const groupsOf = (text: string) => meaningOf(text)?.groups.map((group) => group.terms) ?? null;

describe("meaningOf", () => {
  it("expands a word to the words of its concept, the typed word first", () => {
    const [workout] = groupsOf("workout")!;
    expect(workout![0]).toBe("workout");
    expect(workout).toEqual(expect.arrayContaining(["fitness", "exercise", "hiit", "yoga", "pilates"]));
    const [paint] = groupsOf("paint")!;
    expect(paint).toEqual(expect.arrayContaining(["paint", "drawing", "watercolour", "sketching"]));
  });

  it("keeps each typed word a group of its own: all words rank first, then most words", () => {
    const groups = meaningOf("morning workout")!.groups;
    expect(groups.map((group) => group.words)).toEqual([["morning"], ["workout"]]);
    expect(groups[0]!.terms).toEqual(expect.arrayContaining(["morning", "sunrise", "early"]));
    expect(groups[1]!.terms).not.toContain("morning");
  });

  it("reads a known phrase as one concept, and leaves specific words alone", () => {
    const groups = meaningOf("start a business")!.groups;
    expect(groups).toHaveLength(1);
    expect(groups[0]!.terms).toEqual(expect.arrayContaining(["entrepreneurship", "startup", "business"]));
    expect(groupsOf("vinyasa")).toEqual([["vinyasa"]]);
    expect(groupsOf("Hannah Whitfield")).toEqual([["hannah"], ["whitfield"]]);
  });

  it("finds a plural by its singular", () => {
    expect(groupsOf("workouts")![0]).toEqual(expect.arrayContaining(["fitness", "exercise"]));
    expect(groupsOf("businesses")![0]).toEqual(expect.arrayContaining(["entrepreneur"]));
  });

  it("drops stop words; filler words only rank unless there is nothing else", () => {
    const learn = meaningOf("learn to paint")!;
    expect(learn.groups.map((group) => group.words)).toEqual([["paint"]]);
    expect(learn.boost.map((group) => group.words)).toEqual([["learn"]]);
    const filler = meaningOf("online classes")!;
    expect(filler.groups.map((group) => group.words)).toEqual([["online"], ["classes"]]);
    expect(filler.boost).toEqual([]);
    expect(meaningOf("yoga for beginners")!.groups.map((group) => group.words)).toEqual([["yoga"]]);
  });

  it("is null for text with nothing to search: punctuation, stop words, single letters", () => {
    for (const text of ["", "   ", "!!!", "&&& | !", "'\"", ":*", "the and of", "a b c", "\u0000", "-", "<->"]) expect(meaningOf(text), text).toBeNull();
  });

  it("takes at most MEANING_MAX_GROUPS groups and cuts a word to 40 characters", () => {
    const text = Array.from({ length: 30 }, (_, i) => `word${i}`).join(" ");
    expect(meaningOf(text)!.groups).toHaveLength(MEANING_MAX_GROUPS);
    const long = meaningOf("x".repeat(200))!;
    expect(long.groups[0]!.terms).toEqual(["x".repeat(40)]);
  });

  it("merges repeated words into one group", () => {
    expect(groupsOf("yoga yoga YOGA")).toEqual([["yoga"]]);
  });
});

describe("wordsOf", () => {
  it("keeps letters and digits of any script, lower-cased, and splits on everything else", () => {
    expect(wordsOf("Couch-to-5K: Run!")).toEqual(["couch", "to", "5k", "run"]);
    expect(wordsOf("Español & français")).toEqual(["español", "français"]);
    expect(wordsOf("李白 ☃ 詩")).toEqual(["李白", "詩"]);
    expect(wordsOf("yog\u0000a")).toEqual(["yog"]);
    expect(wordsOf("'); drop table events; --")).toEqual(["drop", "table", "events"]);
  });
});

describe("meaningQueries", () => {
  it("quotes every term and joins them with tsquery operators of its own only", () => {
    for (const text of ["a:* | b", "yoga & !pilates", "'quoted' \"double\"", "(nested) <-> !!", "\\ backslash", "x".repeat(200), "yo\u0000ga"]) {
      const meaning = meaningOf(text);
      if (!meaning) continue;
      const { match, rank, typed, groups } = meaningQueries(meaning);
      for (const query of [match, rank, typed, ...groups]) {
        // Outside the quotes: only the operators this module writes, spaces, parentheses and weights.
        const outside = query.replace(/'[\p{L}\p{N}]+'/gu, "");
        expect(outside, text).toMatch(/^[\s|()]*(?::AB)?[\s|():AB]*$/);
      }
    }
  });

  it("matches any group and ranks the typed words once more", () => {
    const queries = meaningQueries(meaningOf("guitar lessons")!);
    expect(queries.groups).toEqual(["'guitar'"]);
    expect(queries.match).toBe("('guitar')");
    expect(queries.rank).toBe("('guitar') | ('lessons')");
    expect(queries.typed).toBe("'guitar' | 'lessons'");
  });

  it("limits a word whose stem an unrelated word shares to titles and category names", () => {
    const { groups } = meaningQueries(meaningOf("business")!);
    expect(groups[0]).toContain("'business':AB");
    expect(groups[0]).not.toMatch(/'business'(?!:AB)/);
    expect(meaningQueries(meaningOf("busy")!).groups).toEqual(["'busy':AB"]);
  });
});
