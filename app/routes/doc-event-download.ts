// /doc-event-details/{id}/download: the document itself, for those who may have it. Asks the API for
// a short-lived signed link on each click (a link rendered into the page would expire while it is
// open) and redirects there. A visitor is sent to log in; anyone else gets 404, as for a missing one (the API says
// 'unauthorized'; the page does not tell that the document exists).
// Not a page: refusals are plain text answers.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { apiFor, isMissingOrNotYours } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { unableTo } from "~/server-only/failures.server";
import { documentMessages } from "~shared/messages/documents";

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("documentevent/:id/download", { params: { id: params.id ?? "" } });
  if (isMissingOrNotYours(answer)) return plain(404, answer.status === 404 ? answer.message : documentMessages.notFound);
  if (answer.status === 400) return plain(400, answer.message);
  if (!answer.success || !answer.data) return plain(503, unableTo("fetch document event details"));
  return redirect(answer.data.url, { headers: { "Cache-Control": "private, no-store" } });
}
