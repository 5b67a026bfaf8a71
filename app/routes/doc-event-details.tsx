// Document event view (/doc-event-details/{id}, spec 001 §2.3): title, image (the document's own, or
// the channel's when it uses it), description, 'Download Document', and previous and next links to
// the neighbouring video or document events in the channel's order. For now only the host (and
// administrators) may open it; anyone else gets the answer for a missing document. The download goes
// through /doc-event-details/{id}/download, which asks for a fresh short-lived signed link each time.
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "~/components/page-header";
import { LinkButton } from "~/components/ui";
import { routeStrings } from "~/lib/i18n";
import { documentTitle } from "~/lib/document-title";
import strings from "~/locales/en-GB/documents.json";
import { apiFor, isMissingOrNotYours } from "~/server-only/api.server";
import { requireUser } from "~/server-only/auth.server";
import { throwUnable } from "~/server-only/failures.server";
import { eventPageUrl } from "~shared/event-urls";

export const handle = routeStrings({ documents: strings });

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => [{ title: documentTitle(loaded?.docevent.title ?? strings.details.download) }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireUser(request, context);
  const answer = await apiFor(request, token).get("documentevent/:id", { params: { id: params.id ?? "" } });
  if (isMissingOrNotYours(answer)) throw data({ message: answer.message }, { status: 404 });
  if (!answer.success || !answer.data) throwUnable("fetch document event details");
  return { docevent: answer.data.docevent };
}

type Neighbour = { id: number | null; type: "Pre Recorded" | "Document" | null; slug: string | null };

/** A video's event page, or a document's own page. */
function neighbourUrl({ id, type, slug }: Neighbour): string | null {
  if (id === null || type === null) return null;
  return type === "Document" ? `/doc-event-details/${id}` : eventPageUrl({ id, event_type: "Pre Recorded", event_slug: slug });
}

export default function DocEventDetails() {
  const { t } = useTranslation("documents");
  const { docevent } = useLoaderData<typeof loader>();
  const previous = neighbourUrl({ id: docevent.preveventid, type: docevent.preveventtype, slug: docevent.preveventslug });
  const next = neighbourUrl({ id: docevent.nexteventid, type: docevent.nexteventtype, slug: docevent.nexteventslug });
  return (
    <>
      <PageHeader title={docevent.title} description={docevent.channel.title} />
      <article className="mx-auto max-w-3xl space-y-6 px-4 pb-16">
        {docevent.image_url ? (
          <img src={docevent.image_url} alt={t("details.imageAlt", { title: docevent.title })} className="w-full rounded-card object-cover" />
        ) : null}
        {/* Cleaned by the API to an allow-list (no scripts, handlers or styles); plain text keeps its line breaks. */}
        <div className="prose max-w-none whitespace-pre-line" data-testid="doc-description" dangerouslySetInnerHTML={{ __html: docevent.description_html }} />
        <div className="flex flex-wrap gap-3">
          {/* A resource route: a plain link, so the browser follows its redirect to the signed file. */}
          <LinkButton to={`/doc-event-details/${docevent.id}/download`} reloadDocument variant="primary">
            {t("details.download")}
          </LinkButton>
          <LinkButton to={`/doc-event-create/${docevent.channel_id}/${docevent.id}`} variant="secondary">
            {t("details.edit")}
          </LinkButton>
        </div>
        <nav aria-label={t("details.previous") + " / " + t("details.next")} className="flex justify-between gap-4 border-t border-line pt-4">
          {previous ? (
            <Link to={previous} rel="prev" className="underline">
              ← {t("details.previous")}
            </Link>
          ) : (
            <span />
          )}
          {next ? (
            <Link to={next} rel="next" className="underline">
              {t("details.next")} →
            </Link>
          ) : null}
        </nav>
      </article>
    </>
  );
}

export { RouteErrorBoundary as ErrorBoundary } from "~/components/route-error-boundary";
