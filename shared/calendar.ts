// Add-to-calendar for a live event: an RFC 5545 iCalendar file (one VEVENT, times in UTC, text
// escaped, lines folded at 75 octets, CRLF) and a Google Calendar link. Pure: the event page's
// resource route and the booking confirmation mail build the same file.

export interface CalendarEvent {
  /** Stable across downloads, so a calendar updates the entry instead of adding another. */
  uid: string;
  title: string;
  description: string;
  /** The event's page (never its join link). */
  url: string;
  start: Date;
  end: Date;
  /** DTSTAMP: when the file was made. */
  stamp: Date;
}

/** 20261205T190000Z */
export function icsDateTime(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}Z$/, "Z");
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function eventIcs(event: CalendarEvent): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Marquee//Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${escapeIcsText(event.uid)}`,
    `DTSTAMP:${icsDateTime(event.stamp)}`,
    `DTSTART:${icsDateTime(event.start)}`,
    `DTEND:${icsDateTime(event.end)}`,
    `SUMMARY:${escapeIcsText(event.title)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `URL:${event.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldIcsLine).join("\r\n") + "\r\n";
}

/** Google Calendar's "add event" template link. */
export function googleCalendarUrl(event: Pick<CalendarEvent, "title" | "description" | "url" | "start" | "end">): string {
  const params = new URLSearchParams({
    action: "TEMPLATE",
    text: event.title,
    dates: `${icsDateTime(event.start)}/${icsDateTime(event.end)}`,
    details: `${event.description}\n\n${event.url}`.trim(),
  });
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
