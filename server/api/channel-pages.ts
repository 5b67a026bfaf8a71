// The public channel pages' calls: channel-detail/{id}[/{userId}], channels/modules/{id}[/{viewerId}]
// and channel-module/{id}. Built from server/domain/channels/public-detail.ts, which never reads a
// content video or document; event cards come from the discovery cards (no join link, no full video).
import { Hono } from "hono";
import type { TokenUser } from "~server/domain/accounts/tokens";
import { sanitizeHtml } from "~server/domain/content/html";
import { loadEventCards } from "~server/domain/discovery/cards";
import {
  contentCounts,
  loadPublicChannel,
  loadPublicChannelModules,
  loadPublicModule,
  type ChannelViewer,
  type PublicContentItem,
} from "~server/domain/channels/public-detail";
import { ownerUrls, publicUrl } from "~server/domain/uploads/uploads";
import type { Services } from "~server/services";
import type { ChannelDetailData, PublicChannelItemData, PublicChannelModuleData, PublicEventData } from "./contract";
import type { ApiEnv } from "./context";
import { toPublicEvent } from "./public-events";
import { defineCall } from "./router";

export const channelPageRoutes = new Hono<ApiEnv>();


function itemData(item: PublicContentItem): PublicChannelItemData {
  return {
    id: item.id,
    event_type: item.eventType,
    title: item.title,
    event_slug: item.slug,
    channel_module_id: item.moduleId,
    pre_recorded_duration: item.duration,
    event_date: item.eventDate,
    event_time: item.eventTime,
  };
}

/** The event cards of `items`' events, in their order. */
async function eventCardsOf(services: Services, items: readonly PublicContentItem[], viewer: ChannelViewer | null, now: Date): Promise<PublicEventData[]> {
  const ids = items.filter((item) => item.kind === "event").map((item) => item.id);
  const cards = await loadEventCards(services.db, ids, viewer ? { id: viewer.id } : null, now, services.sharedReads);
  return cards.map((card) => toPublicEvent(card, services.storage, now));
}

async function channelDetailReply(services: Services, user: TokenUser | null, id: string | undefined): Promise<{ data: ChannelDetailData }> {
  const now = services.now();
  const viewer = user;
  const found = await loadPublicChannel(services.db, id, viewer, now);
  const { channel, host } = found;
  // A channel waiting for approval is seen only by its host and the administrators, and its files
  // are not published yet (ADR 056): signed links to them instead.
  const signed = channel.isPublished ? null : await ownerUrls(services, [channel.image, channel.video, ...channel.photos]);
  const url = (key: string | null) => (signed ? (signed.get(key) ?? null) : publicUrl(services.storage, key));
  const counts = contentCounts(found.content);
  return {
    data: {
      id: channel.id,
      title: channel.title,
      channel_slug: channel.slug,
      description: sanitizeHtml(channel.description),
      price: channel.pricePence,
      price_all_in: found.priceAllInPence,
      event_type: channel.eventType,
      category: found.category ? { id: found.category.id, name: found.category.name, parent_name: found.category.parentName } : null,
      is_monthly_subscription: channel.isMonthlySubscription ? 1 : 0,
      is_modular: channel.isModular,
      image: url(channel.image),
      photos: channel.photos.flatMap((key) => url(key) ?? []),
      video: url(channel.video),
      learn1: channel.learn1,
      learn2: channel.learn2,
      learn3: channel.learn3,
      learn4: channel.learn4,
      is_published: channel.isPublished,
      is_rejected: channel.isRejected,
      active: channel.active,
      event_count: counts.events,
      no_of_active_events: counts.events,
      no_of_pre_recorded_events: counts.preRecorded,
      no_of_onlive_events: counts.live,
      no_of_documents: counts.documents,
      subscribers_count: found.subscribersCount,
      max_subscribers: channel.maxSubscribers,
      remaining_subscriber: found.remainingSubscribers,
      user_id: host.id,
      user: {
        id: host.id,
        full_name: `${host.firstName} ${host.lastName}`.trim(),
        pic_url: publicUrl(services.storage, host.pic),
        package: host.packageName,
        rating: host.rating,
        total_reviews: host.totalReviews,
        bio: host.bio,
        creator_short_desc: host.creatorShortDesc,
        creator_exp: host.creatorExp,
        website: host.website,
        facebook_link: host.facebook,
        twitter_link: host.twitter,
        linked_link: host.linkedin,
        youtube_link: host.youtube,
        instagram_link: host.instagram,
        tiktok_link: host.tiktok,
      },
      channel_module: found.modules,
      content: found.content.map(itemData),
      events: await eventCardsOf(services, found.content, viewer, now),
      is_owner: found.viewerIsOwner,
      channel_subscribe_status: found.subscription !== null,
      auto_renewal: found.subscription ? found.subscription.autoRenewal : null,
      to_date: found.subscription?.toDate?.toISOString() ?? null,
    },
  };
}

defineCall(channelPageRoutes, "GET channel-detail/:id", async ({ services, user, params }) => channelDetailReply(services, user, params.id));

// The path's userId is the old clients' way of naming the viewer: read and ignored (the token decides).
defineCall(channelPageRoutes, "GET channel-detail/:id/:userId", async ({ services, user, params }) => channelDetailReply(services, user, params.id));

async function modulesReply(services: Services, user: TokenUser | null, id: string | undefined) {
  const now = services.now();
  const viewer = user;
  const { modules } = await loadPublicChannelModules(services.db, id, viewer);
  const allEvents = await eventCardsOf(services, modules.flatMap((module) => module.items), viewer, now);
  const byId = new Map(allEvents.map((event) => [event.id, event]));
  const channelModule: PublicChannelModuleData[] = modules.map((module) => ({
    id: module.id,
    title: module.title,
    items: module.items.map(itemData),
    events: module.items.flatMap((item) => (item.kind === "event" ? (byId.get(item.id) ?? []) : [])),
  }));
  return { data: { channelModule } };
}

defineCall(channelPageRoutes, "GET channels/modules/:id", async ({ services, user, params }) => modulesReply(services, user, params.id));

// As above: the viewerId of the path is ignored.
defineCall(channelPageRoutes, "GET channels/modules/:id/:viewerId", async ({ services, user, params }) => modulesReply(services, user, params.id));

defineCall(channelPageRoutes, "GET channel-module/:id", async ({ services, user, params }) => {
  const now = services.now();
  const viewer = user;
  const { channel, module, items } = await loadPublicModule(services.db, params.id, viewer);
  return {
    data: {
      channel: { id: channel.id, title: channel.title, channel_slug: channel.slug },
      module: { id: module.id, title: module.title, items: items.map(itemData), events: await eventCardsOf(services, items, viewer, now) },
    },
  };
});
