// The route map of spec 000 §2 / 002 §2.1, exactly, plus /new-landing, /admin, /dev/mail, the API
// mount, /healthz, the local media storage (/storage/*) and the file fields' upload helper
// (/uploads). Pages that later issues fill share `routes/section.tsx`, which renders each page's
// real title inside the layout (and guards the private ones).
import { index, layout, route, type RouteConfig } from "@remix-run/route-config";

const section = "routes/section.tsx";
/** A route whose page is the shared section page; the id keeps the URL pattern unique. */
const page = (path: string, id: string) => route(path, section, { id });

export default [
  // Outside the main layout.
  route("creator-economy-web3", "routes/creator-economy-web3.tsx"),
  route("api/auth/*", "routes/api.ts"),
  route("healthz", "routes/healthz.ts"),
  route("storage/*", "routes/storage.ts"),
  route("uploads", "routes/uploads.ts"),

  layout("routes/_site.tsx", [
    index("routes/root-landing.tsx"),

    // Public.
    page("video-tutorial", "video-tutorial"),
    page("become-host", "become-host"),
    page("content-creator", "content-creator"),
    page("yoga-teacher", "yoga-teacher"),
    page("coaches", "coaches"),
    page("fitness-experts", "fitness-experts"),
    page("beauty-experts", "beauty-experts"),
    page("Why-Marquee", "why-marquee"),
    page("new-landing", "new-landing"),
    page("contact-us", "contact-us"),
    page("channels", "channels"),
    page("old-channel-detail/:id/:channelSlug", "old-channel-detail"),
    page("channel-detail/:id/:channelSlug", "channel-detail"),
    page("channel-events/:id/:channelSlug", "channel-events"),
    page("module-events/:id/:channelSlug", "module-events"),
    page("pricing", "pricing"),
    page("about", "about"),
    page("privacy-policy", "privacy-policy"),
    page("terms-of-use-business", "terms-of-use-business"),
    page("terms-of-use-consumer", "terms-of-use-consumer"),
    page("search", "search"),
    page("help", "help"),
    page("event-detail/:id/:slug", "event-detail"),
    page("old-home", "old-home"),
    page("home", "home"),
    page("current-events", "current-events"),
    page("reviews/:id", "reviews"),
    route("activation/:code", "routes/activation.tsx"),
    page("old-host-profile/:id/:hostName", "old-host-profile"),
    page("host-profile/:id/:hostName", "host-profile"),
    page("email-unsubscribe", "email-unsubscribe"),

    // Public, but a logged-in user is sent to /profile.
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("forgot-pass", "routes/forgot-pass.tsx"),

    route("logout", "routes/logout.tsx"),

    // Private: login required.
    route("event-create/:id?", "routes/event-create.tsx"),
    route("chan-event-create/:eventType/:channelId/:bulk?", "routes/chan-event-create.tsx"),
    page("doc-event-create/:channelId/:id?", "doc-event-create"),
    page("doc-event-details/:id", "doc-event-details"),
    page("profile", "profile"),
    page("pre-recorded-event/:id/:slug", "pre-recorded-event"),
    route("pre-recorded-bulk/:id", "routes/pre-recorded-bulk.tsx"),
    page("online-event/:id/:eventName", "online-event"),
    route("pre-recorded-video/:id", "routes/pre-recorded-video.tsx"),
    route("event-template", "routes/event-template.tsx"),
    page("favourite-event", "favourite-event"),
    page("transaction-history", "transaction-history"),
    route("event-management", "routes/event-management.tsx"),
    page("my-booked-events", "my-booked-events"),
    page("tickets", "tickets"),
    page("ticket-detail/:id", "ticket-detail"),
    page("create-ticket", "create-ticket"),
    page("my-channels", "my-channels"),
    page("create-channel/:id?", "create-channel"),
    page("subscribed-channels", "subscribed-channels"),
    page("my-channel-events/:id", "my-channel-events"),
    page("my-subscribed-channel-events/:id/:channelSlug", "my-subscribed-channel-events"),
    route("my-account", "routes/my-account.tsx"),
    route("change-password", "routes/change-password.tsx"),
    page("account-details", "account-details"),
    page("subscription-info", "subscription-info"),
    page("email-subscriber/:typeId/:eventChannel", "email-subscriber"),
    page("bank-details", "bank-details"),

    // Operators.
    page("admin", "admin"),
    route("dev/mail", "routes/dev-mail.tsx"),

    // Anything else: "404 Page Not Found" with status 404.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
