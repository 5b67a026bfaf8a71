// Event authoring calls (spec 001 §6, §7): can-create-event, create-event-require-data,
// event-edit/{id}, events/create, events/update-join-link and channels/add-module. The contract
// parses with the form's own schema (shared/event-form/schema.ts); handlers call server/domain/events.
import { Hono } from "hono";
import { loadUserProfile } from "~server/domain/accounts/user-data";
import { idOrNotFound } from "~server/domain/errors";
import { canCreateEvent } from "~server/domain/events/can-create";
import { saveEvent } from "~server/domain/events/create";
import { loadEventForEdit } from "~server/domain/events/edit-load";
import { updateJoinLink } from "~server/domain/events/join-link";
import { EVENT_CREATED, EVENT_NOT_FOUND, EVENT_UPDATED, JOIN_LINK_SAVED, MODULE_ADDED} from "~server/domain/events/messages";
import { addModule } from "~server/domain/events/modules";
import { activeFeatures, channelsOf, eventCategories } from "~server/domain/events/require-data";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";
import { userData } from "./users";

export const eventRoutes = new Hono<ApiEnv>();

defineCall(eventRoutes, "GET can-create-event", async ({ user }) => {
  const answer = canCreateEvent(user);
  return { data: answer, message: answer.message };
});

defineCall(eventRoutes, "GET create-event-require-data", async ({ services, user }) => {
  const { db } = services;
  const [profile, categories, channels, features] = await Promise.all([
    loadUserProfile(db, user),
    eventCategories(db),
    channelsOf(db, user.id),
    activeFeatures(db),
  ]);
  return {
    data: {
      user: userData(profile),
      categories: categories.map(({ category, children }) => ({
        id: category.id,
        name: category.name,
        class_name: category.className,
        sub_categories: children.map((child) => ({ id: child.id, name: child.name, class_name: child.className })),
      })),
      channels: channels.map(({ channel, modules }) => ({
        id: channel.id,
        title: channel.title,
        channel_slug: channel.slug,
        image: channel.image,
        event_type: channel.eventType,
        channel_module: modules,
      })),
      features: features.map((feature) => ({ id: feature.id, name: feature.name, value_pence: feature.valuePence })),
    },
  };
});

defineCall(eventRoutes, "GET event-edit/:id", async ({ services, user, params }) => {
  const loaded = await loadEventForEdit(services, user, idOrNotFound(params.id, EVENT_NOT_FOUND));
  return {
    data: {
      initialValues: loaded.initialValues,
      data: {
        id: loaded.event.id,
        event_type: loaded.event.eventType,
        is_bulk_event: loaded.event.isBulkEvent,
        series_id: loaded.event.seriesId,
        approval_status: loaded.approval,
        is_booked: loaded.isBooked,
        has_started: loaded.hasStarted,
        has_ended: loaded.hasEnded,
        is_cancelled: loaded.event.isCancelled,
        edit_blocked_message: loaded.blockedMessage,
      },
    },
    message: loaded.blockedMessage,
  };
});

defineCall(
  eventRoutes,
  "POST events/create",
  async ({ services, user, body }) => {
    const saved = await saveEvent(services, user, body);
    return {
      data: {
        id: saved.event.id,
        event_type: saved.event.eventType,
        event_slug: saved.event.slug,
        is_bulk_event: saved.event.isBulkEvent,
        series_id: saved.event.seriesId,
        occurrence_ids: saved.occurrenceIds,
      },
      message: saved.created ? EVENT_CREATED : EVENT_UPDATED,
    };
  },
);

defineCall(eventRoutes, "POST events/update-join-link", async ({ services, user, body }) => {
  const saved = await updateJoinLink(services, user, { eventId: body.event_id, viewLink: body.view_link });
  return { data: { id: saved.id, view_link: saved.viewLink }, message: JOIN_LINK_SAVED };
});

defineCall(eventRoutes, "POST channels/add-module", async ({ services, user, body }) => ({
  data: await addModule(services, user, body),
  message: MODULE_ADDED,
}));
