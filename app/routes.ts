// The route map of spec 000 §2 / 002 §2.1, exactly, plus /new-landing, the admin console (/admin/*),
// /dev/mail, the API mount, /healthz, /sitemap.xml, /robots.txt, the local media storage
// (/storage/*) and the file fields' upload helper (/uploads).
import { index, layout, route, type RouteConfig } from "@remix-run/route-config";

export default [
  // Outside the main layout.
  route("creator-economy-web3", "routes/creator-economy-web3.tsx"),
  route("api/auth/*", "routes/api.ts"),
  route("healthz", "routes/healthz.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("storage/*", "routes/storage.ts"),
  route("uploads", "routes/uploads.ts"),
  route("webhooks/stripe", "routes/webhooks.stripe.ts"),
  // The sandbox payment provider's own pages (standing in for Stripe's hosted pages): outside the site's layout.
  route("sandbox/checkout/:id", "routes/sandbox-checkout.tsx"),
  route("sandbox/authenticate/:paymentId", "routes/sandbox-authenticate.tsx"),
  route("sandbox/payment-methods", "routes/sandbox-payment-methods.ts"),
  route("event-detail/:id/:slug/calendar.ics", "routes/event-calendar.ts"),
  // The channel pages' module sections, loaded lazily with JavaScript (JSON).
  route("channel-modules/:id", "routes/channel-modules.ts"),

  layout("routes/_site.tsx", [
    index("routes/root-landing.tsx"),

    // Public.
    route("video-tutorial", "routes/video-tutorial.tsx"),
    route("become-host", "routes/landing.tsx", { id: "become-host" }),
    route("content-creator", "routes/landing.tsx", { id: "content-creator" }),
    route("yoga-teacher", "routes/landing.tsx", { id: "yoga-teacher" }),
    route("coaches", "routes/landing.tsx", { id: "coaches" }),
    route("fitness-experts", "routes/landing.tsx", { id: "fitness-experts" }),
    route("beauty-experts", "routes/landing.tsx", { id: "beauty-experts" }),
    route("Why-Marquee", "routes/landing.tsx", { id: "why-marquee" }),
    route("new-landing", "routes/landing.tsx", { id: "new-landing" }),
    route("contact-us", "routes/contact-us.tsx"),
    route("channels", "routes/channels.tsx"),
    route("old-channel-detail/:id/:channelSlug", "routes/channel-detail.tsx", { id: "old-channel-detail" }),
    route("channel-detail/:id/:channelSlug", "routes/channel-detail.tsx", { id: "channel-detail" }),
    route("channel-events/:id/:channelSlug", "routes/channel-events.tsx"),
    route("module-events/:id/:channelSlug", "routes/module-events.tsx"),
    route("pricing", "routes/pricing.tsx"),
    route("about", "routes/content-page.tsx", { id: "about" }),
    route("privacy-policy", "routes/content-page.tsx", { id: "privacy-policy" }),
    route("terms-of-use-business", "routes/content-page.tsx", { id: "terms-of-use-business" }),
    route("terms-of-use-consumer", "routes/content-page.tsx", { id: "terms-of-use-consumer" }),
    route("search", "routes/search.tsx"),
    route("help", "routes/help.tsx"),
    route("event-detail/:id/:slug", "routes/event-detail.tsx"),
    route("old-home", "routes/old-home.tsx"),
    route("home", "routes/home.tsx", { id: "home" }),
    route("current-events", "routes/home.tsx", { id: "current-events" }),
    route("reviews/:id", "routes/reviews.tsx"),
    route("activation/:code", "routes/activation.tsx"),
    route("old-host-profile/:id/:hostName", "routes/host-profile.tsx", { id: "old-host-profile" }),
    route("host-profile/:id/:hostName", "routes/host-profile.tsx", { id: "host-profile" }),
    route("email-unsubscribe", "routes/email-unsubscribe.tsx"),

    // Public, but a logged-in user is sent to /profile.
    route("login", "routes/login.tsx"),
    route("register", "routes/register.tsx"),
    route("forgot-pass", "routes/forgot-pass.tsx"),

    route("logout", "routes/logout.tsx"),

    // Private: login required.
    route("event-create/:id?", "routes/event-create.tsx"),
    route("chan-event-create/:eventType/:channelId/:bulk?", "routes/chan-event-create.tsx"),
    route("doc-event-create/:channelId/:id?", "routes/doc-event-create.tsx"),
    route("doc-event-details/:id", "routes/doc-event-details.tsx"),
    route("doc-event-details/:id/download", "routes/doc-event-download.tsx"),
    route("profile", "routes/profile.tsx"),
    route("pre-recorded-event/:id/:slug", "routes/pre-recorded-event.tsx"),
    route("pre-recorded-event/:id/:slug/video", "routes/pre-recorded-event-video.ts"),
    route("pre-recorded-bulk/:id", "routes/pre-recorded-bulk.tsx"),
    route("online-event/:id/:eventName", "routes/online-event.tsx"),
    route("join/:id", "routes/join.tsx"),
    route("pre-recorded-video/:id", "routes/pre-recorded-video.tsx"),
    route("event-template", "routes/event-template.tsx"),
    route("favourite-event", "routes/favourite-event.tsx"),
    route("transaction-history", "routes/transaction-history.tsx"),
    route("event-management", "routes/event-management.tsx"),
    route("my-booked-events", "routes/my-booked-events.tsx"),
    route("tickets", "routes/tickets.tsx"),
    route("ticket-detail/:id", "routes/ticket-detail.tsx"),
    route("create-ticket", "routes/create-ticket.tsx"),
    route("my-channels", "routes/my-channels.tsx"),
    route("create-channel/:id?", "routes/create-channel.tsx"),
    route("subscribed-channels", "routes/subscribed-channels.tsx"),
    route("my-channel-events/:id", "routes/my-channel-events.tsx"),
    route("my-subscribed-channel-events/:id/:channelSlug", "routes/my-subscribed-channel-events.tsx"),
    route("my-account", "routes/my-account.tsx"),
    route("change-password", "routes/change-password.tsx"),
    route("account-details", "routes/account-details.tsx"),
    route("subscription-info", "routes/subscription-info.tsx"),
    route("email-subscriber/:typeId/:eventChannel", "routes/email-subscriber.tsx"),
    route("bank-details", "routes/bank-details.tsx"),

    // Booking: the status buttons' actions. /book, /cancel-booking and /checkout need a
    // login; "Login Now ?" is for visitors; /favourite/:id is a form's target.
    route("book/:id", "routes/book.tsx"),
    route("cancel-booking/:id", "routes/cancel-booking.tsx"),
    route("checkout/:transactionType/:id", "routes/checkout.tsx"),
    route("checkout/result/:transactionId", "routes/checkout-result.tsx"),
    route("checkout/pay/:transactionType/:id", "routes/checkout-pay.ts"),
    route("login-now/:id", "routes/login-now.tsx"),
    // A visitor's one step for a paid event or a channel: register, log in and pay (signup-purchase).
    route("register-and-purchase/:transactionType/:id", "routes/register-purchase.tsx"),
    route("favourite/:id", "routes/favourite.tsx"),

    // The admin console: administrators only; anyone else gets the 404 page.
    route("admin", "routes/admin.tsx", [
      index("routes/admin-dashboard.tsx"),
      route("audit", "routes/admin-audit.tsx"),
      route("tickets", "routes/admin-tickets.tsx"),
      route("tickets/:id", "routes/admin-ticket.tsx"),
      route("users", "routes/admin-users.tsx"),
      route("contact-messages", "routes/admin-contact-messages.tsx"),
      route("interest", "routes/admin-interest.tsx"),
      route("interest.csv", "routes/admin-interest-csv.ts"),
      route("payments", "routes/admin-payments.tsx"),
      route("refunds", "routes/admin-refunds.tsx"),
      route("commissions", "routes/admin-commissions.tsx"),
      route("payouts", "routes/admin-payouts.tsx"),
      route("faqs", "routes/admin-faqs.tsx"),
      route("tutorials", "routes/admin-tutorials.tsx"),
      route("pages", "routes/admin-pages.tsx"),
      route("pages/:id", "routes/admin-page-edit.tsx"),
      route("settings", "routes/admin-settings.tsx"),
      route("categories", "routes/admin-categories.tsx"),
      route("discount-codes", "routes/admin-discount-codes.tsx"),
      route("packages", "routes/admin-packages.tsx"),
      route("packages/:id", "routes/admin-package.tsx"),
      route("approvals", "routes/admin-approvals.tsx"),
      route("approvals/:kind/:id", "routes/admin-approval.tsx"),
    ]),
    // Operators.
    route("dev/mail", "routes/dev-mail.tsx"),

    // Anything else: "404 Page Not Found" with status 404.
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
