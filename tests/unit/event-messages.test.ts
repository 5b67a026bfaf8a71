// The event authoring domain's texts: each name has one text, and the two "cancelled" texts are
// two names (the answer to Cancel Event, the refusal to change a cancelled event).
import { describe, expect, it } from "vitest";
import * as messages from "~server/domain/events/messages";

describe("event messages", () => {
  it("answers Cancel Event with the refund promise, and refuses changes to a cancelled event in its own words", () => {
    expect(messages.EVENT_CANCELLED).toBe("Event cancelled. All booked users will be refunded.");
    expect(messages.ALREADY_CANCELLED).toBe("Event cancelled.");
    expect(messages.CANCELLED_EVENT_LOCKED).toBe("This event has been cancelled, it can no longer be changed.");
  });

  it("holds each text once", () => {
    const texts = Object.values(messages).filter((value): value is string => typeof value === "string");
    expect(new Set(texts).size).toBe(texts.length);
  });
});
