// "Login Now ?" (spec 000 §4): a visitor who books, buys or favourites an event is asked to log in
// or register ("Register and Book" for a free event, "Register and Purchase" for a paid one), or to
// close. Choosing queues the event in the session as an event booking (resumed after login, see
// app/server-only/booking.server.ts) and goes to /login or /register, returning to the event page; Register
// and Purchase goes to /register-and-purchase, which opens the account and pays in one step.
// With JavaScript the event buttons open the same form in a <dialog>. A logged-in user has nothing
// to answer here and goes to the event page.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/i18n/use-translation";
import { LoginNowForm } from "~/components/events/booking-forms";
import { useIsSubmitting } from "~/components/forms";
import { DialogPage } from "~/components/ui";
import { getSessionUser } from "~/server-only/auth.server";
import { readFormData } from "~/server-only/form.server";
import { loadBookingEvent } from "~/server-only/booking.server";
import { eventPageUrl } from "~shared/event-urls";
import { documentTitle } from "~/lib/document-title";
import { commitSession, getSession } from "~/server-only/session.server";
import ui from "~/locales/en-GB/ui.json";

export const meta: MetaFunction = () => [{ title: documentTitle(ui.bookingDialog.loginTitle) }, { name: "robots", content: "noindex" }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const current = await getSessionUser(request, context);
  const event = await loadBookingEvent(request, current?.token ?? null, params.id);
  if (current) throw redirect(eventPageUrl(event));
  return { event: { id: event.id, title: event.title, is_free: event.is_free }, backTo: eventPageUrl(event) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const current = await getSessionUser(request, context);
  const event = await loadBookingEvent(request, current?.token ?? null, params.id);
  const back = eventPageUrl(event);
  if (current) throw redirect(back);
  const form = await readFormData(request);
  const intent = form.get("intent");
  if (intent !== "login" && intent !== "register") throw redirect(back);
  const session = await getSession(request);
  session.set("queuedPurchase", { type: "event_booking", id: event.id });
  // A paid event registers and pays in one step; otherwise the ordinary form, coming back here.
  const to =
    intent === "register" && !event.is_free ? `/register-and-purchase/event_booking/${event.id}` : `/${intent}?${new URLSearchParams({ r: back }).toString()}`;
  return redirect(to, { headers: { "Set-Cookie": await commitSession(session) } });
}

export default function LoginNowPage() {
  const { t } = useTranslation("ui");
  const { event, backTo } = useLoaderData<typeof loader>();
  const pending = useIsSubmitting("login");
  return (
    <div className="px-4">
      <DialogPage title={t("bookingDialog.loginTitle")}>
        <LoginNowForm event={event} backTo={backTo} pending={pending} />
      </DialogPage>
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
