// The booking confirmation mail: the booking reference, when the event is (in its own time zone),
// a link to the event page, and for a live event its calendar entry as an .ics attachment (the same
// file the event page offers, shared/calendar.ts). Never the join link: the page's JOIN NOW checks
// the booking at the click.
import { eventIcs } from "~shared/calendar";
import { formatDateTime } from "~shared/dates";
import { eventPageUrl } from "~shared/event-urls";
import type { Event } from "~server/db/schema";
import { endsAt, startsAt } from "~server/domain/events/access";
import { renderMail } from "~server/domain/mail";
import type { MailMessage } from "~server/integrations/mail/transport";

interface Recipient {
  email: string;
  firstName: string;
}

const HOUR_MS = 60 * 60 * 1000;

/** `paid`: the amount charged, for a bought ticket (the receipt line); absent for a free ticket. */
export function bookingConfirmationMail(recipient: Recipient, appUrl: string, event: Event, bookingRef: string, now: Date, paid?: string): MailMessage {
  const url = `${appUrl.replace(/\/+$/, "")}${eventPageUrl({ id: event.id, event_type: event.eventType, event_slug: event.slug })}`;
  const start = startsAt(event);
  const end = endsAt(event);
  const when = start ? `${formatDateTime(start, event.timeZone)}` : null;
  const rendered = renderMail({
    greeting: recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : "Hello,",
    blocks: [
      paid ? `Your ticket for "${event.title}" is booked. Paid: ${paid}.` : `Your free ticket for "${event.title}" is booked.`,
      `Booking id: ${bookingRef}`,
      ...(when ? [`When: ${when}. The calendar entry is attached.`, "Live events work in Chrome, Safari or Edge Chromium on desktop. JOIN NOW opens on the event page 15 minutes before the start."] : []),
      { button: { label: "View the event", url } },
    ],
  });
  return {
    kind: "booking-confirmation",
    to: recipient.email,
    subject: `Booked: ${event.title} (${bookingRef})`,
    ...rendered,
    ...(start
      ? {
          attachments: [
            {
              filename: "event.ics",
              contentType: "text/calendar; charset=utf-8; method=PUBLISH",
              content: eventIcs({
                uid: `event-${event.id}@marquee`,
                title: event.title,
                description: `Booking id: ${bookingRef}`,
                url,
                start,
                end: end && end.getTime() > start.getTime() ? end : new Date(start.getTime() + HOUR_MS),
                stamp: now,
              }),
            },
          ],
        }
      : {}),
  };
}
