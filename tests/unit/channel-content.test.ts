import { describe, expect, it } from "vitest";
import { compareChannelContent, inChannelOrder } from "~shared/channel-content";

describe("the channel's content order", () => {
  it("puts saved order numbers first, then unordered content oldest first, events before documents on a tie", () => {
    const items = [
      { kind: "event" as const, id: 9, order: 0 },
      { kind: "document" as const, id: 2, order: 2 },
      { kind: "event" as const, id: 5, order: 2 },
      { kind: "document" as const, id: 1, order: 0 },
      { kind: "event" as const, id: 3, order: 1 },
      { kind: "event" as const, id: 4, order: 0 },
    ];
    expect(inChannelOrder(items).map((item) => `${item.kind[0]}${item.id}`)).toEqual(["e3", "e5", "d2", "e4", "e9", "d1"]);
  });

  it("is a total order: antisymmetric and zero only for the same item", () => {
    const a = { kind: "event" as const, id: 1, order: 3 };
    const b = { kind: "document" as const, id: 1, order: 3 };
    expect(Math.sign(compareChannelContent(a, b))).toBe(-Math.sign(compareChannelContent(b, a)));
    expect(compareChannelContent(a, { ...a })).toBe(0);
  });
});
