// Who may open each page of the route map, keyed by the path's first segment (unique per route).
export type Access = "public" | "private";

/** The sections that need a login (the section page and robots.txt read this one list). */
export const privateSections = [
  "event-create", "chan-event-create", "doc-event-create", "doc-event-details", "profile",
  "pre-recorded-event", "pre-recorded-bulk", "online-event", "pre-recorded-video", "event-template",
  "favourite-event", "transaction-history", "event-management", "my-booked-events", "tickets",
  "ticket-detail", "create-ticket", "my-channels", "create-channel", "subscribed-channels",
  "my-channel-events", "my-subscribed-channel-events", "my-account", "change-password",
  "account-details", "subscription-info", "email-subscriber", "bank-details",
  "book", "cancel-booking", "checkout",
] as const;

/** The section key of a path: its first segment, lower-cased ("/Why-Marquee" → "why-marquee"). */
export function sectionKey(pathname: string): string {
  return (pathname.split("/").filter(Boolean)[0] ?? "").toLowerCase();
}

export function accessOf(key: string): Access {
  return (privateSections as readonly string[]).includes(key) ? "private" : "public";
}
