// The pure rules of a channel's order (shared/channel-order.ts): the API's check of a sent list and
// the no-JavaScript form's reading of its order-number inputs.
import { describe, expect, it } from "vitest";
import { checkChannelOrder, orderFromNumbers } from "~shared/channel-order";

const items = [
  { id: 1, kind: "event" as const },
  { id: 2, kind: "event" as const },
  { id: 1, kind: "document" as const },
];
const entry = (id: unknown, event_type: unknown, ordernum: unknown) => ({ id, event_type, ordernum });

describe("checkChannelOrder", () => {
  it("accepts every item once, numbered 1..n in any order, ids and numbers as text", () => {
    expect(checkChannelOrder([entry(1, "Document", 1), entry("2", "Online Event", "3"), entry(1, "Pre Recorded", 2)], items)).toEqual({
      ok: true,
      items: [
        { id: 1, kind: "document", ordernum: 1 },
        { id: 2, kind: "event", ordernum: 3 },
        { id: 1, kind: "event", ordernum: 2 },
      ],
    });
  });

  it("refuses foreign, repeated and missing items and bad numbers", () => {
    const message = (list: ReturnType<typeof entry>[]) => {
      const check = checkChannelOrder(list, items);
      return check.ok ? "ok" : check.message;
    };
    expect(message([entry(9, "Pre Recorded", 1), entry(2, "Pre Recorded", 2), entry(1, "Document", 3)])).toMatch(/not in this channel/);
    expect(message([entry(2, "Document", 1), entry(2, "Pre Recorded", 2), entry(1, "Document", 3)])).toMatch(/not in this channel/);
    expect(message([entry(1, "Video", 1), entry(2, "Pre Recorded", 2), entry(1, "Document", 3)])).toMatch(/not in this channel/);
    expect(message([entry("1.0", "Pre Recorded", 1), entry(2, "Pre Recorded", 2), entry(1, "Document", 3)])).toMatch(/not in this channel/);
    expect(message([entry(1, "Pre Recorded", 1), entry(1, "Online Event", 2), entry(1, "Document", 3)])).toMatch(/more than once/);
    expect(message([entry(1, "Pre Recorded", 1), entry(2, "Pre Recorded", 2)])).toBe("The list must name every event and document of the channel.");
    for (const numbers of [[1, 1, 2], [0, 1, 2], [1, 2, 4], [1, 2, -3], [1, 2, "x"], [1, 2, 2.5], [1, 2, null]]) {
      expect(message([entry(1, "Pre Recorded", numbers[0]), entry(2, "Pre Recorded", numbers[1]), entry(1, "Document", numbers[2])]), String(numbers)).toBe(
        "Order numbers must be whole numbers from 1 to 3, each used once.",
      );
    }
  });

  it("accepts an empty list only for an empty channel", () => {
    expect(checkChannelOrder([], []).ok).toBe(true);
    expect(checkChannelOrder([], items).ok).toBe(false);
  });
});

describe("orderFromNumbers", () => {
  const rows = (typed: unknown[]) => typed.map((value, index) => ({ item: String.fromCharCode(65 + index), position: index + 1, typed: value }));

  it("sorts by the numbers typed", () => {
    expect(orderFromNumbers(rows([3, 1, 2]))).toEqual(["B", "C", "A"]);
    expect(orderFromNumbers(rows(["2", "1", "3"]))).toEqual(["B", "A", "C"]);
  });

  it("puts a row given a taken number before the row that kept it", () => {
    expect(orderFromNumbers(rows([1, 2, 3, 1]))).toEqual(["D", "A", "B", "C"]);
    expect(orderFromNumbers(rows([3, 2, 3]))).toEqual(["B", "A", "C"]);
  });

  it("keeps the old order among rows given the same new number, and allows gaps", () => {
    expect(orderFromNumbers(rows([9, 9, 1]))).toEqual(["C", "A", "B"]);
  });

  it("refuses a number that is not whole or below 1", () => {
    expect(orderFromNumbers(rows([1, 0, 3]))).toBeNull();
    expect(orderFromNumbers(rows([1, "", 3]))).toBeNull();
    expect(orderFromNumbers(rows([1, "2.5", 3]))).toBeNull();
  });
});
