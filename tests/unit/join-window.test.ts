import { describe, expect, it } from "vitest";
import { webUrl } from "~/lib/web-url";
import { joinCountdown, joinDecision, joinOpensAt, JOIN_OPENS_BEFORE_MS, type JoinFacts } from "~shared/join-window";

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

describe("joinCountdown: what shows in place of JOIN NOW until the room opens", () => {
  // 19:00 in London on 5 Dec 2026 (GMT): the room opens at 18:45.
  const hour = 60 * minute;
  const day = 24 * hour;
  const opens = start - 15 * minute;

  it("is null from exactly 15 minutes before the start, and without a start", () => {
    expect(joinCountdown(start, opens, "Europe/London")).toBeNull();
    expect(joinCountdown(start, start, "Europe/London")).toBeNull();
    expect(joinCountdown(start, end + hour, "Europe/London")).toBeNull();
    expect(joinCountdown(null, opens - day, "Europe/London")).toBeNull();
    expect(joinCountdown(start, opens - 1, "Europe/London")).toBe("Opens at 18:45");
  });

  it("says the time the same day, 'tomorrow' the next day, and days after that, in calendar days of the zone", () => {
    expect(joinCountdown(start, Date.UTC(2026, 11, 5, 0, 0), "Europe/London")).toBe("Opens at 18:45");
    expect(joinCountdown(start, Date.UTC(2026, 11, 4, 23, 59), "Europe/London")).toBe("Opens tomorrow at 18:45");
    expect(joinCountdown(start, Date.UTC(2026, 11, 4, 0, 0), "Europe/London")).toBe("Opens tomorrow at 18:45");
    expect(joinCountdown(start, Date.UTC(2026, 11, 3, 23, 59), "Europe/London")).toBe("Opens in 2 days");
    expect(joinCountdown(start, opens - 30 * day, "Europe/London")).toBe("Opens in 30 days");
  });

  it("counts days and the clock in the viewer's zone, across the date line and a clock change", () => {
    // 18:45 GMT is 07:45 the next morning in Auckland (UTC+13 in December): 23:00 there is the day before, 00:00 the day.
    expect(joinCountdown(start, Date.UTC(2026, 11, 5, 10, 0), "Pacific/Auckland")).toBe("Opens tomorrow at 07:45");
    expect(joinCountdown(start, Date.UTC(2026, 11, 5, 11, 0), "Pacific/Auckland")).toBe("Opens at 07:45");
    // 13:45 in New York; still the 5th there at 23:30 UTC on the 4th (18:30 local): tomorrow.
    expect(joinCountdown(start, Date.UTC(2026, 11, 4, 23, 30), "America/New_York")).toBe("Opens tomorrow at 13:45");
    expect(joinCountdown(start, Date.UTC(2026, 11, 5, 5, 30), "America/New_York")).toBe("Opens at 13:45");
    // London's clocks go forward on 29 March 2026: a 09:00 BST start opens at 08:45 BST.
    const spring = Date.UTC(2026, 2, 29, 8, 0);
    expect(joinCountdown(spring, Date.UTC(2026, 2, 29, 0, 30), "Europe/London")).toBe("Opens at 08:45");
    expect(joinCountdown(spring, Date.UTC(2026, 2, 28, 23, 59), "Europe/London")).toBe("Opens tomorrow at 08:45");
  });

  it("names the zone when the server writes the event's own", () => {
    expect(joinCountdown(start, opens - hour, "Europe/London", true)).toBe("Opens at 18:45 GMT");
    expect(joinCountdown(Date.UTC(2026, 5, 5, 18, 0), Date.UTC(2026, 5, 5, 9, 0), "Europe/London", true)).toBe("Opens at 18:45 BST");
    expect(joinCountdown(start, opens - 3 * day, "Europe/London", true)).toBe("Opens in 3 days");
  });
});
