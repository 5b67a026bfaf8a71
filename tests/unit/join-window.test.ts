import { describe, expect, it } from "vitest";
import { webUrl } from "~/lib/web-url";
import { joinDecision, joinOpensAt, JOIN_OPENS_BEFORE_MS, type JoinFacts } from "~shared/join-window";

const start = Date.UTC(2026, 11, 5, 19, 0);
const end = Date.UTC(2026, 11, 5, 20, 0);
const minute = 60_000;

const facts = (over: Partial<JoinFacts> = {}): JoinFacts => ({
  isLive: true,
  isHost: false,
  isBooked: true,
  isCancelled: false,
  hasJoinLink: true,
  startsAt: start,
  endsAt: end,
  now: start,
  ...over,
});

describe("join window", () => {
  it("opens exactly 15 minutes before the start and closes at the end", () => {
    expect(JOIN_OPENS_BEFORE_MS).toBe(15 * minute);
    expect(joinDecision(facts({ now: start - 15 * minute - 1 }))).toBe("too-early");
    expect(joinDecision(facts({ now: start - 15 * minute }))).toBe("open");
    expect(joinDecision(facts({ now: start + 30 * minute }))).toBe("open");
    expect(joinDecision(facts({ now: end - 1 }))).toBe("open");
    expect(joinDecision(facts({ now: end }))).toBe("ended");
    expect(joinOpensAt(start)).toBe(start - 15 * minute);
    expect(joinOpensAt(null)).toBeNull();
  });

  it("lets in a booked attendee or the host, nobody else", () => {
    expect(joinDecision(facts({ isBooked: false }))).toBe("not-booked");
    expect(joinDecision(facts({ isBooked: false, isHost: true }))).toBe("open");
    // Not booked is said before the clock, so nobody learns more than that.
    expect(joinDecision(facts({ isBooked: false, now: end + minute }))).toBe("not-booked");
  });

  it("refuses without a link, for a cancelled event and for a pre-recorded one", () => {
    expect(joinDecision(facts({ hasJoinLink: false }))).toBe("no-link");
    expect(joinDecision(facts({ hasJoinLink: false, now: start - 20 * minute }))).toBe("too-early");
    expect(joinDecision(facts({ isCancelled: true }))).toBe("cancelled");
    expect(joinDecision(facts({ isLive: false }))).toBe("not-live");
    expect(joinDecision(facts({ startsAt: null, endsAt: null }))).toBe("not-live");
  });
});

describe("web addresses", () => {
  it("keeps http(s) links and refuses every other scheme", () => {
    expect(webUrl("https://meet.example.com/r/1")).toBe("https://meet.example.com/r/1");
    expect(webUrl("http://example.com")).toBe("http://example.com/");
    expect(webUrl("javascript:alert(1)")).toBeNull();
    expect(webUrl("data:text/html,hi")).toBeNull();
    expect(webUrl("not a url")).toBeNull();
    expect(webUrl("")).toBeNull();
    expect(webUrl(null)).toBeNull();
  });
});
