// /doc-event-details/{id}/download: the document itself, for those who may have it (its host, an
// administrator, a live subscriber of its channel). Asks the API for a short-lived signed link on each
// click (a link rendered into the page would expire while it is open) and redirects there, as /join
// does. A visitor is sent to log in; anyone else gets the 404 page, as for a missing one (the API
// says 'unauthorized'; the page does not tell that the document exists). A document whose file is
// missing gets the site's error page, in its layout, with the spec's "Unable to fetch document event
// details" text (and the reason in the log), never a bare answer outside the site. Linked with plain
// links (reloadDocument), so the browser follows the redirect to the file.
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { apiFor, isMissingOrNotYours } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";
import { documentTitle } from "~/lib/document-title";
import { pathIdOr404 } from "~/server-only/path-id.server";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const id = String(pathIdOr404(params.id));
  const answer = await apiFor(request, token).get("documentevent/:id/download", { params: { id } });
  if (isMissingOrNotYours(answer)) throw data(null, { status: 404 });
  if (!answer.success || !answer.data) {
    // A document with no stored file (400) or a failure of the server: the user can do nothing but tell the admin.
    if (answer.status === 400) console.warn(`Document ${id} has no file to download: ${answer.message}`);
    throwUnable("fetch document event details");
  }
  throw redirect(answer.data.url, { headers: { "Cache-Control": "private, no-store" } });
}

export const meta: MetaFunction = () => [{ title: documentTitle("Download Document") }];

/** Never drawn: the loader redirects to the file or fails to the error page. */
export default function DocEventDownload() {
  return null;
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
