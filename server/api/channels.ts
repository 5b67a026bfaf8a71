// A host's channel calls (002 §7): my-channel/{id}, can-create-channel, categories-list/Channel,
// channels/create and channels/update. Handlers call server/domain/channels.
import { Hono } from "hono";
import { ownerUrls } from "~server/domain/uploads/uploads";
import type { ObjectStorage } from "~server/integrations/storage";
import { canCreateChannel } from "~server/domain/channels/can-create";
import { createChannel, updateChannel } from "~server/domain/channels/create";
import { channelCategories } from "~server/domain/channels/form";
import { loadMyChannel, type MyChannel } from "~server/domain/channels/my-channel";
import { channelMessages } from "~shared/messages/channels";
import type { ChannelContentItem } from "~server/domain/channels/content";
import type { ChannelContentData, MyChannelData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const channelRoutes = new Hono<ApiEnv>();

function contentData(item: ChannelContentItem): ChannelContentData {
  return {
    id: item.id,
    event_type: item.eventType,
    title: item.title,
    event_slug: item.slug,
    channel_module: item.moduleId === null ? null : { id: item.moduleId, title: item.moduleTitle ?? "" },
    active: item.active,
    is_published: item.isPublished,
    pre_recorded_duration: item.duration,
    event_date: item.eventDate,
    event_time: item.eventTime,
    chan_sort_order: item.order,
  };
}

export async function myChannelData({ channel, modules, subscribers, content }: MyChannel, storage: ObjectStorage): Promise<MyChannelData> {
  // The host's own page: signed links, since a channel waiting for approval is not published yet
  // (ADR 056). Only keys of the store get a URL (the demo's older photo names are not files of it).
  const links = await ownerUrls({ storage }, [channel.image, channel.video, ...channel.photos]);
  const url = (key: string | null) => links.get(key) ?? null;
  return {
    channel: {
      id: channel.id,
      title: channel.title,
      channel_slug: channel.slug,
      description: channel.description,
      price: channel.pricePence,
      event_type: channel.eventType,
      category_id: channel.categoryId,
      image: channel.image,
      image_url: url(channel.image),
      photos: channel.photos.flatMap((key) => {
        const photo = url(key);
        return photo ? [{ key, url: photo }] : [];
      }),
      video: channel.video,
      video_url: url(channel.video),
      is_monthly_subscription: channel.isMonthlySubscription ? 1 : 0,
      is_modular: channel.isModular,
      channel_module: modules,
      learn1: channel.learn1,
      learn2: channel.learn2,
      learn3: channel.learn3,
      learn4: channel.learn4,
      is_published: channel.isPublished,
      is_rejected: channel.isRejected,
      active: channel.active,
      subscribers_count: subscribers,
      max_subscribers: channel.maxSubscribers,
    },
    events: content.map(contentData),
  };
}

defineCall(channelRoutes, "GET my-channel/:id", async ({ services, user, params }) => ({
  data: await myChannelData(await loadMyChannel(services.db, user, params.id), services.storage),
}));

defineCall(channelRoutes, "GET can-create-channel", async ({ services, user }) => {
  const answer = await canCreateChannel(services.db, user);
  return { data: answer, message: answer.message };
});

defineCall(channelRoutes, "GET categories-list/Channel", async ({ services }) => ({
  data: (await channelCategories(services.db)).map(({ category, children }) => ({
    id: category.id,
    name: category.name,
    childs: children.map((child) => ({ id: child.id, name: child.name })),
  })),
}));

defineCall(channelRoutes, "POST channels/create", async ({ services, user, body }) => ({
  data: await createChannel(services, user, body),
  message: channelMessages.created,
}));

defineCall(channelRoutes, "POST channels/update", async ({ services, user, body }) => ({
  data: await updateChannel(services, user, body),
  message: channelMessages.updated,
}));
