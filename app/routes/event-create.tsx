// Create or edit an event (/event-create, /event-create/{id}; spec 001 §2.1). Only the owner may
// edit (others land on /event-management); a booked event shows 'User has booked this event so
// can't edit event.' with only its join link editable; an account that is not activated is sent
// to /event-template, which says why.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EventFormPage } from "~/components/events/event-form/page";
import { eventCreateRoute, loadEventForm, submitEventForm } from "~/server-only/event-form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/events.json";
import buyerPriceStrings from "~/locales/en-GB/buyer-price.json";

export const handle = routeStrings({ events: strings, "buyer-price": buyerPriceStrings });

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: documentTitle(data?.heading === "editTitle" ? strings.form.editTitle : strings.form.createTitle) },
];

export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadEventForm(request, context, eventCreateRoute(params));
}

export function action({ request, context, params }: ActionFunctionArgs) {
  return submitEventForm(request, context, eventCreateRoute(params));
}

export default EventFormPage;

export { shouldRevalidate } from "~/components/events/event-form/revalidate";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
