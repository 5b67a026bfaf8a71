// Free Ticket (spec 000 §4): GET /book/:id asks "Book a free ticket for …?" as a page
// (with JavaScript the event buttons ask the same in a <dialog>); POST books through
// transaction/free-event and goes back to the event page with a toast showing the booking id.
// A visitor (whose Free Ticket leads to "Login Now ?") is asked to log in here.
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { BookFreeTicketForm, QuestionPage } from "~/components/events/booking-forms";
import { useIsSubmitting } from "~/components/forms";
import { redirectWithToast } from "~/server-only/api-replies.server";
import { requireUser } from "~/server-only/auth.server";
import { bookFree, loadBookingEvent } from "~/server-only/booking.server";
import { eventPageUrl } from "~shared/event-urls";
import { readFormData } from "~/server-only/form.server";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import { safeRedirectPath } from "~/lib/redirect";
import strings from "~/locales/en-GB/booking.json";
import ui from "~/locales/en-GB/ui.json";

export const handle = routeStrings({ booking: strings });

export const meta: MetaFunction = () => [{ title: documentTitle(ui.bookingDialog.bookTitle) }, { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // A visitor's Free Ticket / Buy button already leads to "Login Now ?"; typed directly, this asks to log in and comes back.
  const current = await requireUser(request, context);
  const event = await loadBookingEvent(request, current.token, params.id);
  // Nothing to confirm when the status button is not Free Ticket: the event page says why.
  if (!event.is_free || event.is_booked || event.is_host) throw redirect(eventPageUrl(event));
  return { event: { id: event.id, title: event.title, is_free: event.is_free }, backTo: eventPageUrl(event) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { session, token } = await requireUser(request, context);
  const event = await loadBookingEvent(request, token, params.id);
  const form = await readFormData(request);
  const back = safeRedirectPath(typeof form.get("returnTo") === "string" ? String(form.get("returnTo")) : null, eventPageUrl(event));
  const { booked, toast } = await bookFree(request, token, event.id);
  if (!booked) return data({ message: toast.message }, { status: 400 });
  return redirectWithToast(back, toast, { session });
}

export default function BookPage() {
  const { t } = useTranslation("ui");
  const { event, backTo } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const pending = useIsSubmitting("book");
  return (
    <QuestionPage title={t("bookingDialog.bookTitle")} error={result?.message} errorTitle={strings.errorTitle}>
      <BookFreeTicketForm event={event} backTo={backTo} pending={pending} />
    </QuestionPage>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
