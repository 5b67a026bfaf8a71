// A channel's content, host side (002 §7): channels/orderupdate, event/update-status and
// documentevent/update-status.
import { Hono } from "hono";
import { saveChannelOrder } from "~server/domain/channels/order";
import { toggleDocumentActive, toggleEventActive } from "~server/domain/channels/content-status";
import { channelOrderMessages as m } from "~shared/messages/channel-order";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const channelOrderRoutes = new Hono<ApiEnv>();

defineCall(channelOrderRoutes, "POST channels/orderupdate", async ({ services, user, body }) => {
  await saveChannelOrder(services, user, { channelId: body.channel_id, items: body.list });
  return { data: null, message: m.saved };
});

defineCall(channelOrderRoutes, "POST event/update-status", async ({ services, user, body }) => ({
  data: await toggleEventActive(services, user, body.id),
  message: m.statusUpdated,
}));

defineCall(channelOrderRoutes, "POST documentevent/update-status", async ({ services, user, body }) => ({
  data: await toggleDocumentActive(services, user, body.id),
  message: m.statusUpdated,
}));
