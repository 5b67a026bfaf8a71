// The favourite toggle (spec 000 §4): POST /favourite/:id with a `returnTo` local path toggles the
// event in the user's favourites (favorite-event) and goes back there with a toast. A visitor gets
// "Login Now ?"; GET has nothing to show and goes back too.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "~/server-only/api.server";
import { redirectWithToast } from "~/server-only/api-replies.server";
import { getSessionUser } from "~/server-only/auth.server";
import { readFormData } from "~/server-only/form.server";
import { eventActionUrls } from "~shared/event-urls";
import { failureMessage } from "~/server-only/failures.server";
import { safeRedirectPath } from "~/lib/redirect";
import strings from "~/locales/en-GB/booking.json";
import { idOf } from "~shared/ids";

const FALLBACK = "/favourite-event";

export async function loader({ request }: LoaderFunctionArgs) {
  throw redirect(safeRedirectPath(new URL(request.url).searchParams.get("returnTo"), FALLBACK));
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const id = idOf(params.id) ?? 0;
  const current = await getSessionUser(request, context);
  if (!current) throw redirect(eventActionUrls.loginNow(id));
  const form = await readFormData(request);
  const back = safeRedirectPath(typeof form.get("returnTo") === "string" ? String(form.get("returnTo")) : null, FALLBACK);
  const answer = await apiFor(request, current.token).post("favorite-event", { event_id: id });
  const toast = answer.success
    ? { type: "success" as const, message: answer.message }
    : { type: "error" as const, title: strings.errorTitle, message: failureMessage(answer, "update favorite event status") };
  return redirectWithToast(back, toast, { session: current.session });
}
