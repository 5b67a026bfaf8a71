// Every namespace, for the server's one i18next instance (it renders any page, also without JavaScript).
import auth from "./en-GB/auth.json";
import common from "./en-GB/common.json";
import dev from "./en-GB/dev.json";
import events from "./en-GB/events.json";
import landing from "./en-GB/landing.json";
import layout from "./en-GB/layout.json";
import pages from "./en-GB/pages.json";
import ui from "./en-GB/ui.json";
import hostedEvents from "./en-GB/hosted-events.json";
import home from "./en-GB/home.json";
import reviews from "./en-GB/reviews.json";
import hostProfile from "./en-GB/host-profile.json";
import search from "./en-GB/search.json";
import eventDetail from "./en-GB/event-detail.json";
import hostCard from "./en-GB/host-card.json";
import booking from "./en-GB/booking.json";
import payments from "./en-GB/payments.json";
import payouts from "./en-GB/payouts.json";
import buyerPrice from "./en-GB/buyer-price.json";
import tickets from "./en-GB/tickets.json";
import channelForm from "./en-GB/channel-form.json";
import mailing from "./en-GB/mailing.json";
import myChannels from "./en-GB/my-channels.json";
import profile from "./en-GB/profile.json";
import contact from "./en-GB/contact.json";
import help from "./en-GB/help.json";
import channelEvents from "./en-GB/channel-events.json";
import documents from "./en-GB/documents.json";
import subscribedChannels from "./en-GB/subscribed-channels.json";
import admin from "./en-GB/admin.json";
import adminPeople from "./en-GB/admin-people.json";
import type { Resources } from "./index";

export const allResources: Resources = { common, layout, ui, landing, pages, auth, dev, events, "hosted-events": hostedEvents, home, reviews, "host-profile": hostProfile, search, "event-detail": eventDetail, "host-card": hostCard, booking, payments, payouts, "buyer-price": buyerPrice, tickets, mailing, "my-channels": myChannels, profile, contact, help, "channel-events": channelEvents, "channel-form": channelForm, documents, "subscribed-channels": subscribedChannels, "channel-pages": channelPages, "channel-catalogue": channelCatalogue, admin, "admin-people": adminPeople, "admin-money": adminMoney, "admin-content": adminContent, "admin-catalogue": adminCatalogue, "admin-approvals": adminApprovals };
import adminMoney from "./en-GB/admin-money.json";

import adminContent from "./en-GB/admin-content.json";

import adminCatalogue from "./en-GB/admin-catalogue.json";

import adminApprovals from "./en-GB/admin-approvals.json";

import channelPages from "./en-GB/channel-pages.json";

import channelCatalogue from "./en-GB/channel-catalogue.json";

