// A channel's public page, both layouts of 002 §2.5: /channel-detail/{id}/{slug} (the newer one) and
// /old-channel-detail/{id}/{slug} (the old one), one module with the layout taken from the path. A
// wrong slug is sent (301) to the right one; an unknown or hidden channel is the 404 page. The viewer
// (from the session) decides the Subscribe button; a visitor's Login / Register choice posts here.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChannelPage, type ChannelLayout } from "~/components/channels/channel-page";
import { getSessionUser } from "~/server-only/auth.server";
import { fetchChannelDetail, queueChannelSubscription } from "~/server-only/channel-page.server";
import { absoluteUrl, redirectToCanonical } from "~/server-only/event-page.server";
import { readFormData } from "~/server-only/form.server";
import { cardMeta } from "~/lib/document-title";
import { metaDescription } from "~/lib/event-meta";
import { routeStrings } from "~/lib/i18n";
import { channelUrl } from "~shared/event-urls";
import channelPages from "~/locales/en-GB/channel-pages.json";
import hostCard from "~/locales/en-GB/host-card.json";

// A visitor's page depends only on the URL and the data of the moment (as event pages).
export const handle = { ...routeStrings({ "channel-pages": channelPages, "host-card": hostCard }), sameForEveryVisitor: true };

function layoutOf(request: Request): ChannelLayout {
  return new URL(request.url).pathname.startsWith("/old-channel-detail/") ? "old" : "new";
}

/** The page's canonical path in its layout. */
function pathFor(channel: { id: number; channel_slug: string }, layout: ChannelLayout): string {
  const path = channelUrl(channel);
  return layout === "old" ? path.replace(/^\/channel-detail\//, "/old-channel-detail/") : path;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSessionUser(request, context);
  const channel = await fetchChannelDetail(request, session?.token ?? null, params.id);
  const layout = layoutOf(request);
  const pagePath = pathFor(channel, layout);
  redirectToCanonical(request, pagePath);
  const url = new URL(request.url);
  const slide = Number.parseInt(url.searchParams.get("slide") ?? "1", 10);
  return {
    channel,
    layout,
    now: Date.now(),
    loggedIn: session !== null,
    pagePath,
    pageUrl: absoluteUrl(pathFor(channel, "new")),
    image: channel.image ? absoluteUrl(channel.image) : null,
    // Made here: the page's JavaScript then needs no HTML-to-text tools for its <head>.
    description: metaDescription({ description: channel.description, startsAt: null, timeZone: "Europe/London" }),
    slide: Number.isFinite(slide) ? slide : 1,
    askLogin: session === null && url.searchParams.get("subscribe") === "1",
  };
}

/** A visitor's Login / Register answer to Subscribe. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const session = await getSessionUser(request, context);
  const channel = await fetchChannelDetail(request, session?.token ?? null, params.id);
  const back = pathFor(channel, layoutOf(request));
  const form = await readFormData(request);
  return queueChannelSubscription(request, channel, session ? null : form.get("intent"), back);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? cardMeta({ title: data.channel.title, description: data.description, url: data.pageUrl, image: data.image, startsAt: null })
    : [{ title: "404 Page Not Found | Marquee" }];

export default function ChannelDetailRoute() {
  const loaded = useLoaderData<typeof loader>();
  return <ChannelPage {...loaded} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
