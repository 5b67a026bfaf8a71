// The subscriber's channel calls (002 §2.6, §7): my-subscribed-channels, my-subscribed-channel/{id}
// and channels/update-autorenewal. Thin: call server/domain/channels, shape the answer.
import { Hono } from "hono";
import { stopChannelRenewal } from "~server/domain/channels/renewal";
import { listSubscribedChannels, loadSubscribedChannel, type SubscribedChannel, type SubscribedContentItem } from "~server/domain/channels/subscribed";
import { conflict, idOrNotFound, notFound } from "~server/domain/errors";
import { durationInWords } from "~shared/dates";
import { eventPhase } from "~shared/event-phase";
import { eventActionUrls, eventPageUrl } from "~shared/event-urls";
import { channelMessages } from "~shared/messages/channels";
import type { SubscribedChannelRowData, SubscribedContentData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const subscriptionRoutes = new Hono<ApiEnv>();


function rowData(row: SubscribedChannel): SubscribedChannelRowData {
  const active = row.status === "active";
  return {
    id: row.channelId,
    subscription_id: row.subscriptionId,
    title: row.title,
    channel_slug: row.slug,
    is_monthly_subscription: row.isMonthly ? 1 : 0,
    status: active ? "Active" : "Cancelled by Host",
    to_date: row.isMonthly ? (row.toDate?.toISOString() ?? null) : null,
    auto_renewal: row.autoRenewal,
    expiring_soon: active && row.isMonthly && !row.autoRenewal,
    can_cancel: active && row.isMonthly && row.autoRenewal,
    terms: row.terms,
  };
}

function contentData(item: SubscribedContentItem, now: Date, cancelled: boolean): SubscribedContentData {
  const base = {
    id: item.id,
    event_type: item.eventType,
    title: item.title,
    module: item.moduleTitle,
    event_date: item.eventType === "Online Event" ? item.eventDate : null,
    event_time: item.eventType === "Online Event" ? (item.eventTime?.slice(0, 5) ?? null) : null,
    starts_at: item.startsAt?.toISOString() ?? null,
    ends_at: item.endsAt?.toISOString() ?? null,
    time_zone: item.timeZone,
    duration: item.seconds,
    duration_words: item.seconds ? durationInWords(item.seconds) : null,
  };
  // The host cancelled the channel: the subscriber sees what it held, and nothing opens.
  if (cancelled) return { ...base, action: "Cancelled by Host", action_url: null };
  if (item.eventType === "Document") return { ...base, action: "Download Doc", action_url: `/doc-event-details/${item.id}/download` };
  if (item.eventType === "Online Event") {
    // Over: nothing to join (the room would answer "This event has ended").
    if (eventPhase(item.startsAt?.getTime() ?? null, item.endsAt?.getTime() ?? null, now.getTime()) === "ended") return { ...base, action: "Event Completed", action_url: null };
    return { ...base, action: "Join", action_url: eventActionUrls.join(item.id) };
  }
  return {
    ...base,
    action: "Access Video",
    action_url: eventPageUrl({ id: item.id, event_type: "Pre Recorded", event_slug: item.slug ?? "", title: item.title }),
  };
}

defineCall(subscriptionRoutes, "GET my-subscribed-channels", async ({ services, user }) => ({
  data: { channels: (await listSubscribedChannels(services.db, user.id, services.now())).map(rowData) },
}));

defineCall(subscriptionRoutes, "GET my-subscribed-channel/:id", async ({ services, user, params }) => {
  const view = await loadSubscribedChannel(services.db, user, params.id, services.now());
  const { channel, subscription } = view;
  return {
    data: {
      channel: {
        id: channel.id,
        title: channel.title,
        channel_slug: channel.slug,
        event_type: channel.eventType,
        is_monthly_subscription: channel.isMonthlySubscription ? 1 : 0,
        show_date: channel.eventType !== "Pre Recorded Events",
      },
      access: view.access,
      subscription: subscription ? { id: subscription.id, to_date: subscription.toDate?.toISOString() ?? null, auto_renewal: subscription.autoRenewal } : null,
      events: view.content.map((item) => contentData(item, services.now(), view.access === "cancelled_by_host")),
    },
  };
});

defineCall(subscriptionRoutes, "POST channels/update-autorenewal", async ({ services, user, body }) => {
  const channelId = idOrNotFound(body.channel_id, channelMessages.autoRenewalFailed);
  const outcome = await stopChannelRenewal(services, user.id, channelId);
  if (outcome === "not_subscribed") throw notFound(channelMessages.autoRenewalFailed);
  if (outcome === "not_monthly") throw conflict(channelMessages.autoRenewalNotMonthly);
  return { data: { success: true, channel_id: channelId, auto_renewal: false }, message: channelMessages.autoRenewalStopped };
});
