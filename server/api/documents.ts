// Document event calls (spec 001 §7): create-doc-event_data, documentevent/{id},
// documentevent/{id}/download, documentevent/create and /update, and channels/update-module and
// /delete-module for the form's module select. Thin: parse, call server/domain/channels/documents.
import { contentLocked } from "~shared/channel-status";
import { Hono } from "hono";
import { channelModulesOf } from "~server/domain/channels/content";
import { loadUserProfile } from "~server/domain/accounts/user-data";
import { deleteModule, documentDownload, loadDocumentPage, renameModule, saveDocumentEvent, subscriberCounts } from "~server/domain/channels/documents";
import { channelNeighbours } from "~server/domain/channels/neighbours";
import { channelsOf } from "~server/domain/events/require-data";
import { sanitizeHtml } from "~server/domain/content/html";
import { publicUrl } from "~server/domain/uploads/uploads";
import type { Channel } from "~server/db/schema";
import type { Services } from "~server/services";
import { documentMessages as m } from "~shared/messages/documents";
import type { DocumentChannelData } from "./contract";
import type { ApiEnv } from "./context";
import { neighbourFields } from "./neighbours";
import { defineCall } from "./router";
import { userData } from "./users";

export const documentRoutes = new Hono<ApiEnv>();

function channelData(services: Services, channel: Channel, modules: { id: number; title: string }[], subscribers: number): DocumentChannelData {
  return {
    id: channel.id,
    title: channel.title,
    channel_slug: channel.slug,
    image: channel.image,
    image_url: publicUrl(services.storage, channel.image),
    event_type: channel.eventType,
    is_modular: channel.isModular,
    has_subscribers: contentLocked(subscribers),
    channel_module: modules,
  };
}

defineCall(documentRoutes, "GET create-doc-event_data", async ({ services, user }) => {
  const [profile, owned] = await Promise.all([loadUserProfile(services.db, user), channelsOf(services.db, user.id)]);
  const subscribers = await subscriberCounts(
    services.db,
    owned.map(({ channel }) => channel.id),
  );
  return {
    data: {
      user: userData(profile),
      channels: owned.map(({ channel, modules }) => channelData(services, channel, modules, subscribers.get(channel.id) ?? 0)),
    },
  };
});

// The host and administrators (who may edit it), and a live subscriber of its channel while it is active.
defineCall(documentRoutes, "GET documentevent/:id", async ({ services, user, params }) => {
  const { db } = services;
  const { doc, channel, manages } = await loadDocumentPage(db, user, params.id, services.now());
  const [profile, modules, subscribers, { previous, next }] = await Promise.all([
    loadUserProfile(db, user),
    channelModulesOf(db, channel.id),
    subscriberCounts(db, [channel.id]),
    channelNeighbours(db, user, { id: channel.id, hostId: channel.userId }, { kind: "document", id: doc.id }),
  ]);
  return {
    data: {
      docevent: {
        id: doc.id,
        title: doc.title,
        description: doc.description,
        description_html: sanitizeHtml(doc.description),
        image: doc.image,
        image_url: publicUrl(services.storage, doc.useChannelImage ? channel.image : doc.image),
        use_channel_image: doc.useChannelImage,
        module_id: doc.channelModuleId,
        channel_module_id: doc.channelModuleId,
        channel_id: doc.channelId,
        // The storage key is the host's business (the form keeps it); a reader downloads through documentevent/{id}/download.
        document: manages ? doc.document : null,
        active: doc.active,
        chan_sort_order: doc.chanSortOrder,
        channel: channelData(services, channel, modules, manages ? (subscribers.get(channel.id) ?? 0) : 0),
        can_edit: manages,
        ...neighbourFields(previous, next),
      },
      user: userData(profile),
    },
  };
});

defineCall(documentRoutes, "GET documentevent/:id/download", async ({ services, user, params }) => ({
  data: await documentDownload(services, user, params.id),
}));

defineCall(documentRoutes, "POST documentevent/create", async ({ services, user, body }) => {
  const saved = await saveDocumentEvent(services, user, body, "create");
  return { data: { id: saved.id, channel_id: saved.channelId }, message: m.saved };
});

defineCall(documentRoutes, "POST documentevent/update", async ({ services, user, body }) => {
  const saved = await saveDocumentEvent(services, user, body, "update");
  return { data: { id: saved.id, channel_id: saved.channelId }, message: m.saved };
});

defineCall(documentRoutes, "POST channels/update-module", async ({ services, user, body }) => ({
  data: await renameModule(services, user, body),
  message: m.moduleUpdated,
}));

defineCall(documentRoutes, "POST channels/delete-module", async ({ services, user, body }) => ({
  data: await deleteModule(services, user, body),
  message: m.moduleDeleted,
}));
