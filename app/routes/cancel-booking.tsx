// Cancel Booking (spec 000 §4): GET /cancel-booking/:id asks first as a page (a <dialog> with
// JavaScript); POST cancels through cancel-booking and goes back (to the event page, or the
// `returnTo` local path, e.g. My Booked Events) with a toast. Refusals show the API's message.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { CancelBookingForm, QuestionPage } from "~/components/events/booking-forms";
import { useIsSubmitting } from "~/components/forms";
import { apiFor } from "~/server-only/api.server";
import { pageStatus, redirectWithToast } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { loadBookingEvent } from "~/server-only/booking.server";
import { eventPageUrl } from "~shared/event-urls";
import { failureMessage } from "~/server-only/failures.server";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { safeRedirectPath } from "~/lib/redirect";
import strings from "~/locales/en-GB/booking.json";
import ui from "~/locales/en-GB/ui.json";

export const handle = routeStrings({ booking: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(ui.bookingDialog.cancelTitle) }, { name: "robots", content: "noindex" }];

function returnToOf(value: FormDataEntryValue | string | null, fallback: string): string {
  return safeRedirectPath(typeof value === "string" ? value : null, fallback);
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const event = await loadBookingEvent(request, token, params.id);
  if (!event.is_booked) throw redirect(eventPageUrl(event));
  const returnTo = new URL(request.url).searchParams.get("returnTo");
  return {
    event: { id: event.id, title: event.title, is_free: event.is_free },
    backTo: returnToOf(returnTo, eventPageUrl(event)),
    returnTo: returnTo ? returnToOf(returnTo, eventPageUrl(event)) : undefined,
  };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { session, token } = await requireUser(request, context);
  const event = await loadBookingEvent(request, token, params.id);
  const form = await readFormData(request);
  const answer = await apiFor(request, token).post("cancel-booking", { event_id: event.id });
  if (!answer.success) return data({ message: failureMessage(answer, "cancel booking") }, { status: pageStatus(answer) });
  return redirectWithToast(returnToOf(form.get("returnTo"), eventPageUrl(event)), { type: "success", message: answer.message }, { session });
}

export default function CancelBookingPage() {
  const { t } = useTranslation("ui");
  const { event, backTo, returnTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pending = useIsSubmitting("cancel");
  return (
    <QuestionPage title={t("bookingDialog.cancelTitle")} error={result?.message} errorTitle={strings.errorTitle}>
      <CancelBookingForm event={event} backTo={backTo} returnTo={returnTo} pending={pending} />
    </QuestionPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
