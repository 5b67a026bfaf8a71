// /doc-event-details/{id}/download: the document itself, for those who may have it. Asks the API for
// a short-lived signed link on each click (a link rendered into the page would expire while it is
// open) and redirects there. A visitor is sent to log in; anyone else gets 404, as for a missing one.
// Not a page: refusals are plain text answers.
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { apiFor } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { unableTo } from "~/server-only/failures.server";

const plain = (status: number, message: string) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" } });

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("documentevent/:id/download", { params: { id: params.id ?? "" } });
  if (answer.status === 404 || answer.status === 400) return plain(answer.status, answer.message);
  if (!answer.success || !answer.data) return plain(503, unableTo("fetch document event details"));
  return redirect(answer.data.url, { headers: { "Cache-Control": "private, no-store" } });
}
