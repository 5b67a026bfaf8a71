// Who may open each route of app/routes.ts: the one table the page gates read. A route that is not
// here fails tests/unit/page-access.test.ts by name, so a new route is classified the day it lands.
import type { RouteConfigEntry } from "@remix-run/route-config";

/**
 * public: anyone; anonymous: visitors (a logged-in user goes to /profile); user: login required;
 * admin: administrators (others get 404); operator: the demo's loopback-only tools;
 * owner: login required, and the page is of one object (an event): its owner or an administrator
 * opens it, any other user is sent to /event-management (the API's 'unauthorized', spec 001 §6);
 * resource: not a page (the API has its own matrix); not-found: the catch-all 404;
 * event-action: login required, and the page asks about one event (book, cancel a booking,
 * checkout): a user who has nothing to confirm there is sent on to the event page;
 * event-visitor: a visitor's question about one event ("Login Now ?"): a user is sent on to the event page;
 * form-target: the target of a POST form (GET has nothing to show and goes back);
 * owner-home: login required, and the page is of the caller's own event or channel: anyone else is
 * sent to /home (Email to subscriber, spec 001 §2.5).
 * owner-missing: login required, and the page is of one object of the caller's (a channel, a
 * document): anyone else gets 404, as for an object that does not exist.
 * owner-my-channels: login required, and the page is a form of the caller's own channel or document:
 * anyone else is sent to /my-channels with the message (the document form, spec 001 §2.2).
 */
export type PageAccess =
  | "public"
  | "anonymous"
  | "user"
  | "owner"
  | "owner-home"
  | "owner-missing"
  | "owner-my-channels"
  | "admin"
  | "operator"
  | "resource"
  | "not-found"
  | "event-action"
  | "event-visitor"
  | "form-target";

export interface PageRule {
  access: PageAccess;
  /** A concrete URL of the route to try. */
  sample: string;
  /**
   * Every query parameter the route (its loader, action or page) reads, [] for none: the hostile
   * sweep (tests/api/gates-hostile-routes.test.ts) puts each hostile value in each of them.
   */
  query: readonly string[];
  /** Not an HTML page (a download such as a CSV export): the HTML and accessibility sweeps pass it by. */
  download?: true;
}

/** Whether a route answers an HTML page (the valid-HTML and accessibility gates read only those). */
export const isHtmlPage = (rule: PageRule): boolean => !rule.download;

const p = (sample: string, query: readonly string[]): PageRule => ({ access: "public", sample, query });
const u = (sample: string, query: readonly string[]): PageRule => ({ access: "user", sample, query });

export const pageAccess: Record<string, PageRule> = {
  "/creator-economy-web3": p("/creator-economy-web3", ["register"]),
  "/api/auth/*": { access: "resource", sample: "/api/auth/site-settings", query: [] },
  "/healthz": { access: "resource", sample: "/healthz", query: [] },
  "/sitemap.xml": { access: "resource", sample: "/sitemap.xml", query: [] },
  "/robots.txt": { access: "resource", sample: "/robots.txt", query: [] },
  "/storage/*": { access: "resource", sample: "/storage/files/event-images/00000000-0000-4000-8000-000000000000.jpg", query: ["download", "signature", "expires"] },
  "/uploads": { access: "resource", sample: "/uploads", query: [] },
  "/webhooks/stripe": { access: "resource", sample: "/webhooks/stripe", query: [] },
  // The sandbox provider's pages stand for the provider's site: they exist only for a checkout or a
  // payment the sandbox made (an unknown id is 410 / 404), and are checked by the payment journeys.
  "/sandbox/checkout/:id": { access: "resource", sample: "/sandbox/checkout/cs_sb_none", query: [] },
  "/sandbox/authenticate/:paymentId": { access: "resource", sample: "/sandbox/authenticate/pi_sb_none", query: ["return_to"] },
  "/sandbox/payment-methods": { access: "resource", sample: "/sandbox/payment-methods", query: [] },
  "/event-detail/:id/:slug/calendar.ics": { access: "resource", sample: "/event-detail/1/sunrise-vinyasa-flow/calendar.ics", query: [] },
  "/channel-modules/:id": { access: "resource", sample: "/channel-modules/4", query: [] },
  "/": p("/", ["register"]),
  "/video-tutorial": p("/video-tutorial", []),
  "/become-host": p("/become-host", ["register"]),
  "/content-creator": p("/content-creator", ["register"]),
  "/yoga-teacher": p("/yoga-teacher", ["register"]),
  "/coaches": p("/coaches", ["register"]),
  "/fitness-experts": p("/fitness-experts", ["register"]),
  "/beauty-experts": p("/beauty-experts", ["register"]),
  "/Why-Marquee": p("/Why-Marquee", ["register"]),
  "/new-landing": p("/new-landing", ["register"]),
  "/contact-us": p("/contact-us", []),
  "/channels": p("/channels", ["title", "category", "subscriptionType", "page"]),
  "/old-channel-detail/:id/:channelSlug": p("/old-channel-detail/1/hannahs-yoga-studio", ["slide", "subscribe"]),
  "/channel-detail/:id/:channelSlug": p("/channel-detail/1/hannahs-yoga-studio", ["slide", "subscribe"]),
  "/channel-events/:id/:channelSlug": p("/channel-events/1/hannahs-yoga-studio", []),
  "/module-events/:id/:channelSlug": p("/module-events/1/week-1-breath-and-posture", []),
  "/pricing": p("/pricing", []),
  "/about": p("/about", []),
  "/privacy-policy": p("/privacy-policy", []),
  "/terms-of-use-business": p("/terms-of-use-business", []),
  "/terms-of-use-consumer": p("/terms-of-use-consumer", []),
  "/search": p("/search", ["search", "category", "event_type", "page"]),
  "/help": p("/help", []),
  "/event-detail/:id/:slug": p("/event-detail/1/sunrise-vinyasa-flow", []),
  "/old-home": p("/old-home", ["category", "recorded_category", "trending", "live_page", "recorded_page"]),
  "/home": p("/home", ["category", "recorded_category", "trending", "live_page", "recorded_page"]),
  "/current-events": p("/current-events", ["category", "recorded_category", "trending", "live_page", "recorded_page"]),
  "/reviews/:id": p("/reviews/1", []),
  "/activation/:code": p("/activation/not-a-real-code", []),
  "/old-host-profile/:id/:hostName": p("/old-host-profile/1/hannah-whitfield", ["tab"]),
  "/host-profile/:id/:hostName": p("/host-profile/1/hannah-whitfield", ["tab"]),
  "/email-unsubscribe": p("/email-unsubscribe", ["email", "token", "choice"]),
  "/login": { access: "anonymous", sample: "/login", query: ["r"] },
  "/register": { access: "anonymous", sample: "/register", query: ["r", "terms"] },
  "/forgot-pass": { access: "anonymous", sample: "/forgot-pass", query: [] },
  "/logout": p("/logout", []),
  // Someone else's event sends a user to /event-management: the sample is the create form.
  "/event-create/:id?": u("/event-create", []),
  "/chan-event-create/:eventType/:channelId/:bulk?": u("/chan-event-create/l/1/true", []),
  // A channel or document of someone else's answers 404: the samples name the demo's.
  "/doc-event-create/:channelId/:id?": { access: "owner-my-channels", sample: "/doc-event-create/1/2", query: [] },
  "/doc-event-details/:id": { access: "owner-missing", sample: "/doc-event-details/1", query: [] },
  "/doc-event-details/:id/download": { access: "owner-missing", sample: "/doc-event-details/1/download", query: [], download: true },
  "/profile": u("/profile", []),
  "/pre-recorded-event/:id/:slug": u("/pre-recorded-event/6/20-minute-morning-stretch", []),
  // The player's source: only someone who may watch now is redirected to the video; anyone else 404.
  // A preview player's source: the API's uploads/link decides whose file it is (its own matrix).
  "/media/own": { access: "resource", sample: "/media/own", query: ["key"] },
  "/pre-recorded-event/:id/:slug/video": { access: "owner-missing", sample: "/pre-recorded-event/6/20-minute-morning-stretch/video", query: [] },
  "/pre-recorded-bulk/:id": { access: "owner", sample: "/pre-recorded-bulk/1", query: [] },
  "/online-event/:id/:eventName": u("/online-event/1/sunrise-vinyasa-flow", []),
  // Not booked: the page that says why; the redirect itself is tested in tests/e2e/event-detail.spec.ts.
  "/join/:id": u("/join/1", []),
  "/pre-recorded-video/:id": { access: "owner", sample: "/pre-recorded-video/1", query: ["saved"] },
  "/event-template": u("/event-template", []),
  "/favourite-event": u("/favourite-event", ["type"]),
  "/transaction-history": u("/transaction-history", ["page"]),
  "/event-management": u("/event-management", ["type", "cancel"]),
  "/my-booked-events": u("/my-booked-events", ["type"]),
  "/tickets": u("/tickets", []),
  "/ticket-detail/:id": u("/ticket-detail/1", []),
  "/create-ticket": u("/create-ticket", []),
  "/my-channels": u("/my-channels", []),
  // The create page: the edit page of a channel that is not the user's answers 404.
  "/create-channel/:id?": u("/create-channel", []),
  "/subscribed-channels": u("/subscribed-channels", ["confirm"]),
  // Channel 4, Priya's course: GET my-channel/{id} answers 500 on channels whose photos are "demo/..." keys (1 and 2).
  "/my-channel-events/:id": { access: "owner-missing", sample: "/my-channel-events/4", query: ["status"] },
  // Only an active subscriber, the host or an administrator: anyone else 404, as for a missing channel.
  "/my-subscribed-channel-events/:id/:channelSlug": { access: "owner-missing", sample: "/my-subscribed-channel-events/1/demo-channel", query: [] },
  "/my-account": u("/my-account", ["confirm"]),
  "/change-password": u("/change-password", ["next"]),
  "/account-details": u("/account-details", ["nickname", "setup"]),
  "/subscription-info": u("/subscription-info", []),
  "/email-subscriber/:typeId/:eventChannel": { access: "owner-home", sample: "/email-subscriber/1/event", query: [] },
  "/bank-details": u("/bank-details", []),
  "/book/:id": { access: "event-action", sample: "/book/1", query: [] },
  "/cancel-booking/:id": { access: "event-action", sample: "/cancel-booking/1", query: ["returnTo"] },
  "/checkout/:transactionType/:id": { access: "event-action", sample: "/checkout/event_booking/1", query: ["coupon"] },
  // A checkout's result is its buyer's alone (others: 404); a visitor logs in first.
  "/checkout/result/:transactionId": { access: "event-action", sample: "/checkout/result/1", query: [] },
  // The payment modal's JSON calls (POST only).
  "/checkout/pay/:transactionType/:id": { access: "resource", sample: "/checkout/pay/event_booking/1", query: [] },
  "/login-now/:id": { access: "event-visitor", sample: "/login-now/1", query: [] },
  "/register-and-purchase/:transactionType/:id": { access: "event-visitor", sample: "/register-and-purchase/event_booking/1", query: ["coupon", "terms"] },
  "/favourite/:id": { access: "form-target", sample: "/favourite/1", query: ["returnTo"] },
  "/admin": { access: "admin", sample: "/admin", query: [] },
  "/admin/audit": { access: "admin", sample: "/admin/audit", query: ["action", "object_type", "object_id", "from", "to", "page"] },
  "/admin/tickets": { access: "admin", sample: "/admin/tickets", query: ["status", "type", "page"] },
  "/admin/tickets/:id": { access: "admin", sample: "/admin/tickets/1", query: [] },
  "/admin/users": { access: "admin", sample: "/admin/users", query: ["q", "page", "confirm", "user"] },
  "/admin/contact-messages": { access: "admin", sample: "/admin/contact-messages", query: ["page"] },
  "/admin/interest": { access: "admin", sample: "/admin/interest", query: ["page"] },
  "/admin/interest.csv": { access: "admin", sample: "/admin/interest.csv", query: [], download: true },
  "/admin/payments": { access: "admin", sample: "/admin/payments", query: ["type", "from", "to", "page", "confirm"] },
  "/admin/refunds": { access: "admin", sample: "/admin/refunds", query: ["status", "page"] },
  "/admin/commissions": { access: "admin", sample: "/admin/commissions", query: [] },
  "/admin/payouts": { access: "admin", sample: "/admin/payouts", query: ["page"] },
  "/admin/faqs": { access: "admin", sample: "/admin/faqs", query: ["edit-category", "edit-faq", "delete-category", "delete-faq"] },
  "/admin/tutorials": { access: "admin", sample: "/admin/tutorials", query: ["edit-category", "edit-tutorial", "delete-category", "delete-tutorial"] },
  "/admin/pages": { access: "admin", sample: "/admin/pages", query: [] },
  "/admin/pages/:id": { access: "admin", sample: "/admin/pages/1", query: [] },
  "/admin/settings": { access: "admin", sample: "/admin/settings", query: [] },
  "/admin/categories": { access: "admin", sample: "/admin/categories", query: [] },
  "/admin/discount-codes": { access: "admin", sample: "/admin/discount-codes", query: ["page"] },
  "/admin/packages": { access: "admin", sample: "/admin/packages", query: [] },
  "/admin/packages/:id": { access: "admin", sample: "/admin/packages/1", query: [] },
  "/admin/approvals": { access: "admin", sample: "/admin/approvals", query: [] },
  "/admin/approvals/:kind/:id": { access: "admin", sample: "/admin/approvals/event/1", query: [] },
  "/dev/mail": { access: "operator", sample: "/dev/mail", query: ["to"] },
  "/*": { access: "not-found", sample: "/no-such-page/at-all", query: [] },
};

/** Every route of a route config with its URL pattern and module, layouts flattened ("/" for the index). */
export function routeEntries(entries: RouteConfigEntry[], parent = ""): Array<{ pattern: string; file: string }> {
  return entries.flatMap((entry) => {
    const here = entry.path ? `${parent}/${entry.path}` : parent;
    const own = entry.index || entry.path !== undefined ? [{ pattern: here || "/", file: entry.file }] : [];
    return [...own, ...routeEntries(entry.children ?? [], here)];
  });
}

/** Every URL pattern of a route config. */
export function routePatterns(entries: RouteConfigEntry[]): string[] {
  return routeEntries(entries).map((entry) => entry.pattern);
}

/** Whether a concrete URL matches a pattern (":name", optional ":name?", a trailing "*"). */
export function matchesPattern(pattern: string, url: string): boolean {
  const source = pattern
    .split("/")
    .map((part) => {
      if (part === "*") return ".*";
      if (/^:\w+\?$/.test(part)) return "(?:[^/]+)?";
      if (part.startsWith(":")) return "[^/]+";
      return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/")
    .replace(/\/\(\?:\[\^\/\]\+\)\?/g, "(?:/[^/]+)?");
  return new RegExp(`^${source}$`).test(url);
}
