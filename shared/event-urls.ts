// The addresses of events, hosts and the event actions (common brief, "Action URLs"): one place, so
// cards, lists and event pages link the same way. Pure code: no React, no server imports.

/** "Sunrise Flow: Week 1!" → "sunrise-flow-week-1"; `fallback` when nothing is left. */
export function slugify(text: string, fallback = "event"): string {
  const slug = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/g, "");
  return slug || fallback;
}

type EventKind = "Online Event" | "Pre Recorded";

export interface EventRef {
  id: number;
  event_type: EventKind;
  /** The stored slug; the title's slug when absent. */
  event_slug?: string | null;
  title?: string;
}

function slugOf(event: EventRef): string {
  return encodeURIComponent(event.event_slug || slugify(event.title ?? ""));
}

/** The public page: /event-detail/{id}/{slug} (live) or /pre-recorded-event/{id}/{slug}. */
export function eventPageUrl(event: EventRef): string {
  const base = event.event_type === "Pre Recorded" ? "pre-recorded-event" : "event-detail";
  return `/${base}/${event.id}/${slugOf(event)}`;
}

/** The attendee's page of a live event: /online-event/{id}/{event_name}. */
export function onlineEventUrl(event: Pick<EventRef, "id" | "event_slug" | "title">): string {
  return `/online-event/${event.id}/${slugOf({ ...event, event_type: "Online Event" })}`;
}

export interface HostRef {
  id: number;
  full_name?: string;
  first_name?: string;
  last_name?: string;
}

/** /host-profile/{id}/{host_name}. */
export function hostProfileUrl(user: HostRef): string {
  const name = user.full_name ?? `${user.first_name ?? ""} ${user.last_name ?? ""}`;
  return `/host-profile/${user.id}/${slugify(name, "host")}`;
}

/** /reviews/{id}: the reviews of a user (host). */
export function reviewsUrl(userId: number): string {
  return `/reviews/${userId}`;
}

/** /channel-detail/{id}/{channel_slug}. */
export function channelUrl(channel: { id: number; channel_slug?: string | null; title?: string }): string {
  return `/channel-detail/${channel.id}/${encodeURIComponent(channel.channel_slug || slugify(channel.title ?? "", "channel"))}`;
}

/** A subscriber's list of the channel's events: /my-subscribed-channel-events/{id}/{channel_slug} (a wrong slug is sent on to the right one). */
export function subscribedChannelEventsUrl(channel: { id: number; channel_slug?: string | null; title?: string }): string {
  return `/my-subscribed-channel-events/${channel.id}/${encodeURIComponent(channel.channel_slug || slugify(channel.title ?? "", "channel"))}`;
}

/**
 * Where a buyer finds what they just paid for: an event's booking in My Booked Events, a channel's
 * events on the subscriber's list; a package has no such page (null).
 */
export function purchasedUrl(type: "event_booking" | "channel_subscription" | "package_subscription", channel: { id: number; title: string } | null): string | null {
  if (type === "event_booking") return "/my-booked-events";
  if (type === "channel_subscription" && channel) return subscribedChannelEventsUrl(channel);
  return null;
}

/** The actions' addresses (each owned by the helper named in the common brief). */
export const eventActionUrls = {
  /** GET: the confirmation page; POST: books a free event. */
  book: (id: number) => `/book/${id}`,
  /** A visitor's "Login Now ?" page for the event. */
  loginNow: (id: number) => `/login-now/${id}`,
  /** Buy Ticket / Buy Access. */
  checkout: (id: number) => `/checkout/event_booking/${id}`,
  /** GET: the confirmation page; POST: cancels the viewer's booking. */
  cancelBooking: (id: number) => `/cancel-booking/${id}`,
  /** POST with `returnTo`: toggles the favourite. */
  favourite: (id: number) => `/favourite/${id}`,
  /** Checks the booking and the window at the click, then redirects to the host's link. */
  join: (id: number) => `/join/${id}`,
  edit: (id: number) => `/event-create/${id}`,
} as const;

/** A local path to come back to (path and query), or "/" for anything else (no open redirects). */
export function localReturnTo(value: string | null | undefined): string {
  if (!value || !value.startsWith("/") || value.startsWith("//") || value.startsWith("/\\")) return "/";
  return value;
}
