// The public page of a live event (/event-detail/{id}/{slug}, spec 001 §2.9). A wrong
// slug is sent (301) to the right one, a pre-recorded event to /pre-recorded-event, an unknown or
// hidden id is the 404 page. The viewer (from the session) decides the status buttons.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { EventPage } from "~/components/events/event-page";
import { apiFor } from "~/server-only/api.server";
import { getSessionUser } from "~/server-only/auth.server";
import { buyerFees } from "~/server-only/buyer-fees.server";
import { allInPrice } from "~shared/pricing";
import { googleCalendarUrl } from "~shared/calendar";
import { eventMeta } from "~/lib/event-meta";
import { absoluteUrl, canonicalPath, fetchEventDetail, redirectToCanonical } from "~/server-only/event-page.server";
import { routeStrings } from "~/lib/i18n";
import strings from "~/locales/en-GB/event-detail.json";
import hostCard from "~/locales/en-GB/host-card.json";

// A visitor's page depends only on the URL and the data of the moment: visitors share it for a few
// seconds (server/http/visitor-cache.ts); a logged-in user's carries their own flags and never is.
export const handle = { ...routeStrings({ "event-detail": strings, "host-card": hostCard }), sameForEveryVisitor: true };

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const session = await getSessionUser(request, context);
  const event = await fetchEventDetail(request, session?.token ?? null, params.id);
  const path = canonicalPath(event);
  redirectToCanonical(request, path);
  const pageUrl = absoluteUrl(path);
  const calendar =
    event.starts_at && event.ends_at
      ? {
          ics: `${path}/calendar.ics`,
          google: googleCalendarUrl({
            title: event.title,
            description: "",
            url: pageUrl,
            start: new Date(event.starts_at),
            end: new Date(event.ends_at),
          }),
        }
      : null;
  // The host sees the price with their own package's fees: say what buyers pay, and why it differs.
  const buyers =
    event.is_host && session && !event.is_free && event.channel_id === null && event.ticket_price > 0
      ? { total: allInPrice(event.ticket_price, await buyerFees(apiFor(request, session.token))), packageName: session.user.package.name }
      : null;
  return {
    event,
    buyers,
    now: Date.now(),
    loggedIn: session !== null,
    pageUrl,
    pagePath: path,
    calendar,
    image: event.images[0] ? absoluteUrl(event.images[0]) : null,
  };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data
    ? eventMeta({
        title: data.event.title,
        description: data.event.description,
        url: data.pageUrl,
        image: data.image,
        startsAt: data.event.starts_at,
        timeZone: data.event.time_zone,
      })
    : [{ title: "404 Page Not Found | Marquee" }];

export default function EventDetailRoute() {
  const { event, buyers, now, loggedIn, pageUrl, pagePath, calendar } = useLoaderData<typeof loader>();
  return <EventPage event={event} buyers={buyers} now={now} loggedIn={loggedIn} pageUrl={pageUrl} pagePath={pagePath} calendar={calendar} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
