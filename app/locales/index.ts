// The UI strings, per namespace. en-GB is the only language; the spec's wording lives here.
// Every page loads the base namespaces (the layout, the UI kit, the error pages); a route declares the
// others it uses with `export const handle = routeStrings({ auth })`, so its strings travel with its
// own JavaScript chunk rather than with every page (docs/decisions/012-strings-per-route.md).
import common from "./en-GB/common.json";
import layout from "./en-GB/layout.json";
import ui from "./en-GB/ui.json";
import type auth from "./en-GB/auth.json";
import type dev from "./en-GB/dev.json";
import type events from "./en-GB/events.json";
import type landing from "./en-GB/landing.json";
import type pages from "./en-GB/pages.json";
import type hostedEvents from "./en-GB/hosted-events.json";
import type home from "./en-GB/home.json";
import type reviews from "./en-GB/reviews.json";
import type hostProfile from "./en-GB/host-profile.json";
import type search from "./en-GB/search.json";
import type eventDetail from "./en-GB/event-detail.json";
import type hostCard from "./en-GB/host-card.json";
import type booking from "./en-GB/booking.json";
import type payments from "./en-GB/payments.json";
import type payouts from "./en-GB/payouts.json";
import type buyerPrice from "./en-GB/buyer-price.json";
import type tickets from "./en-GB/tickets.json";
import type channelForm from "./en-GB/channel-form.json";
import type mailing from "./en-GB/mailing.json";
import type myChannels from "./en-GB/my-channels.json";
import type profile from "./en-GB/profile.json";
import type contact from "./en-GB/contact.json";
import type help from "./en-GB/help.json";
import type channelEvents from "./en-GB/channel-events.json";
import type documents from "./en-GB/documents.json";
import type subscribedChannels from "./en-GB/subscribed-channels.json";
import type channelPages from "./en-GB/channel-pages.json";
import type channelCatalogue from "./en-GB/channel-catalogue.json";
import type admin from "./en-GB/admin.json";
import type adminPeople from "./en-GB/admin-people.json";
import type adminMoney from "./en-GB/admin-money.json";
import type adminContent from "./en-GB/admin-content.json";
import type adminCatalogue from "./en-GB/admin-catalogue.json";
import type adminApprovals from "./en-GB/admin-approvals.json";

export const defaultLanguage = "en-GB";
export const supportedLanguages = [defaultLanguage] as const;
export const defaultNamespace = "common";

/** Loaded on every page. */
export const baseResources = { common, layout, ui } as const;
export const baseNamespaces = Object.keys(baseResources) as BaseNamespace[];
export type BaseNamespace = keyof typeof baseResources;

/** Every namespace and the shape of its strings (types only: nothing here is bundled). */
// A type alias (not an interface), so i18next sees it as a plain map of namespaces.
export type Resources = {
  common: typeof common;
  layout: typeof layout;
  ui: typeof ui;
  landing: typeof landing;
  pages: typeof pages;
  auth: typeof auth;
  dev: typeof dev;
  events: typeof events;
  "hosted-events": typeof hostedEvents;
  home: typeof home;
  reviews: typeof reviews;
  "host-profile": typeof hostProfile;
  search: typeof search;
  "event-detail": typeof eventDetail;
  "host-card": typeof hostCard;
  booking: typeof booking;
  payments: typeof payments;
  payouts: typeof payouts;
  "buyer-price": typeof buyerPrice;
  tickets: typeof tickets;
  "channel-form": typeof channelForm;
  mailing: typeof mailing;
  "my-channels": typeof myChannels;
  profile: typeof profile;
  contact: typeof contact;
  help: typeof help;
  "channel-events": typeof channelEvents;
  documents: typeof documents;
  "subscribed-channels": typeof subscribedChannels;
  "channel-pages": typeof channelPages;
  "channel-catalogue": typeof channelCatalogue;
  admin: typeof admin;
  "admin-people": typeof adminPeople;
  "admin-money": typeof adminMoney;
  "admin-content": typeof adminContent;
  "admin-catalogue": typeof adminCatalogue;
  "admin-approvals": typeof adminApprovals;
};
export type Namespace = keyof Resources;
