// The channel form's calls (spec 002 §7): can-create-channel, categories-list/Channel,
// channels/create and channels/update. Handlers call server/domain/channels.
import { Hono } from "hono";
import { canCreateChannel } from "~server/domain/channels/can-create";
import { createChannel, updateChannel } from "~server/domain/channels/create";
import { channelCategories } from "~server/domain/channels/form";
import { channelMessages } from "~shared/messages/channels";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const channelFormRoutes = new Hono<ApiEnv>();

defineCall(channelFormRoutes, "GET can-create-channel", async ({ services, user }) => {
  const answer = await canCreateChannel(services.db, user);
  return { data: answer, message: answer.message };
});

defineCall(channelFormRoutes, "GET categories-list/Channel", async ({ services }) => ({
  data: (await channelCategories(services.db)).map(({ category, children }) => ({
    id: category.id,
    name: category.name,
    childs: children.map((child) => ({ id: child.id, name: child.name })),
  })),
}));

defineCall(channelFormRoutes, "POST channels/create", async ({ services, user, body }) => ({
  data: await createChannel(services, user, body),
  message: channelMessages.created,
}));

defineCall(channelFormRoutes, "POST channels/update", async ({ services, user, body }) => ({
  data: await updateChannel(services, user, body),
  message: channelMessages.updated,
}));
