import { describe, expect, it } from "vitest";
import { escapeIcsText, eventIcs, foldIcsLine, googleCalendarUrl, icsDateTime } from "~shared/calendar";
import { shareLinks } from "~/lib/share-links";

const event = {
  uid: "event-42@marquee.test",
  title: "Yoga; stretch, breathe",
  description: "Line one\nLine two with a back\\slash",
  url: "https://marquee.test/event-detail/42/yoga",
  start: new Date("2026-12-05T19:00:00Z"),
  end: new Date("2026-12-05T20:30:00Z"),
  stamp: new Date("2026-11-22T07:00:05.123Z"),
};

describe("calendar file", () => {
  it("writes UTC date-times", () => {
    expect(icsDateTime(new Date("2026-07-01T08:05:09.999Z"))).toBe("20260701T080509Z");
  });

  it("escapes text values", () => {
    expect(escapeIcsText("a;b,c\\d\ne\r\nf")).toBe("a\\;b\\,c\\\\d\\ne\\nf");
  });

  it("is one VEVENT with UID, DTSTAMP, DTSTART, DTEND in UTC, CRLF line ends", () => {
    const ics = eventIcs(event);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const lines = ics.split("\r\n");
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines).toContain("VERSION:2.0");
    expect(lines).toContain("UID:event-42@marquee.test");
    expect(lines).toContain("DTSTAMP:20261122T070005Z");
    expect(lines).toContain("DTSTART:20261205T190000Z");
    expect(lines).toContain("DTEND:20261205T203000Z");
    expect(lines).toContain("SUMMARY:Yoga\\; stretch\\, breathe");
    expect(lines).toContain("DESCRIPTION:Line one\\nLine two with a back\\\\slash");
    expect(lines.filter((l) => l === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.at(-2)).toBe("END:VCALENDAR");
  });

  it("folds long lines at 75 octets without splitting a character", () => {
    const long = "DESCRIPTION:" + "é".repeat(100);
    const folded = foldIcsLine(long);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(parts.slice(1).every((p) => p.startsWith(" "))).toBe(true);
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join("")).toBe(long);
    expect(foldIcsLine("short")).toBe("short");
  });

  it("links to Google Calendar with the same times", () => {
    const url = new URL(googleCalendarUrl(event));
    expect(url.origin).toBe("https://calendar.google.com");
    expect(url.searchParams.get("action")).toBe("TEMPLATE");
    expect(url.searchParams.get("text")).toBe(event.title);
    expect(url.searchParams.get("dates")).toBe("20261205T190000Z/20261205T203000Z");
    expect(url.searchParams.get("details")).toContain(event.url);
  });
});

describe("share links", () => {
  it("encodes the page's address and title for each target", () => {
    const links = shareLinks("https://marquee.test/event-detail/1/a?b=c&d", "Tea & cake");
    expect(links.email).toBe("mailto:?subject=Tea%20%26%20cake&body=Tea%20%26%20cake%0Ahttps%3A%2F%2Fmarquee.test%2Fevent-detail%2F1%2Fa%3Fb%3Dc%26d");
    expect(new URL(links.x).searchParams.get("url")).toBe("https://marquee.test/event-detail/1/a?b=c&d");
    expect(new URL(links.facebook).searchParams.get("u")).toBe("https://marquee.test/event-detail/1/a?b=c&d");
    expect(new URL(links.linkedin).searchParams.get("url")).toBe("https://marquee.test/event-detail/1/a?b=c&d");
    expect(new URL(links.whatsapp).searchParams.get("text")).toBe("Tea & cake https://marquee.test/event-detail/1/a?b=c&d");
  });
});
