// Favourite Events (/favourite-event, spec 000 §2): the events the user saved, each with its toggle.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { AttendeeEventList } from "~/components/events/attendee-event-list";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/booking.json";
import { loadAttendeeEvents } from "~/server-only/attendee-events.server";

export const handle = routeStrings({ booking: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.favourites.title) }];

export const loader = (args: LoaderFunctionArgs) => loadAttendeeEvents(args, "favorite-list");

export default function FavouriteEvents() {
  const { t } = useTranslation("booking");
  const data = useLoaderData<typeof loader>();
  return <AttendeeEventList path="/favourite-event" title={t("favourites.title")} description={t("favourites.description")} empty={t("favourites.empty")} {...data} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
