// The approval queues (administrators only: server/api/contract/admin-approvals.ts). Thin: parse,
// call server/domain (admin/approvals for the reads, events|channels/approval for the decisions),
// shape the answer. Every picture and video is handed out as a short-lived signed link, never a public
// address: what waits for approval is not published yet (ADR 056).
import { Hono } from "hono";
import { hostProfileUrl } from "~shared/event-urls";
import { approvalMessages } from "~shared/messages/admin-approvals";
import { adminActorOf } from "~server/domain/admin/audit";
import { approvalChannel, approvalEvent, approvalQueues, type PendingChannel, type PendingEvent } from "~server/domain/admin/approvals";
import { decideChannel } from "~server/domain/channels/approval";
import { idOrNotFound } from "~server/domain/errors";
import { decideEvent, type Decision } from "~server/domain/events/approval";
import { deliverSoon } from "~server/domain/mail";
import { ACCESS_LINK_SECONDS, ownerUrl } from "~server/domain/uploads/uploads";
import type { Services } from "~server/services";
import type { ApprovalChannelData, ApprovalEventData, ApprovalHostData, ApprovalStatusLabel, ApprovalVideoData } from "./contract";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const adminApprovalRoutes = new Hono<ApiEnv>();

function hostData(host: PendingEvent["host"]): ApprovalHostData {
  const fullName = `${host.firstName} ${host.lastName}`.trim();
  return { id: host.id, full_name: fullName, email: host.email, profile_path: hostProfileUrl({ id: host.id, full_name: fullName }) };
}

function verdict(item: { isPublished: boolean; isRejected: boolean }): ApprovalStatusLabel {
  if (item.isRejected) return "Rejected by Admin";
  return item.isPublished ? "Approved" : "Pending Approval";
}

async function eventData(services: Services, { event, categoryName, host, dates, occurrences }: PendingEvent): Promise<ApprovalEventData> {
  return {
    id: event.id,
    title: event.title,
    event_type: event.eventType,
    category: categoryName,
    dates,
    event_time: event.eventTime,
    end_time: event.endTime,
    time_zone: event.timeZone,
    price: event.ticketPricePence,
    is_free: event.isFree,
    occurrences,
    in_channel: event.channelId !== null,
    cover_url: await ownerUrl(services, event.images[0] ?? null),
    status: verdict(event),
    rejection_reason: event.rejectionReason,
    host: hostData(host),
    created_at: event.createdAt.toISOString(),
  };
}

async function channelData(services: Services, { channel, categoryName, host }: PendingChannel): Promise<ApprovalChannelData> {
  return {
    id: channel.id,
    title: channel.title,
    event_type: channel.eventType,
    category: categoryName,
    price: channel.pricePence,
    subscription: channel.isMonthlySubscription ? "Monthly" : "Fixed",
    is_modular: channel.isModular,
    cover_url: await ownerUrl(services, channel.image),
    status: verdict(channel),
    rejection_reason: channel.rejectionReason,
    host: hostData(host),
    created_at: channel.createdAt.toISOString(),
  };
}

/** A video an admin may watch: a signed link of ACCESS_LINK_SECONDS, a preview's as a full video's. */
async function videoOf(services: Services, key: string | null): Promise<ApprovalVideoData | null> {
  const url = await ownerUrl(services, key);
  if (!url || !key) return null;
  return { key, url, expires_at: new Date(services.now().getTime() + ACCESS_LINK_SECONDS * 1000).toISOString() };
}

const photoUrls = async (services: Services, keys: readonly string[]) =>
  (await Promise.all(keys.map((key) => ownerUrl(services, key)))).filter((url): url is string => url !== null);


defineCall(adminApprovalRoutes, "GET admin/approvals", async ({ services }) => {
  const queues = await approvalQueues(services.db);
  return {
    data: {
      events: await Promise.all(queues.events.map((item) => eventData(services, item))),
      channels: await Promise.all(queues.channels.map((item) => channelData(services, item))),
    },
  };
});

defineCall(adminApprovalRoutes, "GET admin/approvals/event/:id", async ({ services, params }) => {
  const item = await approvalEvent(services.db, idOrNotFound(params.id, "Event not found"));
  return {
    data: {
      ...(await eventData(services, item)),
      description: item.event.description,
      photo_urls: await photoUrls(services, item.event.images),
      preview_video: await videoOf(services, item.event.shortVideo),
      full_video: await videoOf(services, item.event.fullVideo),
    },
  };
});

defineCall(adminApprovalRoutes, "GET admin/approvals/channel/:id", async ({ services, params }) => {
  const item = await approvalChannel(services.db, idOrNotFound(params.id, "Channel not found"));
  return {
    data: {
      ...(await channelData(services, item)),
      description: item.channel.description,
      photo_urls: await photoUrls(services, item.channel.photos),
      video: await videoOf(services, item.channel.video),
    },
  };
});

const decisionOf = (body: { decision: "approve" } | { decision: "reject"; reason: string }): Decision =>
  body.decision === "approve" ? { approve: true } : { approve: false, reason: body.reason };

defineCall(adminApprovalRoutes, "POST admin/approvals/event", async ({ services, user, clientIp, body }) => {
  const decision = decisionOf(body);
  const ids = await decideEvent({ db: services.db, storage: services.storage, actor: adminActorOf(user, clientIp), now: services.now(), appUrl: services.config.appUrl }, body.id, decision);
  await deliverSoon(services);
  return { data: { ids, status: decision.approve ? "Approved" : "Rejected by Admin" }, message: decision.approve ? approvalMessages.approved : approvalMessages.rejected };
});

defineCall(adminApprovalRoutes, "POST admin/approvals/channel", async ({ services, user, clientIp, body }) => {
  const decision = decisionOf(body);
  const id = await decideChannel({ db: services.db, storage: services.storage, actor: adminActorOf(user, clientIp), now: services.now(), appUrl: services.config.appUrl }, body.id, decision);
  await deliverSoon(services);
  return { data: { ids: [id], status: decision.approve ? "Approved" : "Rejected by Admin" }, message: decision.approve ? approvalMessages.approved : approvalMessages.rejected };
});
