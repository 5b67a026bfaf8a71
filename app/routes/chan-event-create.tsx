// Create an event inside a channel (/chan-event-create/{l|p}/{channel_id}/{bulk?}; spec 001 §2):
// the event type and the channel come from the URL; a pre-recorded bulk asks for the number of
// videos and continues to /pre-recorded-bulk/{id}.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EventFormPage } from "~/components/events/event-form/page";
import { channelCreateRoute, loadEventForm, submitEventForm } from "~/server-only/event-form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/events.json";
import buyerPriceStrings from "~/locales/en-GB/buyer-price.json";

export const handle = routeStrings({ events: strings, "buyer-price": buyerPriceStrings });

export const meta: MetaFunction = () => [{ title: documentTitle(strings.form.channelTitle) }];

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadEventForm(request, context, channelCreateRoute(params));
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return submitEventForm(request, context, channelCreateRoute(params));
}

export default EventFormPage;

export { shouldRevalidate } from "~/components/events/event-form/revalidate";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
