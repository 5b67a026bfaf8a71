// My Booked Events (/my-booked-events, spec 000 §2): the events the user holds a booking of.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { AttendeeEventList } from "~/components/events/attendee-event-list";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/booking.json";
import { loadAttendeeEvents } from "~/server-only/attendee-events.server";

export const handle = routeStrings({ booking: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.booked.title) }];

export const loader = (args: LoaderFunctionArgs) => loadAttendeeEvents(args, "booked-events");

export default function MyBookedEvents() {
  const { t } = useTranslation("booking");
  const data = useLoaderData<typeof loader>();
  return <AttendeeEventList path="/my-booked-events" title={t("booked.title")} description={t("booked.description")} empty={t("booked.empty")} {...data} />;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
