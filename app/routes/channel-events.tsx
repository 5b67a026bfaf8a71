// /channel-events/{id}/{slug} (002 §2.5): the channel's events as event cards, in the host's order
// (approved, active, not cancelled). A wrong slug: 301; an unknown or hidden channel: the 404 page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { EventGridPage, channelEventsUrl } from "~/components/channels/channel-page";
import { getSessionUser } from "~/server-only/auth.server";
import { fetchChannelDetail } from "~/server-only/channel-page.server";
import { redirectToCanonical } from "~/server-only/event-page.server";
import { documentTitle } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import channelPages from "~/locales/en-GB/channel-pages.json";

export const handle = { ...routeStrings({ "channel-pages": channelPages }), sameForEveryVisitor: true };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSessionUser(request, context);
  const channel = await fetchChannelDetail(request, session?.token ?? null, params.id);
  redirectToCanonical(request, channelEventsUrl(channel));
  return {
    channel: { id: channel.id, title: channel.title, channel_slug: channel.channel_slug },
    events: channel.events,
    now: Date.now(),
    loggedIn: session !== null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data ? channelPages.channelEvents.title.replace("{{title}}", data.channel.title) : "404 Page Not Found") },
];

export default function ChannelEvents() {
  const { t } = useTranslation("channel-pages");
  const { channel, events, now, loggedIn } = useLoaderData<typeof loader>();
  return <EventGridPage title={t("channelEvents.title", { title: channel.title })} description={t("channelEvents.description")} channel={channel} events={events} now={now} loggedIn={loggedIn} empty={t("channelEvents.empty")} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
