// GET search-typeahead: the header search box's suggestions (server/domain/discovery/typeahead.ts),
// each with the page it opens. Public and the same for everyone: a caller's token changes nothing.
import { Hono } from "hono";
import { typeahead, typeaheadWords } from "~server/domain/discovery/typeahead";
import { channelUrl, eventPageUrl, hostProfileUrl } from "~shared/event-urls";
import type { ApiEnv } from "./context";
import { defineCall } from "./router";

export const typeaheadRoutes = new Hono<ApiEnv>();

const fullName = (first: string, last: string) => `${first} ${last}`.trim();

defineCall(typeaheadRoutes, "GET search-typeahead", async ({ services, query }) => {
  const found = await typeahead(services.db, typeaheadWords(query.search), services.now(), services.sharedReads);
  return {
    data: {
      events: found.events.map((event) => ({
        id: event.id,
        label: event.title,
        detail: fullName(event.hostFirstName, event.hostLastName),
        url: eventPageUrl({ id: event.id, event_type: event.eventType, event_slug: event.slug, title: event.title }),
      })),
      channels: found.channels.map((channel) => ({
        id: channel.id,
        label: channel.title,
        detail: fullName(channel.hostFirstName, channel.hostLastName),
        url: channelUrl({ id: channel.id, channel_slug: channel.slug, title: channel.title }),
      })),
      categories: found.categories.map((category) => ({
        id: category.id,
        label: category.name,
        detail: null,
        url: `${category.hasEvents ? "/search" : "/channels"}?category=${category.id}`,
      })),
      hosts: found.hosts.map((host) => {
        const name = fullName(host.firstName, host.lastName);
        return { id: host.id, label: name, detail: null, url: hostProfileUrl({ id: host.id, full_name: name }) };
      }),
    },
  };
});
