// My Channels (002 §2.4, §4, §7): my-channels and channels/update-status. Thin: parse, call
// server/domain/channels, shape the answer.
import { Hono } from "hono";
import { channelStatus } from "~shared/channel-status";
import { listMyChannels, MY_CHANNELS_PER_PAGE, type ListedChannel } from "~server/domain/channels/listing";
import { updateChannelStatus } from "~server/domain/channels/status";
import type { MyChannelRowData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";
import { pageOf } from "./validate";

export const myChannelRoutes = new Hono<ApiEnv>();

function myChannelData(channel: ListedChannel): MyChannelRowData {
  return {
    id: channel.id,
    title: channel.title,
    channel_slug: channel.slug,
    price: channel.pricePence,
    is_monthly_subscription: channel.isMonthlySubscription ? 1 : 0,
    subscription: channel.isMonthlySubscription ? "Monthly" : "Fixed",
    event_type: channel.eventType,
    is_modular: channel.isModular,
    is_published: channel.isPublished,
    is_rejected: channel.isRejected,
    rejection_reason: channel.isRejected ? channel.rejectionReason : null,
    active: channel.active,
    status: channelStatus(channel),
    subscribers_count: channel.subscribersCount,
    event_count: channel.eventCount,
    created_at: channel.createdAt.toISOString(),
  };
}

defineCall(myChannelRoutes, "GET my-channels", async ({ services, user, query }) => {
  const result = await listMyChannels(services.db, user.id, pageOf(query.page));
  return {
    data: {
      user: { id: user.id, full_name: `${user.firstName} ${user.lastName}`.trim() },
      channels: result.channels.map(myChannelData),
    },
    extra: { pagination: { current_page: result.page, per_page: MY_CHANNELS_PER_PAGE, total: result.total, last_page: result.lastPage } },
  };
});

defineCall(myChannelRoutes, "POST channels/update-status", async ({ services, user, body }) => {
  const outcome = await updateChannelStatus(services, user, body.id, body.active);
  return {
    data: {
      success: true,
      id: outcome.channelId,
      active: outcome.active,
      status: channelStatus({ isPublished: true, isRejected: false, active: outcome.active }),
      cancelled_subscriptions: outcome.cancelledSubscriptions,
      refunds_owed: outcome.refundsOwed,
    },
    message: outcome.message,
  };
});
