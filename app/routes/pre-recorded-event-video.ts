// /pre-recorded-event/{id}/{slug}/video: the player's source. The page never holds the video's storage
// address; the browser asks here on every request of the player (the first, and each Range request
// of a seek), and each time the API checks that the session's user may watch now (a booking, a live
// subscription of the event's channel, the host, an administrator) before answering a storage link
// that lives one minute (ACCESS_LINK_SECONDS), to which this redirects. So a cancelled booking, an
// ended subscription or a deactivated channel stops the video at the next request.
// A visitor is sent to log in (as for the page; the player shows its error); anyone else, and an
// event without a video, gets 404 as for a missing one. The slug is read and ignored (the id decides),
// and it keeps this address apart from the page of an event whose slug is "video". Refusals are
// plain text: a resource route has no error boundary.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { unableTo } from "~/server-only/failures.server";
import { idOf } from "~shared/ids";

const NO_STORE = { "Cache-Control": "private, no-store" };

const plain = (status: number, message: string) => new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...NO_STORE } });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const id = idOf(params.id);
  if (id === null) return plain(404, "Event not found.");
  const answer = await apiFor(request, token).get("pre-recorded-event/:id/video", { params: { id: String(id) } });
  if (answer.status === 404 || answer.status === 400) return plain(404, answer.message);
  if (!answer.success || !answer.data) return plain(503, unableTo("fetch event details"));
  return redirect(answer.data.url, { headers: NO_STORE });
}
