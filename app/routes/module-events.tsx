// /module-events/{moduleId}/{title} (002 §2.5): a channel module's title and the grid of its events,
// in the host's order. A wrong title slug: 301; an unknown module or a hidden channel: the 404 page.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { EventGridPage, moduleEventsUrl } from "~/components/channels/channel-page";
import { getSessionUser } from "~/server-only/auth.server";
import { fetchChannelModule } from "~/server-only/channel-page.server";
import { redirectToCanonical } from "~/server-only/event-page.server";
import { documentTitle } from "~/lib/document-title";
import { routeStrings } from "~/lib/i18n";
import channelPages from "~/locales/en-GB/channel-pages.json";

export const handle = { ...routeStrings({ "channel-pages": channelPages }), sameForEveryVisitor: true };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSessionUser(request, context);
  const { channel, module } = await fetchChannelModule(request, session?.token ?? null, params.id);
  redirectToCanonical(request, moduleEventsUrl(module));
  return { channel, module: { id: module.id, title: module.title }, events: module.events, now: Date.now(), loggedIn: session !== null };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: documentTitle(data ? data.module.title : "404 Page Not Found") }];

export default function ModuleEvents() {
  const { t } = useTranslation("channel-pages");
  const { channel, module, events, now, loggedIn } = useLoaderData<typeof loader>();
  return <EventGridPage title={module.title} description={t("moduleEvents.description", { title: channel.title })} channel={channel} events={events} now={now} loggedIn={loggedIn} empty={t("moduleEvents.empty")} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
