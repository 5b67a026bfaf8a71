// The header search box's rule for what was typed (server/domain/discovery/typeahead.ts): the words
// that are matched, and the text refused. The matching itself: tests/api/search-typeahead.test.ts.
import { describe, expect, it } from "vitest";
import { DomainError } from "~server/domain/errors";
import { typeaheadWords, TYPEAHEAD_MAX_WORDS } from "~server/domain/discovery/typeahead";

describe("typeaheadWords", () => {
  it("keeps letters and digits as lower-case words, once each", () => {
    expect(typeaheadWords("  Yoga, FLOW! yoga ")).toEqual(["yoga", "flow"]);
    expect(typeaheadWords("5k run")).toEqual(["5k", "run"]);
    expect(typeaheadWords("Café crème")).toEqual(["café", "crème"]);
    expect(typeaheadWords("%_.*|&:'\"() yo")).toEqual(["yo"]);
  });

  it("is no words below two letters or digits", () => {
    for (const text of [undefined, "", "   ", "a", "!", "%%%"]) expect(typeaheadWords(text)).toEqual([]);
    expect(typeaheadWords("a b")).toEqual(["a", "b"]);
  });

  it(`keeps at most ${TYPEAHEAD_MAX_WORDS} words`, () => {
    expect(typeaheadWords("one two three four five six seven eight")).toHaveLength(TYPEAHEAD_MAX_WORDS);
  });

  it("refuses over 200 characters and control characters as invalid, naming search", () => {
    for (const [text, message] of [
      ["x".repeat(201), "Search text must be at most 200 characters."],
      ["yo\u0001ga", "Search text contains characters that are not allowed."],
      ["\u007f", "Search text contains characters that are not allowed."],
    ] as const) {
      let error: unknown;
      try {
        typeaheadWords(text);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe("invalid");
      expect((error as DomainError).message).toBe(message);
    }
    expect(typeaheadWords("x".repeat(200))).toEqual(["x".repeat(200)]);
    // Tabs and new lines are spaces a paste may bring.
    expect(typeaheadWords("yoga\tflow\n")).toEqual(["yoga", "flow"]);
  });
});
